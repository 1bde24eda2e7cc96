import { describe, expect, it } from 'vitest';
import { CartStore } from '@/modules/cart/application/CartStore';
import { ChangeQuantityBy } from '@/modules/cart/application/ChangeQuantityBy';
import { RemoveFromCart } from '@/modules/cart/application/RemoveFromCart';
import { UndoLineRemoval } from '@/modules/cart/application/UndoLineRemoval';
import { InMemoryCartStorage } from '@/modules/cart/infrastructure/InMemoryCartStorage';
import { storedState } from '@test/support/cartStorage';
import { aLine, aPlant } from '@test/support/plants';

const fern = aPlant({ plantId: 1, availableStock: 5 });
const pothos = aPlant({ plantId: 2, availableStock: 10 });
const ivy = aPlant({ plantId: 3, availableStock: 10 });

function useCases(storage: InMemoryCartStorage) {
  const store = new CartStore(storage);
  return {
    store,
    remove: new RemoveFromCart(storage, store),
    changeQuantityBy: new ChangeQuantityBy(storage, store),
    undo: new UndoLineRemoval(storage, store),
  };
}

describe('UndoLineRemoval (the Undo beside "Removed from cart")', () => {
  it('puts a line the bin removed back at its place, with its quantity', async () => {
    const storage = new InMemoryCartStorage({
      cart: [aLine(fern, 2), aLine(pothos, 3), aLine(ivy, 1)],
    });
    const { remove, undo, store } = useCases(storage);
    const { removed } = await remove.execute(2);

    expect(await undo.execute(removed!)).toEqual([aLine(fern, 2), aLine(pothos, 3), aLine(ivy, 1)]);
    expect(await storage.readCart()).toEqual([aLine(fern, 2), aLine(pothos, 3), aLine(ivy, 1)]);
    expect(store.getSnapshot().cart).toEqual([aLine(fern, 2), aLine(pothos, 3), aLine(ivy, 1)]);
  });

  it('puts a line minus took to 0 back, at quantity 1, first in the cart', async () => {
    const storage = new InMemoryCartStorage({ cart: [aLine(fern, 1), aLine(pothos, 3)] });
    const { changeQuantityBy, undo } = useCases(storage);
    const { removed } = await changeQuantityBy.execute(1, -1);

    await undo.execute(removed!);
    expect(await storage.readCart()).toEqual([aLine(fern, 1), aLine(pothos, 3)]);
  });

  it('keeps a change made elsewhere since, and puts the line last when the cart got shorter', async () => {
    const storage = new InMemoryCartStorage({
      cart: [aLine(fern, 2), aLine(pothos, 3), aLine(ivy, 1)],
    });
    const { remove, undo } = useCases(storage);
    const { removed } = await remove.execute(3);
    storage.changeElsewhere('cart', [aLine(pothos, 4)]);

    await undo.execute(removed!);
    expect(await storage.readCart()).toEqual([aLine(pothos, 4), aLine(ivy, 1)]);
  });

  it('adds the removed quantity to a line of the same plant added since, never above the stock', async () => {
    const storage = new InMemoryCartStorage({ cart: [aLine(fern, 3), aLine(pothos, 1)] });
    const { remove, undo } = useCases(storage);
    const { removed } = await remove.execute(1);
    storage.changeElsewhere('cart', [aLine(pothos, 1), aLine(fern, 1)]);

    await undo.execute(removed!);
    expect(await storage.readCart()).toEqual([aLine(pothos, 1), aLine(fern, 4)]);
    await undo.execute(removed!);
    expect(await storage.readCart()).toEqual([aLine(pothos, 1), aLine(fern, 5)]);
  });

  it("rejects with CartError 'storage-unavailable' and leaves the stored state unchanged when storage fails", async () => {
    const storage = new InMemoryCartStorage({ cart: [aLine(fern, 1), aLine(pothos, 2)] });
    const { remove, undo } = useCases(storage);
    const { removed } = await remove.execute(1);
    storage.failWrites();

    await expect(undo.execute(removed!)).rejects.toMatchObject({
      name: 'CartError',
      reason: 'storage-unavailable',
    });
    expect(await storedState(storage)).toEqual({ cart: [aLine(pothos, 2)], wishlist: [] });
  });
});
