import type { Unsubscribe } from '@/modules/shared/application/Unsubscribe';

/**
 * Whether the browser has a network connection (ADR 0019). Contract:
 * docs/ports/ConnectivityPort.md. "Online" is the browser's word for it: a
 * network may still be too slow or cut further away, but "offline" is sure.
 */
export interface ConnectivityPort {
  /** True while the browser has a network connection. */
  isOnline(): boolean;
  /**
   * Calls the listener with the new state on every change (offline, then
   * online again); never twice in a row with the same state.
   */
  onChange(listener: (online: boolean) => void): Unsubscribe;
}
