import { describe, expect, it, vi } from 'vitest';
import { AlignStoredLists } from '@/modules/cart/application/AlignStoredLists';
import { CartStore } from '@/modules/cart/application/CartStore';
import { PricedCart } from '@/modules/cart/application/PricedCart';
import { ChangeQuantityBy } from '@/modules/cart/application/ChangeQuantityBy';
import { lineNotes } from '@/modules/cart/domain/lineNotes';
import { InMemoryCartStorage } from '@/modules/cart/infrastructure/InMemoryCartStorage';
import type { PlantCatalogPort } from '@/modules/plants/application/PlantCatalogPort';
import { PlantCatalogError } from '@/modules/plants/domain/PlantCatalogError';
import { InMemoryPlantCatalog } from '@/modules/plants/infrastructure/InMemoryPlantCatalog';
import { storedState } from '@test/support/cartStorage';
import { aLine, aPlant } from '@test/support/plants';

const fern = aPlant({ plantId: 1, plantName: 'Boston Fern', price: 1999, availableStock: 5 });
const pothos = aPlant({ plantId: 2, plantName: 'Golden Pothos', price: 2499, availableStock: 2 });

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A priced cart over `storage`, its store and the aligning use-case sharing one store. */
function pricedCart(storage: InMemoryCartStorage, catalog: PlantCatalogPort) {
  const store = new CartStore(storage);
  return new PricedCart(store, catalog, new AlignStoredLists(storage, store));
}

async function pricedOver(storage: InMemoryCartStorage, catalog: InMemoryPlantCatalog) {
  const store = new CartStore(storage);
  const priced = new PricedCart(store, catalog, new AlignStoredLists(storage, store));
  priced.subscribe(() => {});
  // As the cart page does: the prices, then what is stored brought in line with them.
  await priced.bringStoredListsInLine();
  await settled();
  return { priced, store };
}

