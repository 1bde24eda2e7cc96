import { useEffect } from 'react';
import type { Toast } from 'react-hot-toast/headless';
import { tabbablesIn } from './tabbable';
import { toastOrigin } from './toastKeyboardReach';

/** The attribute that names a toast's card by its id, for the keyboard to find its actions. */
export const TOAST_ID_ATTRIBUTE = 'data-toast-id';

/**
 * Puts the actions of the toast raised from a control (toastKeyboardReach.ts) right after that
 * control in the tab order, while the toast shows: the toast's code sits after the footer.
 */
export function useTabIntoToast(toasts: readonly Toast[]): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
      const origin = toastOrigin();
      if (!origin || !toasts.some((t) => t.id === origin.toastId && t.visible)) return;
      const card = document.querySelector(
        `[${TOAST_ID_ATTRIBUTE}="${CSS.escape(origin.toastId)}"]`,
      );
      const actions = card ? tabbablesIn(card) : [];
      const [first] = actions;
      const last = actions.at(-1);
      if (!first || !last) return;
      const focused = document.activeElement;
      let next: HTMLElement | undefined;
      if (!event.shiftKey && focused === origin.element) next = first;
      else if (event.shiftKey && focused === first) next = origin.element;
      else if (!event.shiftKey && focused === last) next = afterInPage(origin.element, card!);
      else if (event.shiftKey && focused === afterInPage(origin.element, card!)) next = last;
      if (!next) return;
      event.preventDefault();
      next.focus();
    }
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [toasts]);
}

/** What Tab would reach after `element` were the toasts not in the page. */
function afterInPage(element: HTMLElement, card: Element): HTMLElement | undefined {
  const toaster = card.closest('[data-toaster]');
  const page = tabbablesIn(document).filter((candidate) => !toaster?.contains(candidate));
  return page[page.indexOf(element) + 1];
}
