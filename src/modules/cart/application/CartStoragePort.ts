import type { Unsubscribe } from '../../shared/application/Unsubscribe';
import type { CartLine, WishlistItem } from '../domain/CartLine';

/** The two lists a shopper keeps in the browser. */
export type StoredCollection = 'cart' | 'wishlist';

/**
 * Where the cart and the wishlist are kept (spec section 3: local storage,
 * keys `cart` and `wishlist`). Contract: docs/ports/CartStoragePort.md.
 *
 * - Reads return what is stored now: never a cached copy, so a change made in
 *   another tab is seen by the next read. Entries that are not valid lines are
 *   dropped (with a warning), valid ones kept.
 * - Writes replace the whole list. A write that cannot be stored rejects with
 *   CartError 'storage-unavailable' and leaves what was stored unchanged.
 * - Listeners hear every change to a list, made here or elsewhere (another tab).
 */
export interface CartStoragePort {
  readCart(): Promise<CartLine[]>;
  writeCart(lines: readonly CartLine[]): Promise<void>;
  readWishlist(): Promise<WishlistItem[]>;
  writeWishlist(items: readonly WishlistItem[]): Promise<void>;
  onChange(listener: (collection: StoredCollection) => void): Unsubscribe;
}
