import type { Unsubscribe } from '@/modules/shared/application/Unsubscribe';
import type { AppUpdatePort } from '@/modules/updates/application/AppUpdatePort';

/** The part of a ServiceWorker this adapter uses: the new version, told to take over. */
export interface MessageableWorker {
  postMessage(message: unknown): void;
}

/** The part of a ServiceWorkerRegistration this adapter uses. */
export interface UpdatableRegistration {
  update(): Promise<unknown>;
  readonly waiting: MessageableWorker | null;
  readonly installing: MessageableWorker | null;
}

/** What the generated worker (Workbox, registerType 'prompt') listens for before it takes over. */
export const SKIP_WAITING_MESSAGE = { type: 'SKIP_WAITING' } as const;

/** The options of vite-plugin-pwa's `registerSW` (`virtual:pwa-register`) this adapter gives. */
export interface RegisterServiceWorkerOptions {
  /** A new version is installed and waits (registerType 'prompt'). */
  readonly onNeedRefresh?: () => void;
  /** The waiting version took over a page that was controlled when it registered. */
  readonly onNeedReload?: () => void;
  readonly onRegisteredSW?: (
    swScriptUrl: string,
    registration: UpdatableRegistration | undefined,
  ) => void;
  readonly onRegisterError?: (error: unknown) => void;
}

/**
 * vite-plugin-pwa's `registerSW`: registers the worker (once the page has
 * loaded) and gives back the function that tells a waiting worker to take over.
 */
export type RegisterServiceWorker = (
  options: RegisterServiceWorkerOptions,
) => (reloadPage?: boolean) => Promise<void>;

/** The part of `navigator.serviceWorker` this adapter listens to. */
export interface ServiceWorkerEvents {
  addEventListener(type: 'controllerchange', listener: () => void): void;
}

export interface ServiceWorkerAppUpdateOptions {
  /**
   * Loads `registerSW`. A dynamic import, so the worker's code (workbox-window)
   * stays off the first load's path.
   */
  readonly loadRegister: () => Promise<RegisterServiceWorker>;
  /** `navigator.serviceWorker`, or null in a browser without service workers. */
  readonly serviceWorkers: ServiceWorkerEvents | null;
  /** Reloads the page (`location.reload()`). */
  readonly reload: () => void;
  /** How often an open page asks the server for a new version. */
  readonly checkEveryMs?: number;
  /** Where a failure to register goes (the shop still works, without the worker). */
  readonly warn?: (message: string, error: unknown) => void;
}

/** An open page looks for a new version once an hour (the browser also looks on every page load). */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * AppUpdatePort over the service worker that vite-plugin-pwa (Workbox)
 * generates at build time, with `registerType: 'prompt'`: a new version is
 * installed beside the running one and waits; `applyUpdate` tells it to take
 * over, and the page reloads once it has (docs/adr/0019-offline-with-a-generated-service-worker.md).
 *
 * The worker is registered when the first listener arrives (the update toast,
 * after the first page), never in a browser without service workers.
 */
export class ServiceWorkerAppUpdate implements AppUpdatePort {
  private readonly listeners = new Set<() => void>();
  private started = false;
  private waiting = false;
  private reloading = false;
  private takeOver: ((reloadPage?: boolean) => Promise<void>) | null = null;
  private registration: UpdatableRegistration | undefined;
  private checks: ReturnType<typeof setInterval> | undefined;

  constructor(private readonly options: ServiceWorkerAppUpdateOptions) {}

  onUpdateReady(listener: () => void): Unsubscribe {
    const notify = () => listener();
    this.listeners.add(notify);
    if (this.waiting) notify();
    this.start();
    return () => {
      this.listeners.delete(notify);
    };
  }

  async applyUpdate(): Promise<void> {
    if (!this.waiting || !this.takeOver || this.reloading) return;
    this.options.serviceWorkers?.addEventListener('controllerchange', () => this.reloadOnce());
    // registerSW's own take-over (workbox-window's messageSkipWaiting) tells only
    // `registration.waiting`, and on a busy machine Chromium can say the new worker is installed
    // (the toast) before that attribute is set: the one click then told nobody, and the page never
    // reloaded. The new version is whichever of the two the registration holds at the click.
    const newVersion = this.registration?.waiting ?? this.registration?.installing;
    if (newVersion) newVersion.postMessage(SKIP_WAITING_MESSAGE);
    else await this.takeOver(true);
  }

  private start(): void {
    if (this.started || !this.options.serviceWorkers) return;
    this.started = true;
    const warn = this.options.warn ?? ((message, error) => console.warn(message, error));
    this.options.loadRegister().then(
      (register) => {
        this.takeOver = register({
          onNeedRefresh: () => this.versionWaits(),
          onNeedReload: () => this.reloadOnce(),
          onRegisteredSW: (_url, registration) => {
            this.registration = registration;
            this.checkPeriodically(registration);
          },
          onRegisterError: (error) => warn('The offline worker could not be registered', error),
        });
      },
      (error: unknown) => warn('The offline worker could not be loaded', error),
    );
  }

  private versionWaits(): void {
    if (this.waiting) return;
    this.waiting = true;
    this.listeners.forEach((listener) => listener());
  }

  private checkPeriodically(registration: UpdatableRegistration | undefined): void {
    if (!registration || this.checks !== undefined) return;
    this.checks = setInterval(() => {
      // Offline, or the server briefly away: the next check will do.
      registration.update().catch(() => undefined);
    }, this.options.checkEveryMs ?? UPDATE_CHECK_INTERVAL_MS);
  }

  /** The new version took over: one reload into it, however many signals say so. */
  private reloadOnce(): void {
    if (this.reloading) return;
    this.reloading = true;
    clearInterval(this.checks);
    this.options.reload();
  }
}
