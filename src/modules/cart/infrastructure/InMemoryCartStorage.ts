import type { CartStoragePort, StoredCollection } from '../application/CartStoragePort';
import type { CartLine, WishlistItem } from '../domain/CartLine';
import { CartError } from '../domain/CartError';
import type { Unsubscribe } from '../../shared/application/Unsubscribe';

/** CartStoragePort held in memory, for tests: it can fail writes and fake another tab. */
export class InMemoryCartStorage implements CartStoragePort {
  private cart: CartLine[];
  private wishlist: WishlistItem[];
  private failingWrites = false;
  private readonly listeners = new Set<(collection: StoredCollection) => void>();

  constructor(initial: { cart?: readonly CartLine[]; wishlist?: readonly WishlistItem[] } = {}) {
    this.cart = [...(initial.cart ?? [])];
    this.wishlist = [...(initial.wishlist ?? [])];
  }

  /** While on, every write rejects as a full or disabled storage would. */
  failWrites(on = true): void {
    this.failingWrites = on;
  }

  /** Stores a list as another tab would, and tells the listeners. */
  changeElsewhere(collection: 'cart', lines: readonly CartLine[]): void;
  changeElsewhere(collection: 'wishlist', items: readonly WishlistItem[]): void;
  changeElsewhere(
    collection: StoredCollection,
    value: readonly CartLine[] | readonly WishlistItem[],
  ): void {
    if (collection === 'cart') this.cart = [...(value as readonly CartLine[])];
    else this.wishlist = [...(value as readonly WishlistItem[])];
    this.notify(collection);
  }

  async readCart(): Promise<CartLine[]> {
    return [...this.cart];
  }

  async writeCart(lines: readonly CartLine[]): Promise<void> {
    this.guardWrite();
    this.cart = [...lines];
    this.notify('cart');
  }

  async readWishlist(): Promise<WishlistItem[]> {
    return [...this.wishlist];
  }

  async writeWishlist(items: readonly WishlistItem[]): Promise<void> {
    this.guardWrite();
    this.wishlist = [...items];
    this.notify('wishlist');
  }

  onChange(listener: (collection: StoredCollection) => void): Unsubscribe {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private guardWrite(): void {
    if (this.failingWrites) {
      throw CartError.storageUnavailable(new Error('QuotaExceededError (simulated)'));
    }
  }

  private notify(collection: StoredCollection): void {
    this.listeners.forEach((listener) => listener(collection));
  }
}
