import type { Unsubscribe } from '@/modules/shared/application/Unsubscribe';
import type { AppUpdatePort } from './AppUpdatePort';
import type { UnsavedInput } from './UnsavedInput';

/**
 * When this tab lets a waiting version in, and when it reloads into it
 * (docs/adr/0019-offline-with-a-generated-service-worker.md, "When a tab takes
 * a new version"):
 *
 * - The toast's Reload lets it in, and the tab reloads once it is in: the
 *   shopper asked.
 * - Otherwise this tab lets it in at its own next navigation, a new page
 *   (`pageShown` with another path: new search parameters on the same page are no
 *   navigation), and reloads once it is in.
 * - Once the new version is in, whichever tab let it in, this tab reloads at
 *   its own next navigation, or when it is hidden.
 * - Never on its own while the page holds unsaved input (UnsavedInput): after
 *   a navigation it waits until the page left has released its form; while
 *   the page shown holds input, for the next navigation or hide.
 *
 * workbox-window tells every tab of a waiting version and of the take-over;
 * before this, every tab reloaded on it, and one tab's navigation cost another
 * tab what was typed in it.
 */
export class TakeNewVersion {
  private waiting = false;
  private inControl = false;
  private asked = false;
  private letInHere = false;
  private reloaded = false;
  /** A navigation came while input was held: the page left may still be unmounting. */
  private navigatedWhileHeld = false;
  private path: string | null = null;

  constructor(
    private readonly updates: AppUpdatePort,
    private readonly input: UnsavedInput,
  ) {}

  /** Follows the port while the page is open; the returned function stops it. */
  watch(): Unsubscribe {
    const stopReady = this.updates.onUpdateReady(() => {
      this.waiting = true;
    });
    const stopTakenOver = this.updates.onTakenOver(() => {
      this.inControl = true;
      if (this.asked) this.reload();
      else if (this.letInHere) this.reloadUnlessInputHeld();
    });
    // The page left at a navigation releases its form after the new page has been shown.
    const stopReleased = this.input.onReleased(() => {
      if (this.inControl && this.navigatedWhileHeld) this.reload();
    });
    return () => {
      stopReady();
      stopTakenOver();
      stopReleased();
    };
  }

  /** The page shown, by its path (no search, no hash): a new path is a navigation. */
  pageShown(path: string): void {
    const previous = this.path;
    this.path = path;
    if (previous === null || previous === path) return;
    if (this.inControl) {
      if (this.input.held()) this.navigatedWhileHeld = true;
      else this.reload();
    } else if (this.waiting && !this.letInHere) {
      this.letInHere = true;
      void this.updates.applyUpdate();
    }
  }

  /** The tab was hidden (another tab in front, the window minimised). */
  tabHidden(): void {
    if (this.inControl) this.reloadUnlessInputHeld();
  }

  /** The toast's Reload. */
  reloadPressed(): Promise<void> {
    if (!this.waiting) return Promise.resolve();
    this.asked = true;
    if (this.inControl) {
      this.reload();
      return Promise.resolve();
    }
    return this.updates.applyUpdate();
  }

  private reloadUnlessInputHeld(): void {
    if (!this.input.held()) this.reload();
  }

  private reload(): void {
    if (this.reloaded) return;
    this.reloaded = true;
    this.updates.reload();
  }
}
