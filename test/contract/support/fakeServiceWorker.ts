import type { WorkboxWindow } from '@/modules/updates/infrastructure/ServiceWorkerAppUpdate';

export interface FakeWorkboxOptions {
  /** False: a first visit, which the first version claims as it installs (`controlling`). */
  readonly controlledAtRegistration?: boolean;
  /**
   * Chromium holding the new version back after its skip-waiting (a request from another tab
   * restarted the old one): it takes over only once asked again (`askToActivate`).
   */
  readonly holdsBack?: boolean;
}

/**
 * workbox-window's `Workbox` over a browser, as the page sees the shop's worker through it: a new
 * version installed beside the running one and waiting (`waiting`), told to skip waiting
 * (`messageSkipWaiting`, which reaches only a version that waits), then controlling the page
 * (`controlling`). A page not yet controlled when it registers (a first visit) is claimed by the
 * first version as it installs: `controlling`, with no version waiting.
 */
export class FakeWorkbox implements WorkboxWindow {
  registrations = 0;
  checks = 0;
  skipWaitingMessages = 0;
  private readonly events = new EventTarget();
  private versionWaits = false;
  private heldBack = false;
  private registered!: () => void;
  readonly whenRegistered = new Promise<void>((resolve) => (this.registered = resolve));

  constructor(private readonly options: FakeWorkboxOptions = {}) {}

  addEventListener(type: 'waiting' | 'controlling', listener: () => void): void {
    this.events.addEventListener(type, listener);
  }

  async register(): Promise<void> {
    this.registrations += 1;
    if (this.options.controlledAtRegistration === false) this.takeOver();
    this.registered();
  }

  async update(): Promise<void> {
    this.checks += 1;
  }

  messageSkipWaiting(): void {
    if (!this.versionWaits) return;
    this.skipWaitingMessages += 1;
    if (this.options.holdsBack) this.heldBack = true;
    else this.takeOver();
  }

  /** What the adapter's `askToActivate` does: a version held back takes over. */
  readonly askToActivate = (): void => {
    if (this.heldBack) this.takeOver();
  };

  /** A new version is deployed, and the browser has installed it: it waits. */
  async deployNewVersion(): Promise<void> {
    await this.whenRegistered;
    this.versionWaits = true;
    this.events.dispatchEvent(new Event('waiting'));
  }

  /** The waiting version takes over every page of the shop (this tab's Reload, or another's). */
  takeOver(): void {
    this.versionWaits = false;
    this.heldBack = false;
    this.events.dispatchEvent(new Event('controlling'));
  }
}
