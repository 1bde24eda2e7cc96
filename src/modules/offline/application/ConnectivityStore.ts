import type { Unsubscribe } from '@/modules/shared/application/Unsubscribe';
import { Watchers } from '@/modules/shared/application/Watchers';
import type { ConnectivityPort } from './ConnectivityPort';

/**
 * ADR 0019: whether the browser is online, for the offline notice. It
 * watches the port while anyone watches it; its shape fits React's
 * useSyncExternalStore. The snapshot is read from the port each time, so it
 * is right even before the first watcher arrives.
 */
export class ConnectivityStore {
  private readonly watchers: Watchers;

  constructor(private readonly connectivity: ConnectivityPort) {
    this.watchers = new Watchers(() => connectivity.onChange(() => this.watchers.notify()));
  }

  /** True while the browser has a network connection. */
  getSnapshot = (): boolean => this.connectivity.isOnline();

  subscribe = (listener: () => void): Unsubscribe => this.watchers.add(listener);
}
