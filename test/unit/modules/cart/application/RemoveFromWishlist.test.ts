import { describe, expect, it } from 'vitest';
import { RemoveFromWishlist } from '@/modules/cart/application/RemoveFromWishlist';
import { InMemoryCartStorage } from '@/modules/cart/infrastructure/InMemoryCartStorage';
import { storedState } from '@test/support/cartStorage';
import { aLine, aPlant } from '@test/support/plants';
import { CartStore } from '@/modules/cart/application/CartStore';

const fern = aPlant({ plantId: 1 });
const pothos = aPlant({ plantId: 2 });
const ivy = aPlant({ plantId: 3 });

describe('RemoveFromWishlist', () => {
  it('removes the plant and stores the wishlist', async () => {
    const storage = new InMemoryCartStorage({ wishlist: [fern, pothos] });
    expect(await new RemoveFromWishlist(storage, new CartStore(storage)).execute(1)).toEqual([
      pothos,
    ]);
    expect(await storage.readWishlist()).toEqual([pothos]);
  });

  it('changes nothing when the plant is not there (removing twice is harmless)', async () => {
    const storage = new InMemoryCartStorage({ wishlist: [fern, pothos] });
    const removeFromWishlist = new RemoveFromWishlist(storage, new CartStore(storage));
    await removeFromWishlist.execute(1);
    expect(await removeFromWishlist.execute(1)).toEqual([pothos]);
    expect(await storage.readWishlist()).toEqual([pothos]);
  });

  it('leaves the cart alone', async () => {
    const storage = new InMemoryCartStorage({ cart: [aLine(fern, 2)], wishlist: [fern] });
    await new RemoveFromWishlist(storage, new CartStore(storage)).execute(1);
    expect(await storedState(storage)).toEqual({ cart: [aLine(fern, 2)], wishlist: [] });
  });

  it('reads the stored wishlist before writing: a change made elsewhere in between survives', async () => {
    const storage = new InMemoryCartStorage({ wishlist: [fern, pothos] });
    const removeFromWishlist = new RemoveFromWishlist(storage, new CartStore(storage));
    await removeFromWishlist.execute(1);
    storage.changeElsewhere('wishlist', [pothos, ivy]);
    await removeFromWishlist.execute(2);
    expect(await storage.readWishlist()).toEqual([ivy]);
  });

  it("rejects with CartError 'storage-unavailable' and leaves the stored state unchanged when storage fails", async () => {
    const storage = new InMemoryCartStorage({ wishlist: [fern, pothos] });
    storage.failWrites();
    await expect(
      new RemoveFromWishlist(storage, new CartStore(storage)).execute(1),
    ).rejects.toMatchObject({
      name: 'CartError',
      reason: 'storage-unavailable',
    });
    expect(await storedState(storage)).toEqual({ cart: [], wishlist: [fern, pothos] });
  });
});
