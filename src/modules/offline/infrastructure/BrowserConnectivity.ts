import type { Unsubscribe } from '@/modules/shared/application/Unsubscribe';
import type { ConnectivityPort } from '@/modules/offline/application/ConnectivityPort';

/** What BrowserConnectivity reads: a window's `navigator.onLine` and its online/offline events. */
export interface ConnectivitySource {
  readonly navigator: { readonly onLine: boolean };
  addEventListener(type: 'online' | 'offline', listener: () => void): void;
  removeEventListener(type: 'online' | 'offline', listener: () => void): void;
}

/**
 * ConnectivityPort over the browser: `navigator.onLine`, and the window's
 * `online` and `offline` events. The events are only a cue: the state told is
 * always `navigator.onLine` at that moment, and a listener hears it only when
 * it differs from what that listener heard last.
 */
export class BrowserConnectivity implements ConnectivityPort {
  constructor(private readonly source: ConnectivitySource) {}

  isOnline(): boolean {
    return this.source.navigator.onLine;
  }

  onChange(listener: (online: boolean) => void): Unsubscribe {
    let last = this.isOnline();
    const check = () => {
      const online = this.isOnline();
      if (online === last) return;
      last = online;
      listener(online);
    };
    this.source.addEventListener('online', check);
    this.source.addEventListener('offline', check);
    return () => {
      this.source.removeEventListener('online', check);
      this.source.removeEventListener('offline', check);
    };
  }
}
