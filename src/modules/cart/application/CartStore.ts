import type { Unsubscribe } from '@/modules/shared/application/Unsubscribe';
import type { AccountId } from '@/modules/cart/domain/AccountLists';
import { EMPTY_CART_SNAPSHOT, sameLists, type CartSnapshot } from './CartSnapshot';
import type { CartStoragePort } from './CartStoragePort';
import { readCartLines, readWishlistItems } from './readStoredLists';

/** Not told whose lists to show: shows what is stored, whoever owns it (tests, tools). */
const ANYONE = Symbol('anyone');

/**
 * The shopper's cart and wishlist as the screens see them: the last snapshot
 * read from storage, re-read whenever the port reports a change (a use-case
 * here, or another tab). Its shape fits React's useSyncExternalStore.
 *
 * Once told whose lists to show (showListsOf, by SwitchAccountLists), it
 * shows the stored lists only while their owner is that account: lists that
 * could not be set aside (a storage failure) are never shown to someone else.
 */
export class CartStore {
  private snapshot: CartSnapshot = EMPTY_CART_SNAPSHOT;
  private readonly listeners = new Set<() => void>();
  private stopWatching: Unsubscribe | null = null;
  private loaded = false;
  private latestRead = 0;
  private viewer: AccountId | null | typeof ANYONE = ANYONE;

  constructor(private readonly storage: CartStoragePort) {}

  getSnapshot = (): CartSnapshot => this.snapshot;

  isLoaded(): boolean {
    return this.loaded;
  }

  subscribe = (listener: () => void): Unsubscribe => {
    this.listeners.add(listener);
    if (!this.stopWatching) {
      this.stopWatching = this.storage.onChange(() => void this.refresh());
      void this.refresh();
    }
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0 && this.stopWatching) {
        this.stopWatching();
        this.stopWatching = null;
      }
    };
  };

  /** From now on, show only the lists `account` owns (null: signed out, lists nobody owns). */
  showListsOf(account: AccountId | null): void {
    if (account === this.viewer) return;
    this.viewer = account;
    // What was shown belonged to the account before: it goes at once, not after the next read.
    if (this.snapshot !== EMPTY_CART_SNAPSHOT) {
      this.snapshot = EMPTY_CART_SNAPSHOT;
      this.listeners.forEach((listener) => listener());
    }
  }

  async refresh(): Promise<CartSnapshot> {
    const read = ++this.latestRead;
    let next: CartSnapshot;
    try {
      const viewer = this.viewer;
      const [cart, wishlist, owner] = await Promise.all([
        readCartLines(this.storage),
        readWishlistItems(this.storage),
        viewer === ANYONE ? ANYONE : this.storage.readOwner(),
      ]);
      next = owner === viewer ? { cart, wishlist } : EMPTY_CART_SNAPSHOT;
    } catch {
      // Unreadable storage (disabled by the browser): show what we last knew.
      next = this.snapshot;
    }
    // A slower, older read must not overwrite what a newer one found.
    if (read !== this.latestRead) return this.snapshot;
    const firstLoad = !this.loaded;
    this.loaded = true;
    // A read that finds what is shown keeps the snapshot: every wishlist heart re-reads on mount,
    // and a new object each time made every subscribed heart render again, once per heart.
    if (firstLoad || !sameLists(next, this.snapshot)) {
      this.snapshot = next;
      this.listeners.forEach((listener) => listener());
    }
    return this.snapshot;
  }
}
