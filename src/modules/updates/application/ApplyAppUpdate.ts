import type { AppUpdatePort } from './AppUpdatePort';

/** ADR 0019: the update toast's Reload: the waiting version takes over and the page reloads. */
export class ApplyAppUpdate {
  constructor(private readonly updates: AppUpdatePort) {}

  execute(): Promise<void> {
    return this.updates.applyUpdate();
  }
}
