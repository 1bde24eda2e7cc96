import { useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { X } from 'lucide-react';
import { FILTERS_DIALOG_TITLE, showPlantsLabel } from '@/modules/plants/domain/plantMessages';
import { PRIMARY_BUTTON_CLASS } from '@/ui/components/controlStyles';

/**
 * The phone's filters: a modal dialog over the page, so each tick is made with the number of
 * plants it gives in sight, on the Show N plants button that closes the drawer. A native
 * <dialog> opened with showModal: focus moves in, the page behind is inert, Escape closes it.
 * Focus then goes back to the Filters button. Mounted only while open, so the page's keystrokes
 * never draw it.
 */
export function FiltersDrawer({
  resultCount,
  onClose,
  onShowResults,
  returnFocusTo,
  children,
}: {
  resultCount: number;
  /** Escape or the close button: the shopper leaves the drawer where the page was. */
  onClose: () => void;
  /** Show N plants: the drawer closes and the results come into view. */
  onShowResults: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);

  // Before the first paint, so the drawer is never seen in the page's flow.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (dialog === null) return;
    // jsdom has no showModal: the open attribute shows it there.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    const toggle = returnFocusTo.current;
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      toggle?.focus({ preventScroll: true });
    };
  }, [returnFocusTo]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      // Escape: the browser's cancel, made the page's own close so the state follows.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={onClose}
      className="m-0 mt-auto hidden max-h-[85dvh] w-full max-w-none flex-col rounded-t-2xl bg-white text-stone-900 shadow-xl backdrop:bg-stone-900/50 open:flex"
    >
      <div className="flex items-center justify-between border-b border-stone-200 px-4 py-2">
        <h2 id={titleId} className="text-lg font-semibold">
          {FILTERS_DIALOG_TITLE}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close filters"
          className="inline-flex h-11 w-11 items-center justify-center rounded-full text-stone-700 hover:bg-stone-100"
        >
          <X aria-hidden="true" width={20} height={20} />
        </button>
      </div>
      <div className="flex flex-col gap-5 overflow-y-auto px-4 py-4">{children}</div>
      <div className="border-t border-stone-200 px-4 py-3">
        <button type="button" onClick={onShowResults} className={PRIMARY_BUTTON_CLASS}>
          {showPlantsLabel(resultCount)}
        </button>
      </div>
    </dialog>
  );
}
