import type * as ReactHotToast from 'react-hot-toast';
import type { ToastOptions } from 'react-hot-toast';

let library: Promise<typeof ReactHotToast> | null = null;

/**
 * react-hot-toast, fetched once. It is not part of the first load: the
 * Toaster is mounted just after the first render (ToastHost), and code on the
 * first screen (the top bar, the plant cards) calls `toast` below, which
 * waits for it. Code in a route's chunk may import react-hot-toast itself:
 * it is the same module, the same store.
 */
export function loadToasts(): Promise<typeof ReactHotToast> {
  library ??= import('react-hot-toast');
  return library;
}

function show(kind: 'success' | 'error', message: string, options?: ToastOptions): void {
  void loadToasts().then(({ default: hotToast }) => hotToast[kind](message, options));
}

/** The toasts the first screen raises, as react-hot-toast's `toast.success` / `toast.error`. */
export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
};
