import { describe, expect, it } from 'vitest';
import { AddToCart } from '@/modules/cart/application/AddToCart';
import { CartError } from '@/modules/cart/domain/CartError';
import { InMemoryCartStorage } from '@/modules/cart/infrastructure/InMemoryCartStorage';
import { storedState } from '@test/support/cartStorage';
import { aLine, aPlant } from '@test/support/plants';
import { CartStore } from '@/modules/cart/application/CartStore';

const fern = aPlant({ plantId: 1, availableStock: 5 });
const pothos = aPlant({ plantId: 2, availableStock: 10 });
const ivy = aPlant({ plantId: 3, availableStock: 10 });

describe('AddToCart', () => {
  it('appends a new plant and stores the cart', async () => {
    const storage = new InMemoryCartStorage();
    const result = await new AddToCart(storage, new CartStore(storage)).execute(fern);
    expect(result).toEqual({
      lines: [aLine(fern, 1)],
      added: 1,
      stoppedByStock: false,
      inCart: 1,
    });
    expect(await storage.readCart()).toEqual([aLine(fern, 1)]);
  });

  it('increases the quantity of a plant already in the cart', async () => {
    const storage = new InMemoryCartStorage({ cart: [aLine(fern, 2), aLine(pothos, 1)] });
    expect(await new AddToCart(storage, new CartStore(storage)).execute(fern, 2)).toEqual({
      lines: [aLine(fern, 4), aLine(pothos, 1)],
      added: 2,
      stoppedByStock: false,
      inCart: 4,
    });
    expect(await storage.readCart()).toEqual([aLine(fern, 4), aLine(pothos, 1)]);
  });

  it('never stores more than the stock, and says the stock stopped the add short', async () => {
    const storage = new InMemoryCartStorage({ cart: [aLine(fern, 4)] });
    const result = await new AddToCart(storage, new CartStore(storage)).execute(fern, 3);
    expect(await storage.readCart()).toEqual([aLine(fern, 5)]);
    expect(result).toMatchObject({ added: 1, stoppedByStock: true, inCart: 5 });
  });

  it('adds nothing once all the stock is in the cart, and says so', async () => {
    const storage = new InMemoryCartStorage({ cart: [aLine(fern, 5)] });
    const result = await new AddToCart(storage, new CartStore(storage)).execute(fern, 1);
    expect(result).toMatchObject({ added: 0, stoppedByStock: true, inCart: 5 });
    expect(await storage.readCart()).toEqual([aLine(fern, 5)]);
  });

  it('rejects an out-of-stock plant and stores nothing', async () => {
    const storage = new InMemoryCartStorage({ cart: [aLine(fern, 1)] });
    const soldOut = aPlant({ plantId: 9, plantName: 'Calathea', availableStock: 0 });
    await expect(
      new AddToCart(storage, new CartStore(storage)).execute(soldOut),
    ).rejects.toMatchObject({
      name: 'CartError',
      reason: 'out-of-stock',
      message: 'Calathea is out of stock',
    });
    expect(await storage.readCart()).toEqual([aLine(fern, 1)]);
  });

  it('reads the stored cart before writing: a change made elsewhere in between survives', async () => {
    const storage = new InMemoryCartStorage();
    const addToCart = new AddToCart(storage, new CartStore(storage));
    await addToCart.execute(fern);
    storage.changeElsewhere('cart', [aLine(fern, 1), aLine(pothos, 2)]);
    await addToCart.execute(ivy);
    expect(await storage.readCart()).toEqual([aLine(fern, 1), aLine(pothos, 2), aLine(ivy, 1)]);
  });

  it("rejects with CartError 'storage-unavailable' and leaves the stored state unchanged when storage fails", async () => {
    const storage = new InMemoryCartStorage({ cart: [aLine(fern, 1)], wishlist: [pothos] });
    storage.failWrites();
    const failure = new AddToCart(storage, new CartStore(storage)).execute(fern);
    await expect(failure).rejects.toBeInstanceOf(CartError);
    await expect(failure).rejects.toMatchObject({ reason: 'storage-unavailable' });
    expect(await storedState(storage)).toEqual({ cart: [aLine(fern, 1)], wishlist: [pothos] });
  });
});
