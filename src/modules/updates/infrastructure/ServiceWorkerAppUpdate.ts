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

/** The part of a ServiceWorker whose progress the adapter follows. */
export interface ObservableWorker {
  readonly state: string;
  addEventListener(type: 'statechange', listener: () => void): void;
}

/** The part of `navigator.serviceWorker` this adapter uses. */
export interface ServiceWorkerEvents {
  readonly controller: ObservableWorker | null;
  readonly ready: Promise<{ readonly active: ObservableWorker | null }>;
  addEventListener(type: 'controllerchange', listener: () => void): void;
  removeEventListener(type: 'controllerchange', listener: () => void): void;
}

/** The part of this tab's `sessionStorage` the adapter uses. */
export type TabStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

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
  /**
   * This tab's `sessionStorage`, or null: carries the shopper's Reload across the page reload
   * that follows a take-over that did not come (`TAKE_OVER_TIMEOUT_MS`).
   */
  readonly tabStorage?: TabStorage | null;
  /** How long Reload waits for the new version to take over before it reloads the page anyway. */
  readonly takeOverTimeoutMs?: number;
}

/** An open page looks for a new version once an hour (the browser also looks on every page load). */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * How long Reload waits for the new version to take over before it reloads the page anyway.
 * Chromium lets a new version that called skipWaiting() take over only once the old one is idle,
 * and a request that reaches the old one at that moment (another tab loading a picture) restarts
 * it and parks the new version for up to five minutes (measured: a burst of requests from a
 * second tab as Reload is pressed held it for over 150 s; without it the take-over took 50 ms).
 * A navigation asks Chromium to activate a waiting version again, so the page reloads. That
 * reload races the activation it wakes, and both ways of losing were seen in the browser suite:
 * the reload stalled while the new version activated (the page reloads again once it is
 * active), or it opened the old version just before the new one took over
 * (`resumeRequestedUpdate`).
 */
export const TAKE_OVER_TIMEOUT_MS = 5000;

/** How many more times a page still here after that reload reloads, TAKE_OVER_TIMEOUT_MS apart. */
export const STALLED_RELOAD_RETRIES = 2;

/** How long the page opened by that reload waits for the take-over it was promised. */
export const RESUME_WINDOW_MS = 30_000;

/** This tab's marker for "the shopper pressed Reload; the new version had not taken over yet". */
export const UPDATE_REQUESTED_KEY = 'leafy:update-requested';

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
  private takeOverDeadline: ReturnType<typeof setTimeout> | undefined;

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
    if (this.takeOverDeadline !== undefined) return; // asked already: one take-over, one reload
    const serviceWorkers = this.options.serviceWorkers;
    let overdue = false;
    serviceWorkers?.addEventListener('controllerchange', () => {
      this.reloadOnce();
      if (overdue && serviceWorkers.controller) this.whenActivated(serviceWorkers.controller);
    });
    const timeout = this.options.takeOverTimeoutMs ?? TAKE_OVER_TIMEOUT_MS;
    this.takeOverDeadline = setTimeout(() => {
      overdue = true;
      this.writeTabMarker();
      this.reloadOnce();
      // A reload that has not replaced this page after as long again has stalled (seen once in
      // the browser suite, with no take-over either): a new navigation replaces it.
      for (let retry = 1; retry <= STALLED_RELOAD_RETRIES; retry += 1) {
        setTimeout(() => this.options.reload(), retry * timeout);
      }
    }, timeout);
    // registerSW's own take-over (workbox-window's messageSkipWaiting) tells only
    // `registration.waiting`, and on a busy machine Chromium can say the new worker is installed
    // (the toast) before that attribute is set: the one click then told nobody, and the page never
    // reloaded. The new version is whichever of the two the registration holds at the click.
    const newVersion = this.registration?.waiting ?? this.registration?.installing;
    if (newVersion) newVersion.postMessage(SKIP_WAITING_MESSAGE);
    else await this.takeOver(true);
  }

  /**
   * Called once as the page starts (the composition root). When the page before it reloaded
   * because the new version had not taken over yet, this page may still be the old version:
   * it reloads once the new one takes it over (`controllerchange`), or once the new one, found
   * activating as this page starts, is active (this page was served before it began).
   */
  resumeRequestedUpdate(): void {
    const { serviceWorkers, tabStorage } = this.options;
    if (!serviceWorkers || !tabStorage) return;
    let requested: boolean;
    try {
      requested = tabStorage.getItem(UPDATE_REQUESTED_KEY) !== null;
      tabStorage.removeItem(UPDATE_REQUESTED_KEY);
    } catch {
      return; // Storage refused (a privacy setting): the toast will come back instead.
    }
    const controllerAtStart = serviceWorkers.controller;
    // Not served by a worker at all: the page came from the network, the newest there is.
    if (!requested || !controllerAtStart) return;
    const takenOver = () => this.reloadOnce();
    serviceWorkers.addEventListener('controllerchange', takenOver);
    setTimeout(
      () => serviceWorkers.removeEventListener('controllerchange', takenOver),
      RESUME_WINDOW_MS,
    );
    void serviceWorkers.ready.then(({ active }) => {
      if (active && (active !== controllerAtStart || active.state !== 'activated')) {
        this.whenActivated(active, () => this.reloadOnce());
      }
    });
  }

  /** Runs `then` (by default, one more reload) once `worker` is active. */
  private whenActivated(worker: ObservableWorker, then = () => this.options.reload()): void {
    if (worker.state === 'activated') {
      then();
      return;
    }
    worker.addEventListener('statechange', () => {
      if (worker.state === 'activated') then();
    });
  }

  private writeTabMarker(): void {
    try {
      this.options.tabStorage?.setItem(UPDATE_REQUESTED_KEY, '1');
    } catch {
      // Storage refused: the page reloads all the same, and shows the toast again if need be.
    }
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
    clearTimeout(this.takeOverDeadline);
    this.options.reload();
  }
}
