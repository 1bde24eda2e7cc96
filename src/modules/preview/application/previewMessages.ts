import type { PreviewBackendStatus } from './PreviewBackendPort';

/** Spec section 7: the preview banner, word for word. */
export const PREVIEW_BANNER_TEXT: Readonly<Record<PreviewBackendStatus, string>> = {
  running: 'Preview backend running in this workspace.',
  disconnected: 'Preview backend disconnected.',
};
