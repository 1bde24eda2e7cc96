import { describe, expect, it } from 'vitest';
import { CartError } from '@/modules/cart/domain/CartError';
import {
  addPlant,
  addToWishlist,
  canIncrease,
  cartItemCount,
  findLine,
  isInWishlist,
  removeFromWishlist,
  removeLine,
  setQuantity,
} from '@/modules/cart/domain/cartRules';
import { aLine, aPlant } from '@test/support/plants';

const fern = aPlant({ plantId: 1, plantName: 'Fern', availableStock: 5 });
const pothos = aPlant({ plantId: 2, plantName: 'Pothos', availableStock: 10 });
const cactus = aPlant({ plantId: 3, plantName: 'Cactus', availableStock: 3 });

function thrown(action: () => unknown): unknown {
  try {
    action();
  } catch (error) {
    return error;
  }
  throw new Error('expected the action to throw');
}

describe('addPlant (spec section 4)', () => {
  it('appends a plant that is not in the cart, with quantity 1 by default', () => {
    expect(addPlant([], fern)).toEqual([aLine(fern, 1)]);
    expect(addPlant([aLine(fern, 1)], pothos)).toEqual([aLine(fern, 1), aLine(pothos, 1)]);
  });

  it('appends with the quantity asked for', () => {
    expect(addPlant([aLine(fern, 2)], pothos, 4)).toEqual([aLine(fern, 2), aLine(pothos, 4)]);
  });

  it('increases the quantity of a plant already in the cart, keeping its place', () => {
    const lines = [aLine(fern, 1), aLine(pothos, 2), aLine(cactus, 1)];
    expect(addPlant(lines, pothos)).toEqual([aLine(fern, 1), aLine(pothos, 3), aLine(cactus, 1)]);
    expect(addPlant(lines, pothos, 5)).toEqual([
      aLine(fern, 1),
      aLine(pothos, 7),
      aLine(cactus, 1),
    ]);
  });

  it('never goes above the stock, when appending or increasing', () => {
    expect(addPlant([], cactus, 4)).toEqual([aLine(cactus, 3)]);
    expect(addPlant([aLine(cactus, 2)], cactus, 5)).toEqual([aLine(cactus, 3)]);
    expect(addPlant([aLine(cactus, 3)], cactus)).toEqual([aLine(cactus, 3)]);
  });

  it('takes the newest plant data for an existing line, and caps at its new stock', () => {
    const restocked = { ...fern, availableStock: 2, price: 2499 as typeof fern.price };
    expect(addPlant([aLine(fern, 1)], restocked, 3)).toEqual([aLine(restocked, 2)]);
  });

  it('adds at least one', () => {
    expect(addPlant([], fern, 0)).toEqual([aLine(fern, 1)]);
    expect(addPlant([], fern, -2)).toEqual([aLine(fern, 1)]);
    expect(addPlant([], fern, 2.9)).toEqual([aLine(fern, 2)]);
  });

  it('refuses an out-of-stock plant with a CartError', () => {
    const soldOut = aPlant({ plantId: 9, plantName: 'Fiddle Leaf Fig', availableStock: 0 });
    const error = thrown(() => addPlant([], soldOut));
    expect(error).toBeInstanceOf(CartError);
    expect(error).toMatchObject({
      reason: 'out-of-stock',
      message: 'Fiddle Leaf Fig is out of stock',
    });
    expect(() => addPlant([aLine({ ...soldOut, availableStock: 2 }, 1)], soldOut)).toThrow(
      CartError,
    );
  });

  it('leaves the given list untouched', () => {
    const lines = [aLine(fern, 1)];
    addPlant(lines, fern);
    addPlant(lines, pothos);
    expect(lines).toEqual([aLine(fern, 1)]);
  });
});