describe('PricedCart: the cart priced by the catalogue', () => {
  it('prices from the catalogue, brings storage in line, and keeps the notes after the write-back', async () => {
    const storage = new InMemoryCartStorage({
      cart: [aLine({ ...fern, price: 1 } as typeof fern, 1), aLine(pothos, 9)],
      wishlist: [{ ...pothos, price: 999 } as typeof pothos],
    });
    const { priced } = await pricedOver(storage, new InMemoryPlantCatalog([fern, pothos]));

    const view = priced.getSnapshot();
    expect(view.prices).toBe('checked');
    expect(view.lines.map(lineNotes)).toEqual([
      ['Price changed from $0.01'],
      ['Only 2 left — quantity lowered from 9'],
    ]);
    expect(view.summary).toMatchObject({ subtotal: 6997, shipping: 0, total: 6997 });
    expect(view.itemCount).toBe(3);
    expect(view.canCheckout).toBe(true);
    expect(await storedState(storage)).toEqual({
      cart: [aLine(fern, 1), aLine(pothos, 2)],
      wishlist: [pothos],
    });
    expect(view.wishlist[0]?.priceChangedFrom).toBe(999);
  });

  it('a plain check (the top bar’s count on every page) prices the lists and writes nothing', async () => {
    const tampered = [aLine({ ...fern, price: 1 } as typeof fern, 1), aLine(pothos, 9)];
    const storage = new InMemoryCartStorage({ cart: tampered });
    const store = new CartStore(storage);
    const priced = new PricedCart(
      store,
      new InMemoryPlantCatalog([fern, pothos]),
      new AlignStoredLists(storage, store),
    );
    priced.subscribe(() => {});
    await priced.checkPrices();
    await settled();
    expect(priced.getSnapshot().itemCount).toBe(3);
    expect(priced.getSnapshot().lines.map(lineNotes)).toEqual([
      ['Price changed from $0.01'],
      ['Only 2 left — quantity lowered from 9'],
    ]);
    expect(await storage.readCart()).toEqual(tampered);
  });

  it('drops the lowered-quantity note once the shopper changes the quantity', async () => {
    const storage = new InMemoryCartStorage({ cart: [aLine(pothos, 9)] });
    const { priced, store } = await pricedOver(storage, new InMemoryPlantCatalog([pothos]));
    expect(lineNotes(priced.getSnapshot().lines[0]!)).toEqual([
      'Only 2 left — quantity lowered from 9',
    ]);
    await new ChangeQuantityBy(storage, store).execute(2, -1);
    await settled();
    expect(lineNotes(priced.getSnapshot().lines[0]!)).toEqual([]);
  });

  it('with the catalogue unreachable: what is stored, no totals, no checkout; a retry checks again', async () => {
    const catalog = new InMemoryPlantCatalog([fern]);
    catalog.failWith();
    const storage = new InMemoryCartStorage({
      cart: [aLine({ ...fern, price: 1 } as typeof fern, 2)],
    });
    const { priced } = await pricedOver(storage, catalog);

    let view = priced.getSnapshot();
    expect(view.prices).toBe('unchecked');
    expect(view.summary).toBeNull();
    expect(view.canCheckout).toBe(false);
    expect(view.lines[0]).toMatchObject({ standing: 'unchecked', quantity: 2 });
    expect(view.itemCount).toBe(2);

    catalog.replace([fern]);
    expect(await priced.checkPrices()).toBe('checked');
    await settled();
    view = priced.getSnapshot();
    expect(view.summary?.subtotal).toBe(3998);
    expect(view.canCheckout).toBe(true);
  });

  it('a Try again (afresh) reads the catalogue anew: a failing read begun before it does not answer it', async () => {
    let failHeldRead: () => void = () => {};
    const catalog: PlantCatalogPort = {
      // The read begun when the page opened: still on its way, and it will fail.
      list: () =>
        new Promise((_, reject) => {
          failHeldRead = () =>
            reject(new PlantCatalogError('unavailable', 'plants.json could not be reached'));
        }),
      reload: () => Promise.resolve([fern]),
      findById: () => Promise.resolve(null),
    };
    const storage = new InMemoryCartStorage({ cart: [aLine(fern, 2)] });
    const store = new CartStore(storage);
    const priced = new PricedCart(store, catalog, new AlignStoredLists(storage, store));
    priced.subscribe(() => {});
    const opened = priced.checkPrices();
    expect(priced.checkPrices()).toBe(opened); // a second plain check shares the one on its way

    const retried = priced.checkPrices({ afresh: true });
    expect(retried).not.toBe(opened);
    expect(await retried).toBe('checked');
    failHeldRead();
    expect(await opened).toBe('checked'); // the late failure keeps the prices already read
    await settled();
    const view = priced.getSnapshot();
    expect(view.prices).toBe('checked');
    expect(view.summary?.subtotal).toBe(3998);
    expect(view.canCheckout).toBe(true);
  });

  it('nothing for sale: no checkout', async () => {
    const retired = aPlant({ plantId: 9 });
    const storage = new InMemoryCartStorage({ cart: [aLine(retired, 1)] });
    const { priced } = await pricedOver(storage, new InMemoryPlantCatalog([fern]));
    expect(priced.getSnapshot().canCheckout).toBe(false);
    expect(priced.getSnapshot().itemCount).toBe(0);
  });
});

