import type { Unsubscribe } from '@/modules/shared/application/Unsubscribe';
import type { PreviewBackendStatus } from '@/modules/preview/domain/PreviewBackendStatus';

/** The preview environment's backend, watched so the page can say whether it is up (spec section 7). */
export interface PreviewBackendPort {
  /**
   * Calls the listener with the status as soon as it is known, then on every
   * change; it is never called twice in a row with the same status.
   */
  watch(listener: (status: PreviewBackendStatus) => void): Unsubscribe;
}
