/**
 * The history state of the way from an empty cart to the Wishlist tab: the link that was pressed
 * goes with the cart's panel, so the page moves focus to the Wishlist's.
 */
export const SHOW_WISHLIST_STATE = { showWishlist: true } as const;

export function isShowWishlistState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'showWishlist' in state;
}
