import type { Unsubscribe } from '@/modules/shared/application/Unsubscribe';
import type { AppUpdatePort } from './AppUpdatePort';
import type { UnsavedInput } from './UnsavedInput';

/**
 * Whether the tab reloads when a chunk of the code it runs fails to load
 * (docs/adr/0019-offline-with-a-generated-service-worker.md, "A chunk that
 * fails to load"). A deploy removes the chunks of the version before it, so a
 * reload into the version deployed usually mends it; but a reload costs what
 * the page holds, and with no network it lands on the browser's own error page.
 *
 * - Never while the page holds unsaved input (UnsavedInput): the import fails,
 *   the page shows its own fallback, and the reload waits until the input is
 *   let go (a form saved or left, the request in flight ended).
 * - Only when a reload lands on the shop: a newer version controls the page
 *   (it serves the page offline), or the server answers. Otherwise the import
 *   fails and nothing is owed.
 *
 * Every failure of the kind is the same to it: it neither retries the import
 * nor waits for the network to come back.
 */
export class ReloadForStaleChunk {
  private newerVersionInControl = false;
  private owed = false;

  constructor(
    private readonly updates: AppUpdatePort,
    private readonly input: UnsavedInput,
  ) {}

  /** Follows the port and the page's input while the page is open; the returned function stops it. */
  watch(): Unsubscribe {
    const stopTakenOver = this.updates.onTakenOver(() => {
      this.newerVersionInControl = true;
    });
    const stopReleased = this.input.onReleased(() => {
      if (this.owed) void this.reloadIfItLands();
    });
    return () => {
      stopTakenOver();
      stopReleased();
    };
  }

  /**
   * A chunk failed to load. Resolves true when the tab reloads for it (what waited for the chunk
   * is about to go with the page), false when the import is to fail.
   */
  chunkFailed(): Promise<boolean> {
    this.owed = true;
    return this.reloadIfItLands();
  }

  private async reloadIfItLands(): Promise<boolean> {
    if (this.input.held()) return false;
    const lands = this.newerVersionInControl || (await this.updates.serverAnswers());
    if (!lands) this.owed = false;
    // The shopper may have started typing while the server was asked.
    if (!lands || this.input.held()) return false;
    this.owed = false;
    this.updates.reload();
    return true;
  }
}
