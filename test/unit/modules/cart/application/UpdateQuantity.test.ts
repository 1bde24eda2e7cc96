import { describe, expect, it } from 'vitest';
import { UpdateQuantity } from '@/modules/cart/application/UpdateQuantity';
import { CartError } from '@/modules/cart/domain/CartError';
import { InMemoryCartStorage } from '@/modules/cart/infrastructure/InMemoryCartStorage';
import { storedState } from '../../../../support/cartStorage';
import { aLine, aPlant } from '../../../../support/plants';

const fern = aPlant({ plantId: 1, availableStock: 5 });
const pothos = aPlant({ plantId: 2, availableStock: 10 });
const ivy = aPlant({ plantId: 3, availableStock: 10 });

describe('UpdateQuantity', () => {
  it('stores the new quantity', async () => {
    const storage = new InMemoryCartStorage({ cart: [aLine(fern, 1), aLine(pothos, 1)] });
    expect(await new UpdateQuantity(storage).execute(1, 3)).toEqual([
      aLine(fern, 3),
      aLine(pothos, 1),
    ]);
    expect(await storage.readCart()).toEqual([aLine(fern, 3), aLine(pothos, 1)]);
  });

  it('removes the line at 0 or less', async () => {
    const storage = new InMemoryCartStorage({ cart: [aLine(fern, 1), aLine(pothos, 1)] });
    await new UpdateQuantity(storage).execute(1, 0);
    expect(await storage.readCart()).toEqual([aLine(pothos, 1)]);
    await new UpdateQuantity(storage).execute(2, -1);
    expect(await storage.readCart()).toEqual([]);
  });

  it('caps the quantity at the stock', async () => {
    const storage = new InMemoryCartStorage({ cart: [aLine(fern, 1)] });
    await new UpdateQuantity(storage).execute(1, 6);
    expect(await storage.readCart()).toEqual([aLine(fern, 5)]);
  });

  it("rejects an unknown plant with CartError 'Item not found in cart' and stores nothing", async () => {
    const storage = new InMemoryCartStorage({ cart: [aLine(fern, 1)] });
    const failure = new UpdateQuantity(storage).execute(7, 2);
    await expect(failure).rejects.toBeInstanceOf(CartError);
    await expect(failure).rejects.toMatchObject({
      reason: 'item-not-found',
      message: 'Item not found in cart',
    });
    expect(await storage.readCart()).toEqual([aLine(fern, 1)]);
  });

  it('reads the stored cart before writing: a change made elsewhere in between survives', async () => {
    const storage = new InMemoryCartStorage({ cart: [aLine(fern, 1)] });
    const updateQuantity = new UpdateQuantity(storage);
    await updateQuantity.execute(1, 2);
    storage.changeElsewhere('cart', [aLine(fern, 2), aLine(pothos, 4)]);
    await updateQuantity.execute(1, 3);
    expect(await storage.readCart()).toEqual([aLine(fern, 3), aLine(pothos, 4)]);
  });

  it('sees a line added elsewhere', async () => {
    const storage = new InMemoryCartStorage();
    storage.changeElsewhere('cart', [aLine(ivy, 1)]);
    await new UpdateQuantity(storage).execute(3, 2);
    expect(await storage.readCart()).toEqual([aLine(ivy, 2)]);
  });

  it("rejects with CartError 'storage-unavailable' and leaves the stored state unchanged when storage fails", async () => {
    const storage = new InMemoryCartStorage({ cart: [aLine(fern, 1)] });
    storage.failWrites();
    await expect(new UpdateQuantity(storage).execute(1, 3)).rejects.toMatchObject({
      name: 'CartError',
      reason: 'storage-unavailable',
    });
    expect(await storedState(storage)).toEqual({ cart: [aLine(fern, 1)], wishlist: [] });
  });
});
