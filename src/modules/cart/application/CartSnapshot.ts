import type { CartLine, WishlistItem } from '@/modules/cart/domain/CartLine';

/** What a shopper has saved, as last read from storage. */
export interface CartSnapshot {
  readonly cart: readonly CartLine[];
  readonly wishlist: readonly WishlistItem[];
}

export const EMPTY_CART_SNAPSHOT: CartSnapshot = { cart: [], wishlist: [] };

/**
 * Whether two snapshots hold the same lists. Both come from storage as plain data, parsed by the
 * same schemas (same keys, same order), so their JSON text is equal exactly when they are.
 */
export function sameLists(a: CartSnapshot, b: CartSnapshot): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}
