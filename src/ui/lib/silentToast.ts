import type { ToastOptions } from 'react-hot-toast/headless';

/**
 * For an error toast that repeats a form's inline alert: it is still shown,
 * but not announced a second time by screen readers.
 */
export const SILENT_TOAST: ToastOptions = { ariaProps: { role: 'status', 'aria-live': 'off' } };
