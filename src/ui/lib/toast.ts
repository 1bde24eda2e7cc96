import type * as Toasts from './Toaster';
import type { Renderable, Toast, ToastOptions, ValueOrFunction } from 'react-hot-toast/headless';
import { moduleOrReload } from './moduleOrReload';

let library: Promise<typeof Toasts> | null = null;

/**
 * How long a toast that offers an action (View cart, Undo) stays: twice the spec's 3 s default,
 * so there is time to reach its button (the pointer on it, or focus in it, holds it longer).
 */
export const ACTION_TOAST_DURATION_MS = 6000;

/**
 * The shop's Toaster and react-hot-toast's headless store, fetched once. They
 * are not part of the first load: the Toaster is mounted just after the first
 * render (ToastHost), and code calls `toast` below, which waits for them. The
 * lazy screens use it too, so that the library is in no screen's chunk: a form
 * page opened directly would otherwise download it before it could show
 * (docs/adr/0020-one-request-for-the-first-load.md).
 */
export function loadToasts(): Promise<typeof Toasts> {
  library ??= fetchToaster()
    .then(moduleOrReload)
    .catch((error: unknown) => {
      // Offline on a first visit: the next toast fetches again.
      library = null;
      throw error;
    });
  return library;
}

/** The `import()` alone: moduleOrReload must see what Vite's preload helper resolves it to. */
const fetchToaster = () => import('./Toaster');

/** A toast's content: text, or what it renders, given the toast (its id, to dismiss itself). */
export type ToastMessage = ValueOrFunction<Renderable, Toast>;

function show(
  kind: 'blank' | 'success' | 'error',
  message: ToastMessage,
  options?: ToastOptions,
): void {
  void loadToasts().then(({ toast: hotToast }) =>
    kind === 'blank' ? hotToast(message, options) : hotToast[kind](message, options),
  );
}

/** The shop's toasts, as react-hot-toast's `toast` / `toast.success` / `toast.error` / `dismiss`. */
export const toast = {
  blank: (message: ToastMessage, options?: ToastOptions) => show('blank', message, options),
  success: (message: ToastMessage, options?: ToastOptions) => show('success', message, options),
  error: (message: ToastMessage, options?: ToastOptions) => show('error', message, options),
  dismiss: (id: string) => void loadToasts().then(({ toast: hotToast }) => hotToast.dismiss(id)),
};
