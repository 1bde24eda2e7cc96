/** Reaches the browser's storage lazily: a disabled storage throws on access. */
export type StorageProvider = () => Storage;

/** Where another tab's changes are announced (the window's `storage` event). */
export type StorageEventSource = Pick<Window, 'addEventListener' | 'removeEventListener'>;