describe('setQuantity (spec section 4)', () => {
  const lines = [aLine(fern, 2), aLine(pothos, 1)];

  it('sets the quantity of a line', () => {
    expect(setQuantity(lines, 1, 4)).toEqual([aLine(fern, 4), aLine(pothos, 1)]);
    expect(setQuantity(lines, 2, 1)).toEqual([aLine(fern, 2), aLine(pothos, 1)]);
  });

  it('removes the line at 0 or less', () => {
    expect(setQuantity(lines, 1, 0)).toEqual([aLine(pothos, 1)]);
    expect(setQuantity(lines, 1, -1)).toEqual([aLine(pothos, 1)]);
    expect(setQuantity(lines, 2, -100)).toEqual([aLine(fern, 2)]);
  });

  it('a quantity that is not a number changes nothing', () => {
    expect(setQuantity(lines, 1, Number.NaN)).toEqual([aLine(fern, 2), aLine(pothos, 1)]);
  });

  it('removes the line when what is left of the quantity is not a whole item', () => {
    expect(setQuantity(lines, 1, 0.5)).toEqual([aLine(pothos, 1)]);
  });

  it('removes the line when the plant has no stock left to set it to', () => {
    const soldOut = aPlant({ plantId: 3, availableStock: 0 });
    expect(setQuantity([aLine(soldOut, 2), aLine(fern, 1)], 3, 2)).toEqual([aLine(fern, 1)]);
  });

  it('caps the quantity at the stock', () => {
    expect(setQuantity(lines, 1, 6)).toEqual([aLine(fern, 5), aLine(pothos, 1)]);
    expect(setQuantity(lines, 1, 5)).toEqual([aLine(fern, 5), aLine(pothos, 1)]);
  });

  it("fails for a plant not in the cart with CartError 'Item not found in cart'", () => {
    const error = thrown(() => setQuantity(lines, 3, 1));
    expect(error).toBeInstanceOf(CartError);
    expect(error).toMatchObject({ reason: 'item-not-found', message: 'Item not found in cart' });
    expect(() => setQuantity([], 1, 0)).toThrow('Item not found in cart');
  });

  it('leaves the given list untouched', () => {
    setQuantity(lines, 1, 0);
    setQuantity(lines, 1, 3);
    expect(lines).toEqual([aLine(fern, 2), aLine(pothos, 1)]);
  });
});

describe('removeLine', () => {
  it('deletes the line and keeps the others in order', () => {
    const lines = [aLine(fern, 2), aLine(pothos, 1), aLine(cactus, 3)];
    expect(removeLine(lines, 2)).toEqual([aLine(fern, 2), aLine(cactus, 3)]);
  });

  it('changes nothing for a plant not in the cart', () => {
    expect(removeLine([aLine(fern, 2)], 9)).toEqual([aLine(fern, 2)]);
  });
});

describe('canIncrease (spec section 4: plus is disabled at or above the stock)', () => {
  it('is true below the stock', () => {
    expect(canIncrease(aLine(cactus, 1))).toBe(true);
    expect(canIncrease(aLine(cactus, 2))).toBe(true);
  });

  it('is false at or above the stock', () => {
    expect(canIncrease(aLine(cactus, 3))).toBe(false);
    expect(canIncrease(aLine(cactus, 4))).toBe(false);
    expect(canIncrease(aLine({ ...cactus, availableStock: 0 }, 1))).toBe(false);
  });
});

describe('findLine and cartItemCount', () => {
  it('finds a line by plantId', () => {
    const lines = [aLine(fern, 2), aLine(pothos, 1)];
    expect(findLine(lines, 2)).toEqual(aLine(pothos, 1));
    expect(findLine(lines, 3)).toBeUndefined();
  });

  it('counts the plants across lines', () => {
    expect(cartItemCount([])).toBe(0);
    expect(cartItemCount([aLine(fern, 2), aLine(pothos, 1), aLine(cactus, 3)])).toBe(6);
  });
});

describe('wishlist rules', () => {
  it('adds a plant once: adding it again changes nothing', () => {
    const once = addToWishlist([], fern);
    expect(once).toEqual([fern]);
    expect(addToWishlist(once, fern)).toEqual([fern]);
    expect(addToWishlist(once, pothos)).toEqual([fern, pothos]);
  });

  it('removes a plant; removing it again changes nothing', () => {
    const wishlist = [fern, pothos];
    expect(removeFromWishlist(wishlist, 1)).toEqual([pothos]);
    expect(removeFromWishlist(removeFromWishlist(wishlist, 1), 1)).toEqual([pothos]);
    expect(removeFromWishlist([], 1)).toEqual([]);
  });

  it('tells whether a plant is in the wishlist', () => {
    expect(isInWishlist([fern], 1)).toBe(true);
    expect(isInWishlist([fern], 2)).toBe(false);
    expect(isInWishlist([], 1)).toBe(false);
  });

  it('leaves the given list untouched', () => {
    const wishlist = [fern];
    addToWishlist(wishlist, pothos);
    removeFromWishlist(wishlist, 1);
    expect(wishlist).toEqual([fern]);
  });
});
