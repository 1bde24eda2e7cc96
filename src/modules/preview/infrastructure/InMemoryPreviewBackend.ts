import type { Unsubscribe } from '@/modules/shared/application/Unsubscribe';
import type { PreviewBackendPort } from '@/modules/preview/application/PreviewBackendPort';
import type { PreviewBackendStatus } from '@/modules/preview/domain/PreviewBackendStatus';

/** PreviewBackendPort for tests and demos: the status is whatever `set` last said. */
export class InMemoryPreviewBackend implements PreviewBackendPort {
  private readonly listeners = new Set<(status: PreviewBackendStatus) => void>();

  constructor(private status: PreviewBackendStatus = 'running') {}

  watch(listener: (status: PreviewBackendStatus) => void): Unsubscribe {
    const notify = (status: PreviewBackendStatus) => listener(status);
    this.listeners.add(notify);
    listener(this.status);
    return () => {
      this.listeners.delete(notify);
    };
  }

  set(status: PreviewBackendStatus): void {
    if (status === this.status) return;
    this.status = status;
    this.listeners.forEach((listener) => listener(status));
  }
}
