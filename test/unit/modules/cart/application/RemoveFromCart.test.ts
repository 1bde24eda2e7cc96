import { describe, expect, it } from 'vitest';
import { RemoveFromCart } from '@/modules/cart/application/RemoveFromCart';
import { InMemoryCartStorage } from '@/modules/cart/infrastructure/InMemoryCartStorage';
import { storedState } from '@test/support/cartStorage';
import { aLine, aPlant } from '@test/support/plants';
import { CartStore } from '@/modules/cart/application/CartStore';

const fern = aPlant({ plantId: 1 });
const pothos = aPlant({ plantId: 2 });
const ivy = aPlant({ plantId: 3 });

describe('RemoveFromCart', () => {
  it('deletes the line, stores the cart, and tells which line went from where', async () => {
    const storage = new InMemoryCartStorage({
      cart: [aLine(fern, 1), aLine(pothos, 2), aLine(ivy, 3)],
    });
    expect(await new RemoveFromCart(storage, new CartStore(storage)).execute(2)).toEqual({
      lines: [aLine(fern, 1), aLine(ivy, 3)],
      removed: { line: aLine(pothos, 2), index: 1, owner: null },
    });
    expect(await storage.readCart()).toEqual([aLine(fern, 1), aLine(ivy, 3)]);
  });

  it('changes nothing for a plant not in the cart, and removed nothing', async () => {
    const storage = new InMemoryCartStorage({ cart: [aLine(fern, 1)] });
    expect(await new RemoveFromCart(storage, new CartStore(storage)).execute(9)).toEqual({
      lines: [aLine(fern, 1)],
      removed: null,
    });
    expect(await storage.readCart()).toEqual([aLine(fern, 1)]);
  });

  it('reads the stored cart before writing: a change made elsewhere in between survives', async () => {
    const storage = new InMemoryCartStorage({ cart: [aLine(fern, 1), aLine(pothos, 1)] });
    const removeFromCart = new RemoveFromCart(storage, new CartStore(storage));
    await removeFromCart.execute(1);
    storage.changeElsewhere('cart', [aLine(pothos, 1), aLine(ivy, 3)]);
    await removeFromCart.execute(2);
    expect(await storage.readCart()).toEqual([aLine(ivy, 3)]);
  });

  it("rejects with CartError 'storage-unavailable' and leaves the stored state unchanged when storage fails", async () => {
    const storage = new InMemoryCartStorage({ cart: [aLine(fern, 1)], wishlist: [ivy] });
    storage.failWrites();
    await expect(
      new RemoveFromCart(storage, new CartStore(storage)).execute(1),
    ).rejects.toMatchObject({
      name: 'CartError',
      reason: 'storage-unavailable',
    });
    expect(await storedState(storage)).toEqual({ cart: [aLine(fern, 1)], wishlist: [ivy] });
  });
});
