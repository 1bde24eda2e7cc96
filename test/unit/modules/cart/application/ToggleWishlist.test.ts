import { describe, expect, it } from 'vitest';
import { ToggleWishlist } from '@/modules/cart/application/ToggleWishlist';
import { InMemoryCartStorage } from '@/modules/cart/infrastructure/InMemoryCartStorage';
import { storedState } from '@test/support/cartStorage';
import { aPlant } from '@test/support/plants';
import { CartStore } from '@/modules/cart/application/CartStore';

const fern = aPlant({ plantId: 1 });
const pothos = aPlant({ plantId: 2 });
const ivy = aPlant({ plantId: 3 });

describe('ToggleWishlist', () => {
  it('adds a plant that is not in the wishlist, at the end', async () => {
    const storage = new InMemoryCartStorage({ wishlist: [pothos] });
    expect(await new ToggleWishlist(storage, new CartStore(storage)).execute(fern)).toEqual({
      added: true,
    });
    expect(await storage.readWishlist()).toEqual([pothos, fern]);
  });

  it('removes a plant that is already in the wishlist', async () => {
    const storage = new InMemoryCartStorage({ wishlist: [fern, pothos] });
    expect(await new ToggleWishlist(storage, new CartStore(storage)).execute(fern)).toEqual({
      added: false,
    });
    expect(await storage.readWishlist()).toEqual([pothos]);
  });

  it('toggles back and forth', async () => {
    const storage = new InMemoryCartStorage();
    const toggle = new ToggleWishlist(storage, new CartStore(storage));
    expect(await toggle.execute(fern)).toEqual({ added: true });
    expect(await toggle.execute(fern)).toEqual({ added: false });
    expect(await toggle.execute(fern)).toEqual({ added: true });
    expect(await storage.readWishlist()).toEqual([fern]);
  });

  it('reads the stored wishlist before writing: a change made elsewhere in between survives', async () => {
    const storage = new InMemoryCartStorage();
    const toggle = new ToggleWishlist(storage, new CartStore(storage));
    await toggle.execute(fern);
    storage.changeElsewhere('wishlist', [fern, pothos]);
    await toggle.execute(ivy);
    expect(await storage.readWishlist()).toEqual([fern, pothos, ivy]);
  });

  it('removes rather than adds when another tab added the plant in between', async () => {
    const storage = new InMemoryCartStorage();
    storage.changeElsewhere('wishlist', [fern]);
    expect(await new ToggleWishlist(storage, new CartStore(storage)).execute(fern)).toEqual({
      added: false,
    });
    expect(await storage.readWishlist()).toEqual([]);
  });

  it("rejects with CartError 'storage-unavailable' and leaves the stored state unchanged when storage fails", async () => {
    const storage = new InMemoryCartStorage({ wishlist: [pothos] });
    storage.failWrites();
    await expect(
      new ToggleWishlist(storage, new CartStore(storage)).execute(fern),
    ).rejects.toMatchObject({
      name: 'CartError',
      reason: 'storage-unavailable',
    });
    await expect(
      new ToggleWishlist(storage, new CartStore(storage)).execute(pothos),
    ).rejects.toMatchObject({
      reason: 'storage-unavailable',
    });
    expect(await storedState(storage)).toEqual({ cart: [], wishlist: [pothos] });
  });
});
