import type { Unsubscribe } from '@/modules/shared/application/Unsubscribe';

/**
 * A new version of the shop, deployed while a page of it is open (ADR 0019).
 * Contract: docs/ports/AppUpdatePort.md. The new version is fetched in the
 * background and waits: nothing changes under the shopper until they ask.
 */
export interface AppUpdatePort {
  /**
   * Calls the listener once a new version has been fetched and waits to take
   * over; at once when one already waits.
   */
  onUpdateReady(listener: () => void): Unsubscribe;
  /**
   * Lets the waiting version take over and reloads the page into it. Does
   * nothing when no version waits.
   */
  applyUpdate(): Promise<void>;
}
