// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoredCollection } from '@/modules/cart/application/CartStoragePort';
import { CartError } from '@/modules/cart/domain/CartError';
import {
  CART_STORAGE_KEY,
  LIST_OWNER_STORAGE_KEY,
  LocalStorageCartStorage,
  setAsideKeyOf,
  WISHLIST_STORAGE_KEY,
} from '@/modules/cart/infrastructure/LocalStorageCartStorage';
import type { StorageProvider } from '@/modules/cart/infrastructure/storageAccess';
import { aLine, aPlant, cartRecordOf, plantRecordOf } from '../support/plants';
import { describeCartStorageContract } from './CartStoragePort.contract';

/**
 * LocalStorageCartStorage over jsdom's localStorage, with the window as the
 * source of `storage` events. Another tab is played by writing localStorage
 * directly and dispatching the StorageEvent a browser would deliver.
 */

/** What another tab does: store the value, and the browser tells this tab. */
function writeInAnotherTab(key: string, newValue: string | null): void {
  const oldValue = localStorage.getItem(key);
  if (newValue === null) localStorage.removeItem(key);
  else localStorage.setItem(key, newValue);
  window.dispatchEvent(
    new StorageEvent('storage', {
      key,
      oldValue,
      newValue,
      storageArea: localStorage,
      url: location.href,
    }),
  );
}

function quotaExceeded(): DOMException {
  return new DOMException(
    "Failed to execute 'setItem' on 'Storage': Setting the value exceeded the quota.",
    'QuotaExceededError',
  );
}

/** localStorage as it is when full: everything works except storing. */
function fullStorage(real: Storage): Storage {
  return {
    get length() {
      return real.length;
    },
    key: (index) => real.key(index),
    getItem: (key) => real.getItem(key),
    setItem: () => {
      throw quotaExceeded();
    },
    removeItem: (key) => real.removeItem(key),
    clear: () => real.clear(),
  };
}

type Failure = 'quota exceeded' | 'storage disabled';

function createLocalStorageCart() {
  let failure: Failure | null = null;
  const full = fullStorage(localStorage);
  const provider: StorageProvider = () => {
    // A browser with storage disabled throws on the very access to window.localStorage.
    if (failure === 'storage disabled')
      throw new DOMException('The operation is insecure.', 'SecurityError');
    return failure === 'quota exceeded' ? full : localStorage;
  };
  const storage = new LocalStorageCartStorage(provider, window);
  return {
    storage,
    breakStorage(name: string) {
      failure = name as Failure;
    },
    repairStorage() {
      failure = null;
    },
  };
}

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  localStorage.clear();
});

describeCartStorageContract('LocalStorageCartStorage', {
  failures: ['quota exceeded', 'storage disabled'],
  create() {
    const { storage, breakStorage, repairStorage } = createLocalStorageCart();
    return {
      storage,
      changeElsewhere(collection: StoredCollection, value: readonly unknown[] | string | null) {
        if (collection === 'owner') {
          writeInAnotherTab(LIST_OWNER_STORAGE_KEY, value === null ? null : JSON.stringify(value));
          return;
        }
        const records =
          collection === 'cart'
            ? (value as Parameters<typeof cartRecordOf>[0][]).map(cartRecordOf)
            : (value as Parameters<typeof plantRecordOf>[0][]).map(plantRecordOf);
        writeInAnotherTab(collection, JSON.stringify(records));
      },
      changeSetAsideElsewhere(account, lists) {
        writeInAnotherTab(
          setAsideKeyOf(account),
          lists === null
            ? null
            : JSON.stringify({
                cart: lists.cart.map(cartRecordOf),
                wishlist: lists.wishlist.map(plantRecordOf),
              }),
        );
      },
      breakStorage,
      repairStorage,
    };
  },
});

