import { describe, expect, it } from 'vitest';
import { ChangeQuantityBy } from '@/modules/cart/application/ChangeQuantityBy';
import { CartError } from '@/modules/cart/domain/CartError';
import { InMemoryCartStorage } from '@/modules/cart/infrastructure/InMemoryCartStorage';
import { aLine, aPlant } from '@test/support/plants';
import { CartStore } from '@/modules/cart/application/CartStore';

const fern = aPlant({ plantId: 1, availableStock: 5 });
const pothos = aPlant({ plantId: 2, availableStock: 10 });
const ivy = aPlant({ plantId: 3, availableStock: 10 });

describe('ChangeQuantityBy (the cart page minus and plus)', () => {
  it('steps from the quantity stored now, so a press in each of two tabs both count', async () => {
    const storage = new InMemoryCartStorage({ cart: [aLine(pothos, 1)] });
    const tabA = new ChangeQuantityBy(storage, new CartStore(storage));
    const tabB = new ChangeQuantityBy(storage, new CartStore(storage));
    // Both tabs showed quantity 1 when their shoppers pressed plus.
    await tabA.execute(2, 1);
    await tabB.execute(2, 1);
    expect(await storage.readCart()).toEqual([aLine(pothos, 3)]);
  });

  it('never passes the stock, and minus from 1 removes the line, telling which from where', async () => {
    const storage = new InMemoryCartStorage({ cart: [aLine(fern, 5), aLine(ivy, 1)] });
    expect(await new ChangeQuantityBy(storage, new CartStore(storage)).execute(1, 1)).toEqual({
      lines: [aLine(fern, 5), aLine(ivy, 1)],
      removed: null,
    });
    expect(await storage.readCart()).toEqual([aLine(fern, 5), aLine(ivy, 1)]);
    expect(await new ChangeQuantityBy(storage, new CartStore(storage)).execute(3, -1)).toEqual({
      lines: [aLine(fern, 5)],
      removed: { line: aLine(ivy, 1), index: 1, owner: null },
    });
    expect(await storage.readCart()).toEqual([aLine(fern, 5)]);
  });

  it("fails with 'Item not found in cart' when the line is gone", async () => {
    const storage = new InMemoryCartStorage({ cart: [] });
    await expect(
      new ChangeQuantityBy(storage, new CartStore(storage)).execute(1, 1),
    ).rejects.toThrow(new CartError('item-not-found', 'Item not found in cart'));
  });
});
