import type { Unsubscribe } from '@/modules/shared/application/Unsubscribe';
import type { AppUpdatePort } from '@/modules/updates/application/AppUpdatePort';

/**
 * AppUpdatePort for tests and demos: `deployNewVersion` makes a version wait;
 * `applyUpdate` then counts a reload into it (`reloads`).
 */
export class InMemoryAppUpdate implements AppUpdatePort {
  private readonly listeners = new Set<() => void>();
  private waiting = false;
  private reloadCount = 0;

  onUpdateReady(listener: () => void): Unsubscribe {
    const notify = () => listener();
    this.listeners.add(notify);
    if (this.waiting) notify();
    return () => {
      this.listeners.delete(notify);
    };
  }

  async applyUpdate(): Promise<void> {
    if (!this.waiting) return;
    this.waiting = false;
    this.reloadCount += 1;
  }

  /** A new version has been deployed and fetched: it waits, and every listener hears of it. */
  deployNewVersion(): void {
    if (this.waiting) return;
    this.waiting = true;
    this.listeners.forEach((listener) => listener());
  }

  /** How many times the page was reloaded into a new version. */
  get reloads(): number {
    return this.reloadCount;
  }
}
