import { describe, expect, it } from 'vitest';
import { CartError, isCartError } from '@/modules/cart/domain/CartError';
import { ITEM_NOT_FOUND_IN_CART } from '@/modules/cart/domain/cartMessages';

describe('CartError', () => {
  it("words an unknown cart item 'Item not found in cart' (spec section 8)", () => {
    expect(ITEM_NOT_FOUND_IN_CART).toBe('Item not found in cart');
    const error = CartError.itemNotFound();
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('CartError');
    expect(error.reason).toBe('item-not-found');
    expect(error.message).toBe('Item not found in cart');
  });

  it("marks a storage failure 'storage-unavailable' and keeps its cause", () => {
    const cause = new DOMException('full', 'QuotaExceededError');
    const error = CartError.storageUnavailable(cause);
    expect(error.reason).toBe('storage-unavailable');
    expect(error.cause).toBe(cause);
    expect(error.message).toBe('Local storage could not be written');
  });

  it("refuses an Undo from another account's cart with its own words", () => {
    const error = CartError.removedByAnotherAccount();
    expect(error.reason).toBe('removed-by-another-account');
    expect(error.message).toBe('That item was removed while another account was signed in');
  });

  it('is told apart from other errors', () => {
    expect(isCartError(CartError.itemNotFound())).toBe(true);
    expect(isCartError(new Error('Item not found in cart'))).toBe(false);
    expect(isCartError(undefined)).toBe(false);
  });
});
