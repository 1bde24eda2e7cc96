import type { CartLine, WishlistItem } from '@/modules/cart/domain/CartLine';

/** What a shopper has saved, as last read from storage. */
export interface CartSnapshot {
  readonly cart: readonly CartLine[];
  readonly wishlist: readonly WishlistItem[];
}

export const EMPTY_CART_SNAPSHOT: CartSnapshot = { cart: [], wishlist: [] };
