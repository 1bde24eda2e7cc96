import type { Unsubscribe } from '../../shared/application/Unsubscribe';
import { EMPTY_CART_SNAPSHOT, type CartSnapshot } from './CartSnapshot';
import type { CartStoragePort } from './CartStoragePort';

/**
 * The shopper's cart and wishlist as the screens see them: the last snapshot
 * read from storage, re-read whenever the port reports a change (a use-case
 * here, or another tab). Its shape fits React's useSyncExternalStore.
 */
export class CartStore {
  private snapshot: CartSnapshot = EMPTY_CART_SNAPSHOT;
  private readonly listeners = new Set<() => void>();
  private stopWatching: Unsubscribe | null = null;
  private loaded = false;
  private latestRead = 0;

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

  async refresh(): Promise<CartSnapshot> {
    const read = ++this.latestRead;
    let next: CartSnapshot;
    try {
      const [cart, wishlist] = await Promise.all([
        this.storage.readCart(),
        this.storage.readWishlist(),
      ]);
      next = { cart, wishlist };
    } catch {
      // Unreadable storage (disabled by the browser): show what we last knew.
      next = this.snapshot;
    }
    // A slower, older read must not overwrite what a newer one found.
    if (read !== this.latestRead) return this.snapshot;
    this.loaded = true;
    if (next !== this.snapshot) {
      this.snapshot = next;
      this.listeners.forEach((listener) => listener());
    }
    return next;
  }
}
