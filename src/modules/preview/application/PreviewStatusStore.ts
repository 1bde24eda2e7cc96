import type { Unsubscribe } from '@/modules/shared/application/Unsubscribe';
import { Watchers } from '@/modules/shared/application/Watchers';
import type { PreviewBackendPort } from './PreviewBackendPort';
import type { PreviewBackendStatus } from '@/modules/preview/domain/PreviewBackendStatus';

const NOTHING_TO_WATCH: Unsubscribe = () => {};

/**
 * Spec section 7: whether the workspace's preview backend answers, for the
 * preview banner. Built with no backend where there is none to watch
 * (production): it is then not `watched` and its status stays null. It
 * watches the backend while anyone watches it, and forgets the status when
 * the last watcher leaves; its shape fits React's useSyncExternalStore.
 */
export class PreviewStatusStore {
  private status: PreviewBackendStatus | null = null;
  private readonly watchers: Watchers | null;

  constructor(backend: PreviewBackendPort | null) {
    this.watchers =
      backend &&
      new Watchers(
        () =>
          backend.watch((status) => {
            this.status = status;
            this.watchers?.notify();
          }),
        // Like a banner mounted anew: nothing is known until the backend says so again.
        () => (this.status = null),
      );
  }

  /** False where no preview backend is bound: there is nothing to say. */
  get watched(): boolean {
    return this.watchers !== null;
  }

  /** The last status the backend reported, null until it has said one. */
  getSnapshot = (): PreviewBackendStatus | null => this.status;

  subscribe = (listener: () => void): Unsubscribe =>
    this.watchers ? this.watchers.add(listener) : NOTHING_TO_WATCH;
}
