import { describe, expect, it } from 'vitest';
import { MoveToCart } from '@/modules/cart/application/MoveToCart';
import { CartError } from '@/modules/cart/domain/CartError';
import { InMemoryCartStorage } from '@/modules/cart/infrastructure/InMemoryCartStorage';
import { storedState, WishlistWritesFailingStorage } from '@test/support/cartStorage';
import { aLine, aPlant } from '@test/support/plants';
import { CartStore } from '@/modules/cart/application/CartStore';

const fern = aPlant({ plantId: 1, availableStock: 5 });
const pothos = aPlant({ plantId: 2, availableStock: 10 });
const ivy = aPlant({ plantId: 3, availableStock: 10 });

describe('MoveToCart (spec section 4)', () => {
  it('adds the plant to the cart with quantity 1 and removes it from the wishlist', async () => {
    const storage = new InMemoryCartStorage({ cart: [aLine(pothos, 2)], wishlist: [fern, ivy] });
    const result = await new MoveToCart(storage, new CartStore(storage)).execute(1);
    const expected = { cart: [aLine(pothos, 2), aLine(fern, 1)], wishlist: [ivy] };
    expect(result).toEqual(expected);
    expect(await storedState(storage)).toEqual(expected);
  });

  it('increases the quantity by 1 when the plant is already in the cart', async () => {
    const storage = new InMemoryCartStorage({ cart: [aLine(fern, 2)], wishlist: [fern] });
    await new MoveToCart(storage, new CartStore(storage)).execute(1);
    expect(await storedState(storage)).toEqual({ cart: [aLine(fern, 3)], wishlist: [] });
  });

  it('never goes above the stock, and still takes the plant off the wishlist', async () => {
    const storage = new InMemoryCartStorage({ cart: [aLine(fern, 5)], wishlist: [fern] });
    await new MoveToCart(storage, new CartStore(storage)).execute(1);
    expect(await storedState(storage)).toEqual({ cart: [aLine(fern, 5)], wishlist: [] });
  });

  it("rejects a plant that is not in the wishlist with CartError 'not-in-wishlist' and stores nothing", async () => {
    const storage = new InMemoryCartStorage({ cart: [aLine(pothos, 1)], wishlist: [ivy] });
    const failure = new MoveToCart(storage, new CartStore(storage)).execute(1);
    await expect(failure).rejects.toBeInstanceOf(CartError);
    await expect(failure).rejects.toMatchObject({
      reason: 'not-in-wishlist',
      message: 'Item not found in wishlist',
    });
    expect(await storedState(storage)).toEqual({ cart: [aLine(pothos, 1)], wishlist: [ivy] });
  });

  it('rejects an out-of-stock plant, leaving it in the wishlist', async () => {
    const soldOut = aPlant({ plantId: 4, plantName: 'Calathea', availableStock: 0 });
    const storage = new InMemoryCartStorage({ wishlist: [soldOut] });
    await expect(new MoveToCart(storage, new CartStore(storage)).execute(4)).rejects.toMatchObject({
      reason: 'out-of-stock',
    });
    expect(await storedState(storage)).toEqual({ cart: [], wishlist: [soldOut] });
  });

  it('reads both lists before writing: changes made elsewhere in between survive', async () => {
    const storage = new InMemoryCartStorage({ wishlist: [fern, pothos] });
    const moveToCart = new MoveToCart(storage, new CartStore(storage));
    await moveToCart.execute(1);
    storage.changeElsewhere('cart', [aLine(fern, 1), aLine(ivy, 2)]);
    storage.changeElsewhere('wishlist', [pothos, ivy]);
    await moveToCart.execute(2);
    expect(await storedState(storage)).toEqual({
      cart: [aLine(fern, 1), aLine(ivy, 2), aLine(pothos, 1)],
      wishlist: [ivy],
    });
  });

  it('moves a plant another tab put on the wishlist', async () => {
    const storage = new InMemoryCartStorage();
    storage.changeElsewhere('wishlist', [ivy]);
    await new MoveToCart(storage, new CartStore(storage)).execute(3);
    expect(await storedState(storage)).toEqual({ cart: [aLine(ivy, 1)], wishlist: [] });
  });

  it("rejects with CartError 'storage-unavailable' and leaves the stored state unchanged when storage fails", async () => {
    const storage = new InMemoryCartStorage({ cart: [aLine(pothos, 1)], wishlist: [fern] });
    storage.failWrites();
    await expect(new MoveToCart(storage, new CartStore(storage)).execute(1)).rejects.toMatchObject({
      name: 'CartError',
      reason: 'storage-unavailable',
    });
    expect(await storedState(storage)).toEqual({ cart: [aLine(pothos, 1)], wishlist: [fern] });
  });

  it('writes the cart first: when only the wishlist write fails the plant is in both lists, never in neither', async () => {
    const storage = new WishlistWritesFailingStorage({ cart: [], wishlist: [fern] });
    await expect(new MoveToCart(storage, new CartStore(storage)).execute(1)).rejects.toMatchObject({
      reason: 'storage-unavailable',
    });
    expect(await storedState(storage)).toEqual({ cart: [aLine(fern, 1)], wishlist: [fern] });
  });
});
