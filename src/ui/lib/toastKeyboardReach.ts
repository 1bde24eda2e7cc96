/**
 * The control a toast's actions follow in the tab order, as a popover's follow the button that
 * opened it (HTML's popover invoker): Tab on that control enters the toast, Shift+Tab from the
 * toast's first action goes back to it, and Tab from its last action goes on to what followed it.
 * The toast is drawn top-right and its code comes after the footer, so without this its View
 * cart lay a page of Tabs away from the Add to Cart that raised it. One toast at a time has one:
 * the newest raised with `reachableFrom`.
 */
export interface ToastOrigin {
  readonly toastId: string;
  readonly element: HTMLElement;
}

let current: ToastOrigin | null = null;

/** `element` is where focus was: none (the page itself) makes no origin. */
export function setToastOrigin(toastId: string, element: Element | null): void {
  const control = element instanceof HTMLElement && element !== element.ownerDocument.body;
  current = control ? { toastId, element } : null;
}

export function toastOrigin(): ToastOrigin | null {
  return current && current.element.isConnected ? current : null;
}