describe('LocalStorageCartStorage specifics', () => {
  const fern = aPlant({ plantId: 1, plantName: 'Boston Fern', price: 1999, availableStock: 5 });
  const pothos = aPlant({
    plantId: 2,
    plantName: 'Golden Pothos',
    price: 2499,
    availableStock: 10,
  });
  const ivy = aPlant({ plantId: 3, plantName: 'English Ivy', price: 899, availableStock: 4 });
  const storage = () => createLocalStorageCart().storage;

  describe('what is stored', () => {
    it("uses exactly the keys 'cart' and 'wishlist' (spec section 3)", async () => {
      expect(CART_STORAGE_KEY).toBe('cart');
      expect(WISHLIST_STORAGE_KEY).toBe('wishlist');
      const adapter = storage();
      await adapter.writeCart([aLine(fern, 1)]);
      expect(Object.keys(localStorage)).toEqual(['cart']);
      await adapter.writeWishlist([pothos]);
      expect(Object.keys(localStorage).sort()).toEqual(['cart', 'wishlist']);
    });

    it('stores the cart as a JSON list of the plant fields with the price in dollars, plus quantity', async () => {
      await storage().writeCart([aLine(fern, 3), aLine(pothos, 1)]);
      const stored = JSON.parse(localStorage.getItem('cart') ?? 'null') as Record<
        string,
        unknown
      >[];
      expect(stored).toEqual([
        {
          plantId: 1,
          plantName: 'Boston Fern',
          providerName: 'Greenhouse Co.',
          image: 'images/plants/plant-1.svg',
          category: 'Tropical',
          price: 19.99,
          rating: 4.5,
          description: 'Description of plant 1.',
          careLevel: 'Easy',
          availableStock: 5,
          quantity: 3,
        },
        { ...plantRecordOf(pothos), price: 24.99, quantity: 1 },
      ]);
      expect(Object.keys(stored[0] ?? {}).sort()).toEqual(
        [
          'availableStock',
          'careLevel',
          'category',
          'description',
          'image',
          'plantId',
          'plantName',
          'price',
          'providerName',
          'quantity',
          'rating',
        ].sort(),
      );
    });

    it('stores the wishlist as a JSON list of the plant fields with the price in dollars, no quantity', async () => {
      await storage().writeWishlist([pothos, ivy]);
      expect(JSON.parse(localStorage.getItem('wishlist') ?? 'null')).toEqual([
        { ...plantRecordOf(pothos), price: 24.99 },
        { ...plantRecordOf(ivy), price: 8.99 },
      ]);
      expect(localStorage.getItem('wishlist')).not.toContain('quantity');
    });

    it('reads a cart written in dollars by another tab into cents', async () => {
      localStorage.setItem(
        'cart',
        JSON.stringify([{ ...plantRecordOf(fern), price: 19.99, quantity: 2 }]),
      );
      const [line] = await storage().readCart();
      expect(line?.plant.price).toBe(1999);
      expect(line).toEqual(aLine(fern, 2));
    });

    it('leaves the stored text byte for byte as it was when the quota is exceeded', async () => {
      const { storage: adapter, breakStorage } = createLocalStorageCart();
      await adapter.writeCart([aLine(fern, 1)]);
      const before = localStorage.getItem('cart');
      breakStorage('quota exceeded');
      const error = await adapter.writeCart([aLine(pothos, 1)]).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(CartError);
      expect((error as CartError).reason).toBe('storage-unavailable');
      expect((error as CartError).cause).toMatchObject({ name: 'QuotaExceededError' });
      expect(localStorage.getItem('cart')).toBe(before);
    });
  });

  describe('reading what another tab or an older version left', () => {
    it('drops invalid cart entries with a console warning each, and keeps the valid ones', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      localStorage.setItem(
        'cart',
        JSON.stringify([
          cartRecordOf(aLine(fern, 1)),
          { ...cartRecordOf(aLine(pothos, 1)), quantity: 0 },
          { ...cartRecordOf(aLine(pothos, 1)), price: '24.99' },
          cartRecordOf(aLine(pothos, 2)),
          plantRecordOf(ivy), // no quantity
          null,
          { ...cartRecordOf(aLine(ivy, 1)), plantId: -3 },
          cartRecordOf(aLine(ivy, 4)),
        ]),
      );
      expect(await storage().readCart()).toEqual([aLine(fern, 1), aLine(pothos, 2), aLine(ivy, 4)]);
      const messages = warn.mock.calls.map((call) => String(call[0]));
      expect(messages).toHaveLength(5);
      expect(
        messages.map((message) => /^\[cart\] dropped entry (\d+): /.exec(message)?.[1]),
      ).toEqual(['1', '2', '4', '5', '6']);
    });

    it('drops invalid wishlist entries with a console warning each, and keeps the valid ones', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      localStorage.setItem(
        'wishlist',
        JSON.stringify([
          { ...plantRecordOf(fern), rating: 7 },
          plantRecordOf(pothos),
          'Golden Pothos',
          { ...plantRecordOf(ivy), availableStock: 1.5 },
          plantRecordOf(ivy),
        ]),
      );
      expect(await storage().readWishlist()).toEqual([pothos, ivy]);
      expect(warn.mock.calls.map((call) => String(call[0]).slice(0, 27))).toEqual([
        '[wishlist] dropped entry 0:',
        '[wishlist] dropped entry 2:',
        '[wishlist] dropped entry 3:',
      ]);
    });

    it.each([
      ['cart', 'readCart'],
      ['wishlist', 'readWishlist'],
    ] as const)(
      'reads a %s value that is not JSON as [] with a warning, without throwing',
      async (key, read) => {
        const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
        localStorage.setItem(key, '[{"plantId": 1,');
        await expect(storage()[read]()).resolves.toEqual([]);
        expect(warn.mock.calls.map((call) => call[0])).toEqual([
          `[${key}] stored value is not JSON: ignored`,
        ]);
        expect(localStorage.getItem(key)).toBe('[{"plantId": 1,');
      },
    );

    it.each(['{"cart": []}', '"cart"', '42', 'null'])(
      'reads the JSON %s, which is not a list, as [] with a warning',
      async (raw) => {
        const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
        localStorage.setItem('cart', raw);
        localStorage.setItem('wishlist', raw);
        expect(await storage().readCart()).toEqual([]);
        expect(await storage().readWishlist()).toEqual([]);
        expect(warn).toHaveBeenCalledTimes(2);
      },
    );

    it('returns repeated plants as stored, without a warning: one line per plant is the domain’s rule', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      localStorage.setItem(
        'cart',
        JSON.stringify([
          cartRecordOf(aLine(fern, 1)),
          cartRecordOf(aLine(pothos, 1)),
          cartRecordOf(aLine(fern, 4)),
        ]),
      );
      localStorage.setItem(
        'wishlist',
        JSON.stringify([plantRecordOf(ivy), { ...plantRecordOf(ivy), plantName: 'Ivy again' }]),
      );
      expect(await storage().readCart()).toEqual([
        aLine(fern, 1),
        aLine(pothos, 1),
        aLine(fern, 4),
      ]);
      expect(await storage().readWishlist()).toEqual([ivy, { ...ivy, plantName: 'Ivy again' }]);
      expect(warn).not.toHaveBeenCalled();
    });

    it('returns a line out of stock and a quantity above the stock as stored: the catalogue decides', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const soldOut = aPlant({ plantId: 9, plantName: 'Calathea', availableStock: 0 });
      localStorage.setItem(
        'cart',
        JSON.stringify([cartRecordOf(aLine(soldOut, 1)), cartRecordOf(aLine(ivy, 9))]),
      );
      expect(await storage().readCart()).toEqual([aLine(soldOut, 1), aLine(ivy, 9)]);
      expect(warn).not.toHaveBeenCalled();
    });

    it("rejects a read with CartError 'storage-unavailable' while storage is disabled", async () => {
      const { storage: adapter, breakStorage } = createLocalStorageCart();
      breakStorage('storage disabled');
      await expect(adapter.readCart()).rejects.toMatchObject({
        name: 'CartError',
        reason: 'storage-unavailable',
      });
      await expect(adapter.readWishlist()).rejects.toMatchObject({ reason: 'storage-unavailable' });
    });
  });

  describe('storage events', () => {
    function listening() {
      const adapter = storage();
      const heard: StoredCollection[] = [];
      const stop = adapter.onChange((collection) => heard.push(collection));
      return { heard, stop };
    }

    it('tells of both lists and their owner when another tab clears the storage (a null key)', () => {
      const { heard, stop } = listening();
      localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
      expect(heard).toEqual(['cart', 'wishlist', 'owner']);
      stop();
    });

    it('tells of a list removed in another tab', () => {
      const { heard, stop } = listening();
      writeInAnotherTab('wishlist', null);
      expect(heard).toEqual(['wishlist']);
      stop();
    });

    it('ignores changes to other keys, the set-aside copies among them', () => {
      const { heard, stop } = listening();
      writeInAnotherTab('theme', '"dark"');
      writeInAnotherTab('cartography', '[]');
      writeInAnotherTab(setAsideKeyOf('alice'), '{"cart":[],"wishlist":[]}');
      writeInAnotherTab(setAsideKeyOf('alice'), null);
      expect(heard).toEqual([]);
      stop();
    });

    it('removes its window listener on unsubscribe', () => {
      const remove = vi.spyOn(window, 'removeEventListener');
      const add = vi.spyOn(window, 'addEventListener');
      const { stop } = listening();
      stop();
      expect(add).toHaveBeenCalledWith('storage', expect.any(Function));
      expect(remove).toHaveBeenCalledWith('storage', add.mock.calls[0]?.[1]);
    });
  });
});
