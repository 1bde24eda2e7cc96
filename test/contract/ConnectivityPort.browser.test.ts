import {
  BrowserConnectivity,
  type ConnectivitySource,
} from '@/modules/offline/infrastructure/BrowserConnectivity';
import { describeConnectivityContract } from './ConnectivityPort.contract';

/**
 * A window as the browser keeps it: `navigator.onLine` changes first, then the window fires
 * `offline` or `online`. Browsers may fire the same event twice (a network interface that
 * flaps, a second adapter), so each change here fires its event twice.
 */
class FakeWindow extends EventTarget implements ConnectivitySource {
  readonly navigator = { onLine: true };

  constructor(online: boolean) {
    super();
    this.navigator.onLine = online;
  }

  set(online: boolean): void {
    this.navigator.onLine = online;
    const event = online ? 'online' : 'offline';
    this.dispatchEvent(new Event(event));
    this.dispatchEvent(new Event(event));
  }
}

describeConnectivityContract('BrowserConnectivity', {
  create(online) {
    const window = new FakeWindow(online);
    return {
      connectivity: new BrowserConnectivity(window),
      goOffline: () => window.set(false),
      goOnline: () => window.set(true),
    };
  },
});