describe('PricedCart: when it reads, writes and remembers', () => {
  it('hands out the same view until something it shows changes', async () => {
    const storage = new InMemoryCartStorage({ cart: [aLine(fern, 1)] });
    const store = new CartStore(storage);
    const priced = new PricedCart(
      store,
      new InMemoryPlantCatalog([fern]),
      new AlignStoredLists(storage, store),
    );
    const before = priced.getSnapshot();
    expect(priced.getSnapshot()).toBe(before);

    priced.subscribe(() => {});
    await priced.checkPrices();
    await settled();
    const checked = priced.getSnapshot();
    expect(checked).not.toBe(before);
    expect(checked.prices).toBe('checked');
    expect(priced.getSnapshot()).toBe(checked);

    await new ChangeQuantityBy(storage, store).execute(1, 1);
    await settled();
    expect(priced.getSnapshot()).not.toBe(checked);
    expect(priced.getSnapshot().itemCount).toBe(2);
  });

  it('a failed first check is shown, though neither the lists nor the catalogue changed', async () => {
    const catalog = new InMemoryPlantCatalog([fern]);
    catalog.failWith();
    const storage = new InMemoryCartStorage();
    const priced = pricedCart(storage, catalog);
    expect(priced.getSnapshot().prices).toBe('checking');

    expect(await priced.checkPrices()).toBe('unchecked');
    expect(priced.getSnapshot().prices).toBe('unchecked');
  });

  it('reads the catalogue on the first subscription only; a later check reads it again', async () => {
    const catalog = new InMemoryPlantCatalog([fern]);
    const list = vi.spyOn(catalog, 'list');
    const storage = new InMemoryCartStorage({ cart: [aLine(fern, 1)] });
    const priced = pricedCart(storage, catalog);

    const stop = priced.subscribe(() => {});
    await settled();
    expect(list).toHaveBeenCalledTimes(1);
    stop();
    priced.subscribe(() => {});
    await settled();
    expect(list).toHaveBeenCalledTimes(1);

    expect(await priced.checkPrices()).toBe('checked');
    expect(await priced.checkPrices()).toBe('checked');
    expect(list).toHaveBeenCalledTimes(3);
  });

  it('with the catalogue unreachable, the cart page’s check writes nothing', async () => {
    const catalog = new InMemoryPlantCatalog([fern]);
    catalog.failWith();
    const tampered = [aLine({ ...fern, price: 1 } as typeof fern, 9)];
    const storage = new InMemoryCartStorage({ cart: tampered });
    const store = new CartStore(storage);
    const priced = new PricedCart(store, catalog, new AlignStoredLists(storage, store));
    priced.subscribe(() => {});

    expect(await priced.bringStoredListsInLine()).toBe('unchecked');
    expect(await storage.readCart()).toEqual(tampered);
  });

  it('storage refusing the write leaves the lists as stored, priced, with their notes', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const tampered = [aLine({ ...fern, price: 1 } as typeof fern, 9)];
    const storage = new InMemoryCartStorage({ cart: tampered });
    const store = new CartStore(storage);
    const priced = new PricedCart(
      store,
      new InMemoryPlantCatalog([fern]),
      new AlignStoredLists(storage, store),
    );
    priced.subscribe(() => {});
    storage.failWrites();

    expect(await priced.bringStoredListsInLine()).toBe('checked');
    await settled();

    expect(warn).toHaveBeenCalledTimes(1);
    expect(await storage.readCart()).toEqual(tampered);
    expect(priced.getSnapshot().lines.map(lineNotes)).toEqual([
      ['Price changed from $0.01', 'Only 5 left — quantity lowered from 9'],
    ]);
  });

  it('forgets the notes when the account shown changes', async () => {
    const storage = new InMemoryCartStorage({
      cart: [aLine({ ...fern, price: 1 } as typeof fern, 1)],
      wishlist: [{ ...pothos, price: 999 } as typeof pothos],
    });
    const { priced, store } = await pricedOver(storage, new InMemoryPlantCatalog([fern, pothos]));
    expect(priced.getSnapshot().lines.map(lineNotes)).toEqual([['Price changed from $0.01']]);
    expect(priced.getSnapshot().wishlist[0]?.priceChangedFrom).toBe(999);

    await store.showListsOf('bob');
    await settled();

    const view = priced.getSnapshot();
    expect(view.lines.map((line) => line.plant.plantId)).toEqual([1]);
    expect(view.lines.map(lineNotes)).toEqual([[]]);
    expect(view.wishlist[0]?.priceChangedFrom).toBeNull();
  });
});

