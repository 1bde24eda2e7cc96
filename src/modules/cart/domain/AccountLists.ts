import type { CartLine, WishlistItem } from './CartLine';

/** Who a shopper is, as the identity provider names them (its uid). */
export type AccountId = string;

/** The two lists one account keeps: its cart and its wishlist. */
export interface AccountLists {
  readonly cart: readonly CartLine[];
  readonly wishlist: readonly WishlistItem[];
}

export const NO_LISTS: AccountLists = { cart: [], wishlist: [] };

/** What `second` holds for plants `first` does not have: what joining it to `first` brings. */
export function listsBeyond(first: AccountLists, second: AccountLists): AccountLists {
  const inCart = new Set(first.cart.map((line) => line.plant.plantId));
  const inWishlist = new Set(first.wishlist.map((item) => item.plantId));
  return {
    cart: second.cart.filter((line) => !inCart.has(line.plant.plantId)),
    wishlist: second.wishlist.filter((item) => !inWishlist.has(item.plantId)),
  };
}

/**
 * Both lists of `first`, then whatever `second` holds for plants `first` does
 * not have. Used where two copies of one account's lists meet (a set-aside
 * copy left by an interrupted switch, lists nobody had claimed): joining them
 * never loses a line, and where both have a plant, `first` wins.
 */
export function joinLists(first: AccountLists, second: AccountLists): AccountLists {
  const beyond = listsBeyond(first, second);
  return {
    cart: [...first.cart, ...beyond.cart],
    wishlist: [...first.wishlist, ...beyond.wishlist],
  };
}
