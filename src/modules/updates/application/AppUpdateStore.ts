import type { Unsubscribe } from '@/modules/shared/application/Unsubscribe';
import { Watchers } from '@/modules/shared/application/Watchers';
import type { AppUpdatePort } from './AppUpdatePort';

/**
 * ADR 0019: whether a new version of the shop waits, for the update toast. It
 * watches the port while anyone watches it (the first watcher starts the
 * browser's side of it: the service worker) and forgets when the last one
 * leaves; the port says so again to the next watcher. Its shape fits React's
 * useSyncExternalStore.
 */
export class AppUpdateStore {
  private ready = false;
  private readonly watchers: Watchers;

  constructor(updates: AppUpdatePort) {
    this.watchers = new Watchers(
      () =>
        updates.onUpdateReady(() => {
          if (this.ready) return;
          this.ready = true;
          this.watchers.notify();
        }),
      () => (this.ready = false),
    );
  }

  /** True once a new version waits to take over. */
  getSnapshot = (): boolean => this.ready;

  subscribe = (listener: () => void): Unsubscribe => this.watchers.add(listener);
}