describe('PricedCart: the checks and the notes, edge by edge', () => {
  it('with the catalogue unreachable, a change of the stored lists still shows', async () => {
    const catalog = new InMemoryPlantCatalog([fern]);
    catalog.failWith();
    const storage = new InMemoryCartStorage({ cart: [aLine(fern, 1)] });
    const { priced, store } = await pricedOver(storage, catalog);
    expect(priced.getSnapshot().itemCount).toBe(1);

    await new ChangeQuantityBy(storage, store).execute(1, 2);
    await settled();
    expect(priced.getSnapshot().itemCount).toBe(3);
  });

  it('tells its listeners when the stored lists change', async () => {
    const storage = new InMemoryCartStorage({ cart: [aLine(fern, 1)] });
    const { priced, store } = await pricedOver(storage, new InMemoryPlantCatalog([fern]));
    const listener = vi.fn();
    priced.subscribe(listener);

    await new ChangeQuantityBy(storage, store).execute(1, 1);
    await settled();
    expect(listener).toHaveBeenCalled();
  });

  it('a plain check after a Try again still on its way shares the Try again', async () => {
    const answers: ((plants: readonly (typeof fern)[]) => void)[] = [];
    const held = () => new Promise<readonly (typeof fern)[]>((resolve) => answers.push(resolve));
    const catalog: PlantCatalogPort = { list: held, reload: held, findById: async () => null };
    const storage = new InMemoryCartStorage();
    const priced = pricedCart(storage, catalog);

    const opened = priced.checkPrices();
    const retried = priced.checkPrices({ afresh: true });
    answers[0]!([fern]); // the first read ends while the Try again is still reading
    await opened;
    expect(priced.checkPrices()).toBe(retried);
    answers[1]!([fern]);
    expect(await retried).toBe('checked');
  });

  it('the cart page’s check reads the catalogue anew only for a Try again', async () => {
    const catalog = new InMemoryPlantCatalog([fern]);
    const reload = vi.spyOn(catalog, 'reload');
    const storage = new InMemoryCartStorage({ cart: [aLine(fern, 1)] });
    const priced = pricedCart(storage, catalog);

    await priced.bringStoredListsInLine();
    expect(reload).not.toHaveBeenCalled();
    await priced.bringStoredListsInLine({ afresh: true });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('with the catalogue unreachable, the cart page’s check does not try to align anything', async () => {
    const catalog = new InMemoryPlantCatalog([fern]);
    catalog.failWith();
    const storage = new InMemoryCartStorage({ cart: [aLine(fern, 1)] });
    const store = new CartStore(storage);
    const align = new AlignStoredLists(storage, store);
    const execute = vi.spyOn(align, 'execute');
    const priced = new PricedCart(store, catalog, align);

    expect(await priced.bringStoredListsInLine()).toBe('unchecked');
    expect(execute).not.toHaveBeenCalled();
  });

  it('the store takes the corrected lists from the check, without reading them back', async () => {
    const storage = new InMemoryCartStorage({
      cart: [aLine({ ...fern, price: 1 } as typeof fern, 9)],
      wishlist: [{ ...pothos, price: 999 } as typeof pothos],
    });
    const { store } = await pricedOver(storage, new InMemoryPlantCatalog([fern, pothos]));
    expect(store.getSnapshot()).toEqual({ cart: [aLine(fern, 5)], wishlist: [pothos] });
  });

  it('says in the console why storage was not brought in line', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = new InMemoryCartStorage({ cart: [aLine(fern, 9)] });
    storage.failWrites();
    await pricedOver(storage, new InMemoryPlantCatalog([fern]));
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('could not bring the stored lists in line'),
      expect.anything(),
    );
  });

  it('the cart page’s check run before the lists were first read still shows its notes', async () => {
    const storage = new InMemoryCartStorage({
      cart: [aLine({ ...fern, price: 1 } as typeof fern, 9)],
      wishlist: [{ ...pothos, price: 999 } as typeof pothos],
    });
    const priced = pricedCart(storage, new InMemoryPlantCatalog([fern, pothos]));
    await priced.bringStoredListsInLine();
    priced.subscribe(() => {});
    await settled();

    const view = priced.getSnapshot();
    expect(await storage.readCart()).toEqual([aLine(fern, 5)]);
    expect(view.lines.map(lineNotes)).toEqual([
      ['Price changed from $0.01', 'Only 5 left — quantity lowered from 9'],
    ]);
    expect(view.wishlist[0]?.priceChangedFrom).toBe(999);
  });

  it('a lowered-quantity note once dropped does not come back with the quantity', async () => {
    const storage = new InMemoryCartStorage({ cart: [aLine(pothos, 9)] });
    const { priced, store } = await pricedOver(storage, new InMemoryPlantCatalog([pothos]));
    await new ChangeQuantityBy(storage, store).execute(2, -1);
    await settled();
    await new ChangeQuantityBy(storage, store).execute(2, 1);
    await settled();
    expect(priced.getSnapshot().lines[0]?.quantity).toBe(2);
    expect(lineNotes(priced.getSnapshot().lines[0]!)).toEqual([]);
  });

  it('a later check takes the catalogue’s new prices', async () => {
    const catalog = new InMemoryPlantCatalog([fern]);
    const storage = new InMemoryCartStorage({ cart: [aLine(fern, 1)] });
    const { priced } = await pricedOver(storage, catalog);
    expect(priced.getSnapshot().summary?.subtotal).toBe(1999);

    catalog.replace([{ ...fern, price: 2999 } as typeof fern]);
    await priced.checkPrices();
    expect(priced.getSnapshot().summary?.subtotal).toBe(2999);
  });

  it('a line out of stock beside one for sale does not stop the checkout', async () => {
    const soldOut = aPlant({ plantId: 3, availableStock: 0 });
    const storage = new InMemoryCartStorage({ cart: [aLine(fern, 1), aLine(soldOut, 1)] });
    const { priced } = await pricedOver(storage, new InMemoryPlantCatalog([fern, soldOut]));
    expect(priced.getSnapshot().lines.map((line) => line.standing)).toEqual([
      'for-sale',
      'out-of-stock',
    ]);
    expect(priced.getSnapshot().canCheckout).toBe(true);
  });
});
