import type * as Toasts from './Toaster';
import type { ToastOptions } from 'react-hot-toast/headless';
import { moduleOrReload } from './moduleOrReload';

let library: Promise<typeof Toasts> | null = null;

/**
 * The shop's Toaster and react-hot-toast's headless store, fetched once. They
 * are not part of the first load: the Toaster is mounted just after the first
 * render (ToastHost), and code calls `toast` below, which waits for them. The
 * lazy screens use it too, so that the library is in no screen's chunk: a form
 * page opened directly would otherwise download it before it could show
 * (docs/adr/0020-one-request-for-the-first-load.md).
 */
export function loadToasts(): Promise<typeof Toasts> {
  library ??= import('./Toaster').then(moduleOrReload);
  return library;
}

function show(kind: 'blank' | 'success' | 'error', message: string, options?: ToastOptions): void {
  void loadToasts().then(({ toast: hotToast }) =>
    kind === 'blank' ? hotToast(message, options) : hotToast[kind](message, options),
  );
}

/** The shop's toasts, as react-hot-toast's `toast` / `toast.success` / `toast.error`. */
export const toast = {
  blank: (message: string, options?: ToastOptions) => show('blank', message, options),
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
};
