import type { PreviewBackendStatus } from './PreviewBackendStatus';

/** Every word the preview module says: spec section 7's banner, word for word. */
export const PREVIEW_BANNER_TEXT: Readonly<Record<PreviewBackendStatus, string>> = {
  running: 'Preview backend running in this workspace.',
  disconnected: 'Preview backend disconnected.',
};
