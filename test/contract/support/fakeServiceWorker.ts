import {
  SKIP_WAITING_MESSAGE,
  type MessageableWorker,
  type RegisterServiceWorker,
  type RegisterServiceWorkerOptions,
  type UpdatableRegistration,
} from '@/modules/updates/infrastructure/ServiceWorkerAppUpdate';

/**
 * The browser's side of the service worker as vite-plugin-pwa's `registerSW` (prompt mode) shows
 * it to the page, for ServiceWorkerAppUpdate: a registration, a new version that is installed and
 * waits (`onNeedRefresh`), the skip-waiting message that lets it take over, then
 * `controllerchange` on `navigator.serviceWorker`, and `onNeedReload` when the page was already
 * controlled when it registered (registerSW's own reload signal). registerSW's take-over, as
 * workbox-window's `messageSkipWaiting`, tells only `registration.waiting`.
 */
export class FakeServiceWorkerRuntime {
  readonly serviceWorkers = new EventTarget();
  readonly registration: UpdatableRegistration & { checks: number } = {
    checks: 0,
    update: async () => {
      this.registration.checks += 1;
    },
    waiting: null,
    installing: null,
  };
  registrations = 0;
  skipWaitingMessages = 0;
  private options: RegisterServiceWorkerOptions | null = null;
  private newVersion: MessageableWorker | null = null;
  private registered!: () => void;
  readonly whenRegistered = new Promise<void>((resolve) => (this.registered = resolve));

  constructor(private readonly controlledAtRegistration = true) {}

  readonly register: RegisterServiceWorker = (options) => {
    this.registrations += 1;
    this.options = options;
    options.onRegisteredSW?.('/sw.js', this.registration);
    this.registered();
    return async () => {
      this.registration.waiting?.postMessage(SKIP_WAITING_MESSAGE);
    };
  };

  /**
   * A new version is installed beside the running one, and waits. `registrationCaughtUp: false`
   * is a busy browser that has said "installed" while the registration still shows the worker as
   * installing (the two reach the page separately).
   */
  async deployNewVersion({ registrationCaughtUp = true } = {}): Promise<void> {
    await this.whenRegistered;
    const worker: MessageableWorker = {
      postMessage: (message) => {
        if (worker !== this.newVersion) return;
        if (JSON.stringify(message) !== JSON.stringify(SKIP_WAITING_MESSAGE)) return;
        this.takeOver();
      },
    };
    this.newVersion = worker;
    Object.assign(this.registration, {
      waiting: registrationCaughtUp ? worker : null,
      installing: registrationCaughtUp ? null : worker,
    });
    this.options?.onNeedRefresh?.();
  }

  private takeOver(): void {
    this.newVersion = null;
    Object.assign(this.registration, { waiting: null, installing: null });
    this.skipWaitingMessages += 1;
    this.serviceWorkers.dispatchEvent(new Event('controllerchange'));
    if (this.controlledAtRegistration) this.options?.onNeedReload?.();
  }
}
