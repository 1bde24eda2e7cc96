import { CircleCheck, CircleX } from 'lucide-react';
import { resolveValue, useToaster, type Toast } from 'react-hot-toast/headless';
import { TOAST_ID_ATTRIBUTE, useTabIntoToast } from './useTabIntoToast';

/** What raises a toast: react-hot-toast's `toast`, from the same store the Toaster draws. */
export { toast } from 'react-hot-toast/headless';

export interface ToasterProps {
  /** How long a toast stays unless it says otherwise. */
  readonly durationMs: number;
  /** A Tailwind `top-*` class: how far from the top of the screen the toasts begin. */
  readonly topClassName: string;
}

/** A white mark on a filled disc (the disc's white outline is lost on the white card). */
function ToastIcon({ type }: { type: Toast['type'] }) {
  if (type === 'success')
    return <CircleCheck aria-hidden="true" className="shrink-0 fill-brand-700 text-white" />;
  if (type === 'error')
    return <CircleX aria-hidden="true" className="shrink-0 fill-red-700 text-white" />;
  return null;
}

/**
 * The shop's toasts, top-right: react-hot-toast's headless store (`useToaster` keeps the timers,
 * pauses them while the pointer, or focus, is on a toast, and removes a dismissed toast a second later),
 * drawn with static classes only. react-hot-toast's own <Toaster> styles itself by writing a
 * <style> element at run time (goober), which only `style-src 'unsafe-inline'` lets in
 * (docs/security.md).
 *
 * The newest toast is on top. A toast's row is a one-row grid: it opens (0fr to 1fr) as the toast
 * fades in, and closes while a dismissed toast fades out over it, so the toasts below slide up.
 * No height is measured and no style is set from script; with reduced motion toasts only fade.
 *
 * The toasts lie under the top bar (z-30 to its z-40): an open account menu or phone menu, which
 * drops below the bar into the toasts' place, is drawn over them and takes the pointer, rather
 * than a toast covering My Profile and Logout while it lasts. The toasts begin below the bar, so
 * nothing else of theirs is hidden.
 */
export function Toaster({ durationMs, topClassName }: ToasterProps) {
  const { toasts, handlers } = useToaster({ duration: durationMs });
  useTabIntoToast(toasts);
  return (
    <div
      data-toaster
      className={`pointer-events-none fixed inset-x-0 z-30 flex flex-col px-4 ${topClassName}`}
      onMouseEnter={handlers.startPause}
      onMouseLeave={handlers.endPause}
      // A keyboard's pointer: a toast holds while focus is on its button or link.
      onFocus={handlers.startPause}
      onBlur={handlers.endPause}
    >
      {toasts.map((toast) => (
        <div
          key={toast.id}
          data-visible={toast.visible || undefined}
          className="grid grid-rows-[0fr] justify-items-end transition-all duration-300 motion-reduce:transition-none data-visible:grid-rows-[1fr] starting:data-visible:grid-rows-[0fr]"
        >
          <div className="min-h-0">
            <div
              {...{ [TOAST_ID_ATTRIBUTE]: toast.id }}
              className={`mb-2 flex max-w-[350px] items-center rounded-lg bg-white px-3 py-2 leading-snug text-stone-800 shadow-md transition duration-300 ${
                toast.visible
                  ? 'pointer-events-auto starting:opacity-0 motion-safe:starting:-translate-y-2'
                  : 'opacity-0 motion-safe:-translate-y-2'
              }`}
            >
              <ToastIcon type={toast.type} />
              <div className="flex-1 px-2 py-1" {...toast.ariaProps}>
                {resolveValue(toast.message, toast)}
              </div>
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}
