import {
  SKIP_WAITING_MESSAGE,
  type MessageableWorker,
  type ObservableWorker,
  type RegisterServiceWorker,
  type ServiceWorkerEvents,
  type RegisterServiceWorkerOptions,
  type UpdatableRegistration,
} from '@/modules/updates/infrastructure/ServiceWorkerAppUpdate';

/** A worker whose state a test moves on: `statechange` on each change. */
export class FakeWorker extends EventTarget implements ObservableWorker {
  constructor(public state: string) {
    super();
  }

  moveTo(state: string): void {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

/**
 * `navigator.serviceWorker`: the page's controller (`controller`), the registration's active
 * worker once there is one (`ready`), and `controllerchange`.
 */
export class FakeServiceWorkerContainer extends EventTarget implements ServiceWorkerEvents {
  controller: FakeWorker | null;
  readonly ready: Promise<{ readonly active: FakeWorker | null }>;
  /** The registration's active worker. */
  active: FakeWorker | null;

  constructor(controller: FakeWorker | null = new FakeWorker('activated')) {
    super();
    this.controller = controller;
    this.active = controller;
    this.ready = Promise.resolve().then(() => ({ active: this.active }));
  }

  /** A new worker becomes active, activating, and controls the page. */
  takeOver(): FakeWorker {
    const worker = new FakeWorker('activating');
    this.active = worker;
    this.controller = worker;
    this.dispatchEvent(new Event('controllerchange'));
    return worker;
  }
}

/**
 * The browser's side of the service worker as vite-plugin-pwa's `registerSW` (prompt mode) shows
 * it to the page, for ServiceWorkerAppUpdate: a registration, a new version that is installed and
 * waits (`onNeedRefresh`), the skip-waiting message that lets it take over, then
 * `controllerchange` on `navigator.serviceWorker`, and `onNeedReload` when the page was already
 * controlled when it registered (registerSW's own reload signal). registerSW's take-over, as
 * workbox-window's `messageSkipWaiting`, tells only `registration.waiting`.
 */
export class FakeServiceWorkerRuntime {
  readonly serviceWorkers = new FakeServiceWorkerContainer();
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
  private parkedVersion: MessageableWorker | null = null;
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
   * installing (the two reach the page separately). `parked: true` is Chromium holding the new
   * version back after its skip-waiting (the old one was busy): it takes over only when told to
   * by `activateParkedVersion()` (what a navigation does).
   */
  async deployNewVersion({ registrationCaughtUp = true, parked = false } = {}): Promise<void> {
    await this.whenRegistered;
    const worker: MessageableWorker = {
      postMessage: (message) => {
        if (worker !== this.newVersion) return;
        if (JSON.stringify(message) !== JSON.stringify(SKIP_WAITING_MESSAGE)) return;
        this.skipWaitingMessages += 1;
        if (parked) this.parkedVersion = worker;
        else this.takeOver();
      },
    };
    this.newVersion = worker;
    Object.assign(this.registration, {
      waiting: registrationCaughtUp ? worker : null,
      installing: registrationCaughtUp ? null : worker,
    });
    this.options?.onNeedRefresh?.();
  }

  /** The parked version takes over at last. */
  activateParkedVersion(): void {
    if (!this.parkedVersion) throw new Error('no version is parked');
    this.parkedVersion = null;
    this.takeOver();
  }

  private takeOver(): void {
    this.newVersion = null;
    Object.assign(this.registration, { waiting: null, installing: null });
    this.serviceWorkers.takeOver();
    if (this.controlledAtRegistration) this.options?.onNeedReload?.();
  }
}
