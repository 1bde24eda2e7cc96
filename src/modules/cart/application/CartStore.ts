import type { Unsubscribe } from '@/modules/shared/application/Unsubscribe';
import { Watchers } from '@/modules/shared/application/Watchers';
import type { AccountId, AccountLists } from '@/modules/cart/domain/AccountLists';
import type { WishlistItem } from '@/modules/cart/domain/CartLine';
import { EMPTY_CART_SNAPSHOT, sameLists, type CartSnapshot } from './CartSnapshot';
import type { CartStoragePort } from './CartStoragePort';
import { readBothLists } from './readStoredLists';
import { SwitchAccountLists } from './SwitchAccountLists';

/** Not told whose lists to show: shows what is stored, whoever owns it (tests, tools). */
const ANYONE = Symbol('anyone');

/**
 * The shopper's cart and wishlist as the screens see them: the lists a
 * use-case here last wrote (`showWritten`), or the last snapshot read from storage,
 * read again whenever the port reports a change made in another tab. Its shape
 * fits React's useSyncExternalStore.
 *
 * Once told whose lists to show (showListsOf, by FollowSignedInAccount), it
 * hands the stored lists over to that account (SwitchAccountLists) and shows
 * them only while their owner is that account: lists that could not be set
 * aside (a storage failure) are never shown to someone else. Every change a
 * use-case makes goes through `whileOwned`, after any hand-over, so it is
 * made only to the lists of the account signed in now (ADR 0014).
 */
export class CartStore {
  private snapshot: CartSnapshot = EMPTY_CART_SNAPSHOT;
  /** Whether `snapshot` holds the viewer's lists as read, rather than nothing while they are not known. */
  private showsViewerLists = false;
  private loaded = false;
  private latestRead = 0;
  private viewer: AccountId | null | typeof ANYONE = ANYONE;
  private viewerChanges = 0;
  /** Hand-overs and use-cases' changes, one after another, in the order they came. */
  private queue: Promise<unknown> = Promise.resolve();
  private readonly handOver: SwitchAccountLists;
  /** Plants saved while nobody was signed in that have joined the wishlist shown, not yet told. */
  private claimedWishlist: WishlistItem[] = [];
  private readonly claimListeners = new Set<() => void>();
  private readonly watchers = new Watchers(() => {
    const stop = this.storage.onChange(() => void this.refresh());
    void this.refresh();
    return stop;
  });

  constructor(private readonly storage: CartStoragePort) {
    this.handOver = new SwitchAccountLists(storage);
  }

  getSnapshot = (): CartSnapshot => this.snapshot;

  subscribe = (listener: () => void): Unsubscribe => this.watchers.add(listener);

  isLoaded(): boolean {
    return this.loaded;
  }

  /**
   * The lists of the account shown now, as last read; null while they are not known (the account
   * changed and its lists have not been read yet, or storage holds another account's lists).
   */
  viewerLists(): CartSnapshot | null {
    return this.showsViewerLists ? this.snapshot : null;
  }

  /** How many times the account shown has changed: what was said of one account's lists goes. */
  get accountChanges(): number {
    return this.viewerChanges;
  }

  /**
   * From now on, show only the lists `account` owns (null: signed out, lists nobody owns), and hand
   * the stored lists over to it. Rejects when storage refused the hand-over: the lists then stay
   * with their owner, shown to nobody else, and the next change tries again.
   */
  showListsOf(account: AccountId | null): Promise<void> {
    if (account !== this.viewer) {
      this.viewer = account;
      this.viewerChanges += 1;
      this.showsViewerLists = false;
      // What was shown belonged to the account before: it goes at once, not after the next read.
      if (this.snapshot !== EMPTY_CART_SNAPSHOT) {
        this.snapshot = EMPTY_CART_SNAPSHOT;
        this.watchers.notify();
      }
    }
    return this.whileOwned(async () => {}).finally(() => void this.refresh());
  }

  /**
   * Calls `listener` when plants saved while nobody was signed in join the wishlist of the account
   * signed in (at its sign-in, in the tab that hands the lists over): takeClaimedWishlist says which.
   */
  onWishlistClaimed(listener: () => void): Unsubscribe {
    this.claimListeners.add(listener);
    return () => this.claimListeners.delete(listener);
  }

  /** The plants saved while signed out that have joined the wishlist since last asked; told once. */
  takeClaimedWishlist(): readonly WishlistItem[] {
    const claimed = this.claimedWishlist;
    this.claimedWishlist = [];
    return claimed;
  }

  private noteClaimed(claimed: AccountLists): void {
    if (claimed.wishlist.length === 0) return;
    this.claimedWishlist = [...this.claimedWishlist, ...claimed.wishlist];
    this.claimListeners.forEach((listener) => listener());
  }

  /**
   * Runs a use-case's change once the stored lists are those of the account shown (finishing a
   * hand-over left half-done first), after the hand-overs and changes before it. Rejects, without
   * running it, when storage refuses the hand-over.
   */
  whileOwned<T>(change: () => Promise<T>): Promise<T> {
    const viewer = this.viewer;
    const run = this.queue.then(async () => {
      if (viewer !== ANYONE) this.noteClaimed(await this.handOver.execute(viewer));
      return change();
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  /**
   * The lists a use-case has just written, taken as they are rather than read back. A read still
   * under way began before the write: it no longer counts. While the account's own lists are not
   * known yet (a switch under way), storage is read instead.
   */
  showWritten(written: Partial<CartSnapshot>): void {
    const shown = this.viewerLists();
    if (!shown) {
      void this.refresh();
      return;
    }
    this.latestRead += 1;
    this.snapshot = { ...shown, ...written };
    this.watchers.notify();
  }

  async refresh(): Promise<CartSnapshot> {
    const read = ++this.latestRead;
    const viewer = this.viewer;
    let next: CartSnapshot | null;
    try {
      const [lists, owner] = await Promise.all([
        readBothLists(this.storage),
        viewer === ANYONE ? ANYONE : this.storage.readOwner(),
      ]);
      next = owner === viewer ? lists : null;
    } catch {
      // Unreadable storage (disabled by the browser): show what we last knew.
      next = this.viewerLists();
    }
    // A slower, older read must not overwrite what a newer one found.
    if (read !== this.latestRead) return this.snapshot;
    const firstLoad = !this.loaded;
    this.loaded = true;
    this.showsViewerLists = next !== null;
    // A read that finds what is shown keeps the snapshot: a new object each time would make every
    // subscribed screen render again (a wishlist heart on every card).
    const shown = next ?? EMPTY_CART_SNAPSHOT;
    if (firstLoad || !sameLists(shown, this.snapshot)) {
      this.snapshot = shown;
      this.watchers.notify();
    }
    return this.snapshot;
  }
}
