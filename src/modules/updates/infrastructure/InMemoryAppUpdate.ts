import type { Unsubscribe } from '@/modules/shared/application/Unsubscribe';
import type { AppUpdatePort } from '@/modules/updates/application/AppUpdatePort';

/**
 * AppUpdatePort for tests and demos: `deployNewVersion` makes a version wait;
 * `applyUpdate` (this tab) or `takeOverFromAnotherTab` lets it in (`takeOvers`),
 * at once unless `holdTakeOvers` holds it back; `reload` counts a reload
 * (`reloads`); the server answers until `loseNetwork`.
 */
export class InMemoryAppUpdate implements AppUpdatePort {
  private readonly readyListeners = new Set<() => void>();
  private readonly takeOverListeners = new Set<() => void>();
  private waiting = false;
  private inControl = false;
  private held = false;
  private takeOverHeld = false;
  private takeOverCount = 0;
  private reloadCount = 0;
  private network = true;

  onUpdateReady(listener: () => void): Unsubscribe {
    return this.listen(this.readyListeners, listener, this.waiting || this.inControl);
  }

  onTakenOver(listener: () => void): Unsubscribe {
    return this.listen(this.takeOverListeners, listener, this.inControl);
  }

  async applyUpdate(): Promise<void> {
    if (!this.waiting) return;
    if (this.held) this.takeOverHeld = true;
    else this.takeOver();
  }

  reload(): void {
    this.reloadCount += 1;
  }

  async serverAnswers(): Promise<boolean> {
    return this.network;
  }

  /** The network carries no request from now on: the server never answers. */
  loseNetwork(): void {
    this.network = false;
  }

  regainNetwork(): void {
    this.network = true;
  }

  /** A new version has been deployed and fetched: it waits, and every listener hears of it. */
  deployNewVersion(): void {
    if (this.waiting || this.inControl) return;
    this.waiting = true;
    this.readyListeners.forEach((listener) => listener());
  }

  /** Another tab lets the waiting version in: it takes this page over too. */
  takeOverFromAnotherTab(): void {
    if (this.waiting) this.takeOver();
  }

  /** From now on a version let in takes over only at `releaseTakeOvers` (the browser is slow). */
  holdTakeOvers(): void {
    this.held = true;
  }

  releaseTakeOvers(): void {
    this.held = false;
    if (this.takeOverHeld) {
      this.takeOverHeld = false;
      this.takeOver();
    }
  }

  /** How many times a new version took this page over. */
  get takeOvers(): number {
    return this.takeOverCount;
  }

  /** How many times the page was reloaded. */
  get reloads(): number {
    return this.reloadCount;
  }

  private takeOver(): void {
    this.waiting = false;
    this.inControl = true;
    this.takeOverCount += 1;
    this.takeOverListeners.forEach((listener) => listener());
  }

  private listen(listeners: Set<() => void>, listener: () => void, already: boolean): Unsubscribe {
    const notify = () => listener();
    listeners.add(notify);
    if (already) notify();
    return () => {
      listeners.delete(notify);
    };
  }
}
