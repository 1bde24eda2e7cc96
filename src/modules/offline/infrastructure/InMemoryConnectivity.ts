import type { Unsubscribe } from '@/modules/shared/application/Unsubscribe';
import type { ConnectivityPort } from '@/modules/offline/application/ConnectivityPort';

/** ConnectivityPort for tests and demos: online or offline as `goOffline`/`goOnline` last said. */
export class InMemoryConnectivity implements ConnectivityPort {
  private readonly listeners = new Set<(online: boolean) => void>();

  constructor(private online = true) {}

  isOnline(): boolean {
    return this.online;
  }

  onChange(listener: (online: boolean) => void): Unsubscribe {
    const notify = (online: boolean) => listener(online);
    this.listeners.add(notify);
    return () => {
      this.listeners.delete(notify);
    };
  }

  goOffline(): void {
    this.set(false);
  }

  goOnline(): void {
    this.set(true);
  }

  private set(online: boolean): void {
    if (online === this.online) return;
    this.online = online;
    this.listeners.forEach((listener) => listener(online));
  }
}
