import { formatMoney, type Cents } from '@/modules/shared/domain/Money';
import type { Plant } from '@/modules/shared/domain/Plant';

/** Every word the cart module says to a shopper (spec sections 4 and 8, and beyond them). */

/** Spec section 8: the cart and wishlist toasts, plus the wishlist heart's own (beyond the spec). */
export const CART_TOASTS = {
  addToCartFailed: 'Failed to add to cart',
  updateCartFailed: 'Failed to update cart',
  removeFromCartFailed: 'Failed to remove from cart',
  removeFromWishlistFailed: 'Failed to remove from wishlist',
  removedFromCart: 'Removed from cart',
  removedFromWishlist: 'Removed from wishlist',
  movedToCart: 'Moved to cart',
  addedToWishlist: 'Added to wishlist',
  addToWishlistFailed: 'Failed to add to wishlist',
} as const;

/** Spec section 8: a change to a line the cart does not hold. */
export const ITEM_NOT_FOUND_IN_CART = 'Item not found in cart';

/**
 * Beyond the spec (its section 8 words only the cart's unknown line): moving to the cart a plant
 * the wishlist no longer holds, e.g. another tab took it off.
 */
export const ITEM_NOT_FOUND_IN_WISHLIST = 'Item not found in wishlist';

/**
 * Beyond the spec: an empty cart says what waits in the wishlist, e.g.
 * 'You have 3 plants in your Wishlist.'
 */
export function wishlistWaitingText(wishlistCount: number): string {
  return `You have ${wishlistCount} ${wishlistCount === 1 ? 'plant' : 'plants'} in your Wishlist.`;
}

/** The way from an empty cart to the Wishlist tab. */
export const VIEW_WISHLIST = 'View Wishlist';

/**
 * Beyond the spec (Add to Cart is disabled at stock 0): a plant whose stock fell to 0 while its
 * page was open, e.g. 'Calathea is out of stock'.
 */
export function outOfStockMessage(plant: Pick<Plant, 'plantName'>): string {
  return `${plant.plantName} is out of stock`;
}

/** Spec section 4: the hint under the order summary while shipping is charged. */
export function freeShippingHintText(toAdd: Cents): string {
  return `Add ${formatMoney(toAdd)} more for free shipping!`;
}

/** Beyond the spec: the add confirmation's free-shipping line (section 9's threshold). */
export function freeShippingAwayText(toAdd: Cents): string {
  return `${formatMoney(toAdd)} away from free shipping`;
}
export const FREE_SHIPPING_UNLOCKED = 'Free shipping unlocked';

/** Beyond the spec: the add confirmation, e.g. '2 × Snake Plant added to your cart'. */
export function addedToCartText(quantity: number, plantName: string): string {
  return `${quantity} × ${plantName} added to your cart`;
}
export const VIEW_CART = 'View cart';

/**
 * Beyond the spec: an add the stock stopped, e.g. 'All 2 in stock are in your cart', said in
 * place of 'Added to cart!' when nothing more could be added, and under the confirmation when less.
 */
export function allInStockInCartText(stock: number): string {
  return stock === 1
    ? 'The only one in stock is in your cart'
    : `All ${stock} in stock are in your cart`;
}

/**
 * Beyond the spec: at sign-in, the plants hearted while signed out that have joined the account's
 * wishlist, e.g. 'The 2 plants you saved while signed out are now in your wishlist'.
 */
export function wishlistClaimedText(items: readonly Pick<Plant, 'plantName'>[]): string {
  const [only] = items;
  return items.length === 1 && only
    ? `${only.plantName}, saved while you were signed out, is now in your wishlist`
    : `The ${items.length} plants you saved while signed out are now in your wishlist`;
}

/** Beyond the spec: the button beside 'Removed from cart' that puts the line back. */
export const UNDO_REMOVAL = 'Undo';

/**
 * Beyond the spec: an Undo pressed once another account is signed in, or none (ADR 0014: a line
 * goes back only into the cart it was taken from).
 */
export const REMOVED_BY_ANOTHER_ACCOUNT =
  'That item was removed while another account was signed in';

/** The catalogue could not be read, so the cart's prices are not checked. */
export const PRICES_NOT_CHECKED = "We couldn't check today's prices. Try again.";
export const CHECK_PRICES_AGAIN = 'Try again';

/** What a line says when the catalogue no longer matches what was stored. */
export const NO_LONGER_AVAILABLE = 'No longer available';
export const BEYOND_COUNTABLE_TOTAL = 'Too many to total in one order — lower the quantity';

export function priceChangedNote(from: Cents): string {
  return `Price changed from ${formatMoney(from)}`;
}

export function quantityLoweredNote(stock: number, from: number): string {
  return `Only ${stock} left — quantity lowered from ${from}`;
}
