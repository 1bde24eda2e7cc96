import type { PreviewBackendPort } from '@/modules/preview/application/PreviewBackendPort';
import { token } from './Token';

/**
 * The preview environment's port. Bound only where there is a workspace
 * backend to watch (the local emulator); production binds nothing, and the
 * banner then renders nothing.
 */
export const PREVIEW_TOKENS = {
  PreviewBackendPort: token<PreviewBackendPort>('PreviewBackendPort'),
} as const;
