import { describe, expect, it } from 'vitest';
import {
  addedToCartText,
  allInStockInCartText,
  CART_TOASTS,
  ITEM_NOT_FOUND_IN_CART,
  ITEM_NOT_FOUND_IN_WISHLIST,
  outOfStockMessage,
  wishlistClaimedText,
  wishlistWaitingText,
} from '@/modules/cart/domain/cartMessages';
import { aPlant } from '@test/support/plants';

describe('cart messages', () => {
  it("words a missing line 'Item not found in cart' (spec section 8) and a missing wish 'Item not found in wishlist'", () => {
    expect(ITEM_NOT_FOUND_IN_CART).toBe('Item not found in cart');
    expect(ITEM_NOT_FOUND_IN_WISHLIST).toBe('Item not found in wishlist');
  });

  it('names the plant that is out of stock', () => {
    expect(outOfStockMessage(aPlant({ plantName: 'Calathea' }))).toBe('Calathea is out of stock');
  });

  it('tells an empty cart how many plants wait in the Wishlist, one or more', () => {
    expect(wishlistWaitingText(1)).toBe('You have 1 plant in your Wishlist.');
    expect(wishlistWaitingText(3)).toBe('You have 3 plants in your Wishlist.');
  });

  it('says which plants saved while signed out joined the wishlist at sign-in', () => {
    expect(wishlistClaimedText([aPlant({ plantName: 'Calathea' })])).toBe(
      'Calathea, saved while you were signed out, is now in your wishlist',
    );
    expect(wishlistClaimedText([aPlant(), aPlant({ plantId: 2 })])).toBe(
      'The 2 plants you saved while signed out are now in your wishlist',
    );
  });

  it('says what an add put in the cart', () => {
    expect(addedToCartText(2, 'Snake Plant')).toBe('2 × Snake Plant added to your cart');
  });

  it('says the stock stopped an add, with the real number', () => {
    expect(allInStockInCartText(2)).toBe('All 2 in stock are in your cart');
    expect(allInStockInCartText(24)).toBe('All 24 in stock are in your cart');
    expect(allInStockInCartText(1)).toBe('The only one in stock is in your cart');
  });

  it("keeps the spec's 'Removed from cart' (section 8) beside the Undo", () => {
    expect(CART_TOASTS.removedFromCart).toBe('Removed from cart');
  });
});
