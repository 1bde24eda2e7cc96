import type { Unsubscribe } from '../../shared/application/Unsubscribe';

/** Whether the workspace's own backend (the local Auth emulator) answers. */
export type PreviewBackendStatus = 'running' | 'disconnected';

/** The preview environment's backend, watched so the page can say whether it is up (spec section 7). */
export interface PreviewBackendPort {
  /**
   * Calls the listener with the status as soon as it is known, then on every
   * change; it is never called twice in a row with the same status.
   */
  watch(listener: (status: PreviewBackendStatus) => void): Unsubscribe;
}
