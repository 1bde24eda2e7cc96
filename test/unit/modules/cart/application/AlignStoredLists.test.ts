import { describe, expect, it, vi } from 'vitest';
import { AlignStoredLists } from '@/modules/cart/application/AlignStoredLists';
import { CartStore } from '@/modules/cart/application/CartStore';
import { USE_CASES } from '@/di/tokens';
import { InMemoryCartStorage } from '@/modules/cart/infrastructure/InMemoryCartStorage';
import type { CartLine, WishlistItem } from '@/modules/cart/domain/CartLine';
import type { Plant } from '@/modules/shared/domain/Plant';
import { storedState } from '@test/support/cartStorage';
import { aLine, aPlant } from '@test/support/plants';

const fern = aPlant({ plantId: 1, plantName: 'Boston Fern', price: 1999, availableStock: 5 });
const pothos = aPlant({ plantId: 2, plantName: 'Golden Pothos', price: 2499, availableStock: 2 });
const catalogue = [fern, pothos];

/** A storage holding these lists, and the writes the alignment makes to it. */
function storageOf(initial: { cart?: CartLine[]; wishlist?: WishlistItem[] }) {
  const storage = new InMemoryCartStorage(initial);
  const writeCart = vi.spyOn(storage, 'writeCart');
  const writeWishlist = vi.spyOn(storage, 'writeWishlist');
  return { storage, writeCart, writeWishlist };
}

/** The alignment over `storage`, run for lists nobody owns (no hand-over first). */
const alignOver = (storage: InMemoryCartStorage) =>
  new AlignStoredLists(storage, new CartStore(storage));

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The plant as an older catalogue had it: each of its fields but one as now. */
const olderFern = (field: keyof Plant, value: unknown): Plant => ({ ...fern, [field]: value });

describe('AlignStoredLists: what is stored brought in line with the checked catalogue', () => {
  it('writes nothing when both lists already agree with the catalogue', async () => {
    const { storage, writeCart, writeWishlist } = storageOf({
      cart: [aLine(fern, 2), aLine(pothos, 1)],
      wishlist: [pothos, fern],
    });

    const checked = await alignOver(storage).execute(catalogue);

    expect(writeCart).not.toHaveBeenCalled();
    expect(writeWishlist).not.toHaveBeenCalled();
    expect(checked.lines.map((line) => [line.plant.plantId, line.quantity, line.standing])).toEqual(
      [
        [1, 2, 'for-sale'],
        [2, 1, 'for-sale'],
      ],
    );
    expect(checked.wishlist.map((item) => [item.plant.plantId, item.standing])).toEqual([
      [2, 'for-sale'],
      [1, 'for-sale'],
    ]);
  });

  it.each<[keyof Plant, unknown]>([
    ['plantName', 'Fern'],
    ['price', 1500],
    ['availableStock', 9],
    ['image', 'images/plants/old.svg'],
    ['careLevel', 'Moderate'],
  ])('a cart line whose %s the catalogue has changed takes the catalogue’s', async (field, old) => {
    const { storage, writeCart, writeWishlist } = storageOf({
      cart: [aLine(pothos, 1), aLine(olderFern(field, old), 2)],
    });

    await alignOver(storage).execute(catalogue);

    expect(writeCart).toHaveBeenCalledTimes(1);
    expect(writeWishlist).not.toHaveBeenCalled();
    expect((await storedState(storage)).cart).toEqual([aLine(pothos, 1), aLine(fern, 2)]);
  });

  it('lowers a quantity above the stock to it, and says from what', async () => {
    const { storage, writeCart } = storageOf({ cart: [aLine(fern, 1), aLine(pothos, 9)] });

    const checked = await alignOver(storage).execute(catalogue);

    expect(writeCart).toHaveBeenCalledTimes(1);
    expect((await storedState(storage)).cart).toEqual([aLine(fern, 1), aLine(pothos, 2)]);
    expect(checked.lines[1]).toMatchObject({ quantity: 2, quantityLoweredFrom: 9 });
  });

  it('drops a repeated plant, keeping its first line', async () => {
    const { storage, writeCart } = storageOf({
      cart: [aLine(fern, 1), aLine(pothos, 1), aLine(fern, 3)],
    });

    await alignOver(storage).execute(catalogue);

    expect(writeCart).toHaveBeenCalledTimes(1);
    expect((await storedState(storage)).cart).toEqual([aLine(fern, 1), aLine(pothos, 1)]);
  });

  it('a wishlist item the catalogue has changed takes its fields; the cart is left alone', async () => {
    const { storage, writeCart, writeWishlist } = storageOf({
      cart: [aLine(fern, 1)],
      wishlist: [pothos, olderFern('price', 1500)],
    });

    const checked = await alignOver(storage).execute(catalogue);

    expect(writeCart).not.toHaveBeenCalled();
    expect(writeWishlist).toHaveBeenCalledTimes(1);
    expect((await storedState(storage)).wishlist).toEqual([pothos, fern]);
    expect(checked.wishlist[1]?.priceChangedFrom).toBe(1500);
  });

  it('drops a repeated wishlist plant', async () => {
    const { storage, writeWishlist } = storageOf({ wishlist: [fern, pothos, fern] });

    await alignOver(storage).execute(catalogue);

    expect(writeWishlist).toHaveBeenCalledTimes(1);
    expect((await storedState(storage)).wishlist).toEqual([fern, pothos]);
  });

  it('keeps a plant the catalogue no longer has, as stored, and writes nothing for it', async () => {
    const gone = aPlant({ plantId: 3, plantName: 'Gone Palm' });
    const { storage, writeCart, writeWishlist } = storageOf({
      cart: [aLine(gone, 4)],
      wishlist: [gone],
    });

    const checked = await alignOver(storage).execute(catalogue);

    expect(writeCart).not.toHaveBeenCalled();
    expect(writeWishlist).not.toHaveBeenCalled();
    expect(checked.lines[0]?.standing).toBe('no-longer-available');
    expect(checked.wishlist[0]?.standing).toBe('no-longer-available');
    expect(await storedState(storage)).toEqual({ cart: [aLine(gone, 4)], wishlist: [gone] });
  });

  it('reads what is stored when it runs, so a change made meanwhile in another tab is kept', async () => {
    const { storage } = storageOf({ cart: [aLine(fern, 1)] });
    const align = alignOver(storage);
    storage.changeElsewhere('cart', [aLine(fern, 1), aLine({ ...pothos, price: 1 } as Plant, 1)]);
    storage.changeElsewhere('wishlist', [{ ...pothos, price: 1 } as Plant]);

    await align.execute(catalogue);

    expect(await storedState(storage)).toEqual({
      cart: [aLine(fern, 1), aLine(pothos, 1)],
      wishlist: [pothos],
    });
  });
});

