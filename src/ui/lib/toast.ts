import type * as ReactHotToast from 'react-hot-toast';
import type { ToastOptions } from 'react-hot-toast';

let library: Promise<typeof ReactHotToast> | null = null;

/**
 * react-hot-toast, fetched once. It is not part of the first load: the
 * Toaster is mounted just after the first render (ToastHost), and code calls
 * `toast` below, which waits for it. The lazy screens use it too, so that the
 * library is in no screen's chunk: a form page opened directly would otherwise
 * download it before it could show (docs/adr/0020-one-request-for-the-first-load.md).
 */
export function loadToasts(): Promise<typeof ReactHotToast> {
  library ??= import('react-hot-toast');
  return library;
}

function show(kind: 'blank' | 'success' | 'error', message: string, options?: ToastOptions): void {
  void loadToasts().then(({ default: hotToast }) =>
    kind === 'blank' ? hotToast(message, options) : hotToast[kind](message, options),
  );
}

/** The shop's toasts, as react-hot-toast's `toast` / `toast.success` / `toast.error`. */
export const toast = {
  blank: (message: string, options?: ToastOptions) => show('blank', message, options),
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
};
