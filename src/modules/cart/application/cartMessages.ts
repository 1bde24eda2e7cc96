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

/** Issue 13: the catalogue could not be read, so the cart's prices are not checked. */
export const PRICES_NOT_CHECKED = "We couldn't check today's prices. Try again.";
export const CHECK_PRICES_AGAIN = 'Try again';
