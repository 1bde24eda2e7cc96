import type { Unsubscribe } from '@/modules/shared/application/Unsubscribe';
import type { AppUpdatePort } from '@/modules/updates/application/AppUpdatePort';

/** The part of workbox-window's `Workbox` (one per page, for the shop's worker) this adapter uses. */
export interface WorkboxWindow {
  addEventListener(type: 'waiting' | 'controlling', listener: () => void): void;
  register(): Promise<unknown>;
  update(): Promise<void>;
  messageSkipWaiting(): void;
}

export interface ServiceWorkerAppUpdateOptions {
  /**
   * Loads workbox-window and makes the page's `Workbox`, or null in a browser without service
   * workers. A dynamic import, so the worker's code stays off the first load's path.
   */
  readonly loadWorkbox: (() => Promise<WorkboxWindow>) | null;
  /** Reloads the page (`location.reload()`): `reload()`, when the application asks. */
  readonly reload: () => void;
  /**
   * Requests the page's address from the server, past the HTTP cache and the worker (a `HEAD`,
   * which no route of the worker answers): `serverAnswers()`. Rejects when no answer comes.
   */
  readonly askServer: () => Promise<unknown>;
  /**
   * Makes a request that asks Chromium to activate the waiting version again, the page staying
   * as it is (a dedicated worker in the worker's scope): see TAKE_OVER_NUDGE_MS.
   */
  readonly askToActivate: () => void;
  /** How often an open page asks the server for a new version. */
  readonly checkEveryMs?: number;
  /** Where a failure to register goes (the shop still works, without the worker). */
  readonly warn?: (message: string, error: unknown) => void;
}

/** An open page looks for a new version once an hour (the browser also looks on every page load). */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * How long Reload waits for the new version to take over before asking Chromium again. Chromium
 * stops the old version to activate the new one; a request from another tab in that instant
 * restarts the old one, and the new one then waits up to 5 minutes, Chromium's limit. A request
 * for a page or a worker in the worker's scope makes it try again (the trace: ADR 0019).
 */
export const TAKE_OVER_NUDGE_MS = 5000;

/**
 * AppUpdatePort over the service worker that vite-plugin-pwa (Workbox) generates at build time
 * with `registerType: 'prompt'`, by workbox-window's "offer a page reload" recipe: a new version
 * is installed beside the running one and waits (`waiting`); `applyUpdate` tells it to skip
 * waiting (`messageSkipWaiting`), and once it controls the page (`controlling`) the port says so
 * (`onTakenOver`). The recipe reloads there; here the application decides when (TakeNewVersion),
 * since workbox-window says `controlling` in every open tab, whichever tab let the version in.
 * One addition for Chromium, which can hold the new version back: a take-over that has not come
 * after TAKE_OVER_NUDGE_MS is asked for once more (`askToActivate`)
 * (docs/adr/0019-offline-with-a-generated-service-worker.md).
 *
 * The worker is registered when the first listener arrives (TakeNewVersion, which
 * src/di/startApplication.ts starts with the page; `loadWorkbox` itself waits for the page's
 * load), never in a browser without service workers.
 */
export class ServiceWorkerAppUpdate implements AppUpdatePort {
  private readonly listeners = new Set<() => void>();
  private readonly takeOverListeners = new Set<() => void>();
  private workbox: WorkboxWindow | null = null;
  private started = false;
  private waiting = false;
  private inControl = false;
  private nudge: ReturnType<typeof setTimeout> | undefined;

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

  onTakenOver(listener: () => void): Unsubscribe {
    const notify = () => listener();
    this.takeOverListeners.add(notify);
    if (this.inControl) notify();
    this.start();
    return () => {
      this.takeOverListeners.delete(notify);
    };
  }

  reload(): void {
    this.options.reload();
  }

  serverAnswers(): Promise<boolean> {
    return this.options.askServer().then(
      () => true,
      () => false,
    );
  }

  async applyUpdate(): Promise<void> {
    if (!this.workbox || !this.waiting || this.nudge !== undefined) return;
    this.nudge = setTimeout(this.options.askToActivate, TAKE_OVER_NUDGE_MS);
    this.workbox.messageSkipWaiting();
  }

  private start(): void {
    const { loadWorkbox, warn = (message, error) => console.warn(message, error) } = this.options;
    if (this.started || !loadWorkbox) return;
    this.started = true;
    loadWorkbox()
      .then(async (workbox) => {
        this.workbox = workbox;
        workbox.addEventListener('waiting', () => this.versionWaits(workbox));
        await workbox.register();
        setInterval(() => {
          // Offline, or the server briefly away: the next check will do.
          workbox.update().catch(() => undefined);
        }, this.options.checkEveryMs ?? UPDATE_CHECK_INTERVAL_MS);
      })
      .catch((error: unknown) => warn('The offline worker could not be registered', error));
  }

  private versionWaits(workbox: WorkboxWindow): void {
    if (this.waiting) return;
    this.waiting = true;
    // Whichever tab lets the new version in, it takes over this page too. Not the event's
    // `isExternal`: it says whether this page's registration found the worker, not which tab let
    // it in. Listened for only from now: the first version claiming a page is not an update.
    workbox.addEventListener('controlling', () => {
      clearTimeout(this.nudge);
      if (this.inControl) return;
      this.inControl = true;
      this.takeOverListeners.forEach((listener) => listener());
    });
    this.listeners.forEach((listener) => listener());
  }
}