const tamperedFern = { ...fern, price: 1 } as typeof fern;

describe('AlignStoredLists: whose lists, and when the store shows them', () => {
  it('writes only to the lists of the account shown, after the hand-over', async () => {
    const storage = new InMemoryCartStorage({ cart: [aLine(tamperedFern, 9)], owner: 'alice' });
    const store = new CartStore(storage);
    store.subscribe(() => {});
    await store.showListsOf('alice');
    const align = new AlignStoredLists(storage, store);

    // Bob signs in; the cart page's check starts before his hand-over has run.
    const switched = store.showListsOf('bob');
    const aligned = await align.execute([fern]);
    await switched;

    expect(aligned.lines).toEqual([]);
    expect(await storage.readOwner()).toBe('bob');
    expect(await storedState(storage)).toEqual({ cart: [], wishlist: [] });
    // Alice's lists are set aside as she left them: nobody signed in as her wrote to them.
    expect(await storage.readSetAside('alice')).toEqual({
      cart: [aLine(tamperedFern, 9)],
      wishlist: [],
    });
  });

  it('shows what it wrote through the store, once the notes are recorded', async () => {
    const storage = new InMemoryCartStorage({ cart: [aLine(tamperedFern, 9)] });
    const store = new CartStore(storage);
    store.subscribe(() => {});
    await settled();
    const seen: string[] = [];
    const aligned = await new AlignStoredLists(storage, store).execute([fern], () =>
      seen.push(`recorded with ${store.getSnapshot().cart[0]?.quantity ?? 'nothing'} shown`),
    );
    seen.push(`then ${store.getSnapshot().cart[0]?.quantity} shown`);
    expect(aligned.lines).toHaveLength(1);
    expect(await storedState(storage)).toEqual({ cart: [aLine(fern, 5)], wishlist: [] });
    expect(seen.at(-1)).toBe('then 5 shown');
    expect(seen[0]).toBe('recorded with 9 shown');
  });

  it('is no use-case a screen can reach: only the priced cart runs it', () => {
    expect(Object.keys(USE_CASES)).not.toContain('AlignStoredLists');
  });
});
