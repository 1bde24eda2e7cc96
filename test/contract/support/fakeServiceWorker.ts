import type {
  RegisterServiceWorker,
  RegisterServiceWorkerOptions,
  UpdatableRegistration,
} from '@/modules/updates/infrastructure/ServiceWorkerAppUpdate';

/**
 * The browser's side of the service worker as vite-plugin-pwa's `registerSW` (prompt mode) shows
 * it to the page, for ServiceWorkerAppUpdate: a registration, a new version that is installed and
 * waits (`onNeedRefresh`), the skip-waiting message that lets it take over, then
 * `controllerchange` on `navigator.serviceWorker`, and `onNeedReload` when the page was already
 * controlled when it registered (registerSW's own reload signal).
 */
export class FakeServiceWorkerRuntime {
  readonly serviceWorkers = new EventTarget();
  readonly registration: UpdatableRegistration & { checks: number } = {
    checks: 0,
    update: async () => {
      this.registration.checks += 1;
    },
  };
  registrations = 0;
  skipWaitingMessages = 0;
  private options: RegisterServiceWorkerOptions | null = null;
  private waiting = false;
  private registered!: () => void;
  readonly whenRegistered = new Promise<void>((resolve) => (this.registered = resolve));

  constructor(private readonly controlledAtRegistration = true) {}

  readonly register: RegisterServiceWorker = (options) => {
    this.registrations += 1;
    this.options = options;
    options.onRegisteredSW?.('/sw.js', this.registration);
    this.registered();
    return async () => {
      if (!this.waiting) return;
      this.waiting = false;
      this.skipWaitingMessages += 1;
      this.serviceWorkers.dispatchEvent(new Event('controllerchange'));
      if (this.controlledAtRegistration) this.options?.onNeedReload?.();
    };
  };

  /** A new version is installed beside the running one, and waits. */
  async deployNewVersion(): Promise<void> {
    await this.whenRegistered;
    this.waiting = true;
    this.options?.onNeedRefresh?.();
  }
}
