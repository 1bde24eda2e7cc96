import { describe, expect, it } from 'vitest';
import {
  ITEM_NOT_FOUND_IN_CART,
  ITEM_NOT_FOUND_IN_WISHLIST,
  outOfStockMessage,
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
});
