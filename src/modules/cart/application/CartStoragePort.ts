import type { Unsubscribe } from '@/modules/shared/application/Unsubscribe';
import type { AccountId, AccountLists } from '@/modules/cart/domain/AccountLists';
import type { CartLine, WishlistItem } from '@/modules/cart/domain/CartLine';

/**
 * What a listener hears changed elsewhere: one of the shopper's two lists, or
 * who owns them (another tab signed in or out).
 */
export type StoredCollection = 'cart' | 'wishlist' | 'owner';

/**
 * Where the cart and the wishlist are kept (spec section 3: local storage,
 * keys `cart` and `wishlist`), and, per account, the lists an account set
 * aside when it signed out (ADR 0014). Contract: docs/ports/CartStoragePort.md.
 *
 * An adapter only stores and parses. Every rule about what a list may hold
 * (one line per plant, quantities within the stock, prices from the
 * catalogue) lives in the domain and the use-cases, the same whatever the adapter.
 *
 * - Reads return what is stored now: never a cached copy, so a change made in
 *   another tab is seen by the next read. Entries that cannot be parsed are
 *   dropped (with a warning), the others returned exactly as stored.
 * - Writes replace the whole value. A write that cannot be stored rejects with
 *   CartError 'storage-unavailable' and leaves what was stored unchanged.
 * - Listeners hear every change to a list or its owner made elsewhere (another
 *   tab), as the browser's storage event does. A write through the adapter is
 *   not announced: its caller knows what it wrote. Set-aside copies are not
 *   announced.
 */
export interface CartStoragePort {
  readCart(): Promise<CartLine[]>;
  writeCart(lines: readonly CartLine[]): Promise<void>;
  readWishlist(): Promise<WishlistItem[]>;
  writeWishlist(items: readonly WishlistItem[]): Promise<void>;
  /** The account whose lists `cart` and `wishlist` hold now; null when no account has claimed them. */
  readOwner(): Promise<AccountId | null>;
  writeOwner(owner: AccountId | null): Promise<void>;
  /** The lists `account` set aside in this browser, or null when it has none set aside. */
  readSetAside(account: AccountId): Promise<AccountLists | null>;
  /** Keeps both lists of `account` aside, in one write: either all of it is stored or nothing. */
  writeSetAside(account: AccountId, lists: AccountLists): Promise<void>;
  removeSetAside(account: AccountId): Promise<void>;
  onChange(listener: (collection: StoredCollection) => void): Unsubscribe;
}
