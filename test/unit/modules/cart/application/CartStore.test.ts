import { describe, expect, it, vi } from 'vitest';
import { AddToCart } from '@/modules/cart/application/AddToCart';
import { EMPTY_CART_SNAPSHOT } from '@/modules/cart/application/CartSnapshot';
import { CartStore } from '@/modules/cart/application/CartStore';
import { MoveToCart } from '@/modules/cart/application/MoveToCart';
import { RemoveFromCart } from '@/modules/cart/application/RemoveFromCart';
import { ToggleWishlist } from '@/modules/cart/application/ToggleWishlist';
import { CartError } from '@/modules/cart/domain/CartError';
import { InMemoryCartStorage } from '@/modules/cart/infrastructure/InMemoryCartStorage';
import { RefusingStorage } from '@test/support/cartStorage';
import { aLine, aPlant } from '@test/support/plants';

const fern = aPlant({ plantId: 1 });
const pothos = aPlant({ plantId: 2 });

/** Lets every pending promise (the store's re-reads) settle. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Storage whose next cart read, once held, finds the cart at once but answers only when let go. */
class HeldReadsStorage extends InMemoryCartStorage {
  private held: Promise<void> | null = null;

  /** The next read of the cart answers late; the returned function lets it answer. */
  holdNextRead(): () => void {
    let release = () => {};
    this.held = new Promise<void>((resolve) => (release = resolve));
    return release;
  }

  override async readCart() {
    const held = this.held;
    this.held = null;
    const cart = await super.readCart();
    if (held) await held;
    return cart;
  }
}

/** A store subscribed once, its listener counted, loaded from storage. */
async function subscribedStore(storage: InMemoryCartStorage) {
  const store = new CartStore(storage);
  const listener = vi.fn();
  const unsubscribe = store.subscribe(listener);
  await settled();
  expect(store.isLoaded()).toBe(true);
  return { store, listener, unsubscribe };
}

describe('CartStore', () => {
  it('starts empty and not loaded', () => {
    const store = new CartStore(new InMemoryCartStorage({ cart: [aLine(fern, 1)] }));
    expect(store.getSnapshot()).toBe(EMPTY_CART_SNAPSHOT);
    expect(store.getSnapshot()).toEqual({ cart: [], wishlist: [] });
    expect(store.isLoaded()).toBe(false);
  });

  it('loads what is stored on the first subscription and tells the listener', async () => {
    const storage = new InMemoryCartStorage({ cart: [aLine(fern, 2)], wishlist: [pothos] });
    const { store, listener } = await subscribedStore(storage);
    expect(store.getSnapshot()).toEqual({ cart: [aLine(fern, 2)], wishlist: [pothos] });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps the same snapshot object between changes (useSyncExternalStore needs it)', async () => {
    const { store } = await subscribedStore(new InMemoryCartStorage({ cart: [aLine(fern, 2)] }));
    expect(store.getSnapshot()).toBe(store.getSnapshot());
  });

  it('a read that finds the same lists keeps the snapshot and tells no listener', async () => {
    const storage = new InMemoryCartStorage({ cart: [aLine(fern, 2)], wishlist: [pothos] });
    const { store, listener } = await subscribedStore(storage);
    const shown = store.getSnapshot();
    await store.refresh();
    await store.refresh();
    expect(store.getSnapshot()).toBe(shown);
    expect(listener).toHaveBeenCalledTimes(1);

    await new AddToCart(storage, store).execute(fern, 1);
    await settled();
    expect(store.getSnapshot()).not.toBe(shown);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('reflects the use-cases’ changes', async () => {
    const storage = new InMemoryCartStorage({ wishlist: [pothos] });
    const { store } = await subscribedStore(storage);

    await new AddToCart(storage, store).execute(fern, 2);
    await settled();
    expect(store.getSnapshot().cart).toEqual([aLine(fern, 2)]);

    await new MoveToCart(storage, store).execute(2);
    await settled();
    expect(store.getSnapshot()).toEqual({ cart: [aLine(fern, 2), aLine(pothos, 1)], wishlist: [] });

    await new RemoveFromCart(storage, store).execute(1);
    await settled();
    expect(store.getSnapshot().cart).toEqual([aLine(pothos, 1)]);

    await new ToggleWishlist(storage, store).execute(fern);
    await settled();
    expect(store.getSnapshot().wishlist).toEqual([fern]);
  });

  it('takes the lists a use-case wrote: one read of storage per change, the use-case’s own', async () => {
    const storage = new InMemoryCartStorage({ cart: [aLine(fern, 1)] });
    const { store, listener } = await subscribedStore(storage);
    listener.mockClear();
    const reads = vi.spyOn(storage, 'readCart');

    await new AddToCart(storage, store).execute(pothos, 2);
    await settled();
    expect(reads).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().cart).toEqual([aLine(fern, 1), aLine(pothos, 2)]);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('a read begun before a use-case wrote does not overwrite what it wrote', async () => {
    const storage = new InMemoryCartStorage({ cart: [aLine(fern, 1)] });
    const { store } = await subscribedStore(storage);
    const stale = store.refresh(); // reads the cart as it is now, before the add
    await new AddToCart(storage, store).execute(pothos, 2);
    await stale;
    expect(store.getSnapshot().cart).toEqual([aLine(fern, 1), aLine(pothos, 2)]);
  });

  it('a slower, older read does not overwrite what a newer one found', async () => {
    const storage = new HeldReadsStorage({ cart: [aLine(fern, 1)] });
    const { store } = await subscribedStore(storage);
    const older = storage.holdNextRead();
    const olderRead = store.refresh(); // finds the fern alone, answers late
    await settled();
    storage.changeElsewhere('cart', [aLine(fern, 1), aLine(pothos, 2)]);
    await settled();
    expect(store.getSnapshot().cart).toEqual([aLine(fern, 1), aLine(pothos, 2)]);

    older();
    await olderRead;
    expect(store.getSnapshot().cart).toEqual([aLine(fern, 1), aLine(pothos, 2)]);
  });

  it('a read begun before a use-case wrote never shows, even before a later read answers', async () => {
    const storage = new HeldReadsStorage({ cart: [aLine(fern, 1)] });
    const { store, listener } = await subscribedStore(storage);
    const older = storage.holdNextRead();
    const olderRead = store.refresh(); // finds the fern alone
    await settled();
    await new AddToCart(storage, store).execute(pothos, 2);
    const later = storage.holdNextRead();
    const laterRead = store.refresh();
    await settled();
    listener.mockClear();

    older();
    await olderRead;
    expect(store.getSnapshot().cart).toEqual([aLine(fern, 1), aLine(pothos, 2)]);
    expect(listener).not.toHaveBeenCalled();
    later();
    await laterRead;
    expect(store.getSnapshot().cart).toEqual([aLine(fern, 1), aLine(pothos, 2)]);
  });

  it('shows another account nothing of lists it could not hand over, and refuses their change', async () => {
    const storage = new RefusingStorage({ cart: [aLine(fern, 1)], owner: 'alice' });
    const { store } = await subscribedStore(storage);
    storage.arm((write) => write === 'writeSetAside');
    await expect(store.showListsOf('bob')).rejects.toMatchObject({ reason: 'storage-unavailable' });
    await expect(new AddToCart(storage, store).execute(pothos, 2)).rejects.toMatchObject({
      reason: 'storage-unavailable',
    });
    await settled();
    expect(store.getSnapshot()).toEqual(EMPTY_CART_SNAPSHOT);
    expect(await storage.readCart()).toEqual([aLine(fern, 1)]);
    expect(await storage.readOwner()).toBe('alice');
  });

  it('reflects a change made in another tab', async () => {
    const storage = new InMemoryCartStorage({ cart: [aLine(fern, 1)] });
    const { store, listener } = await subscribedStore(storage);
    listener.mockClear();

    storage.changeElsewhere('cart', [aLine(fern, 1), aLine(pothos, 3)]);
    await settled();
    expect(store.getSnapshot().cart).toEqual([aLine(fern, 1), aLine(pothos, 3)]);
    expect(listener).toHaveBeenCalled();

    storage.changeElsewhere('wishlist', [fern]);
    await settled();
    expect(store.getSnapshot().wishlist).toEqual([fern]);
  });

  it('watches the port once however many screens subscribe, and stops when the last one leaves', async () => {
    const storage = new InMemoryCartStorage();
    const onChange = vi.spyOn(storage, 'onChange');
    const store = new CartStore(storage);
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = store.subscribe(first);
    const stopSecond = store.subscribe(second);
    await settled();
    expect(store.isLoaded()).toBe(true);
    expect(onChange).toHaveBeenCalledTimes(1);

    storage.changeElsewhere('cart', [aLine(fern, 1)]);
    await settled();
    expect(second).toHaveBeenCalledTimes(2);
    expect(first).toHaveBeenCalledTimes(2);

    stopFirst();
    storage.changeElsewhere('cart', [aLine(fern, 2)]);
    await settled();
    expect(second).toHaveBeenCalledTimes(3);
    expect(first).toHaveBeenCalledTimes(2);

    stopSecond();
    storage.changeElsewhere('cart', [aLine(fern, 3)]);
    await settled();
    expect(second).toHaveBeenCalledTimes(3);
    expect(store.getSnapshot().cart).toEqual([aLine(fern, 2)]);

    // Subscribing again reads what changed meanwhile.
    store.subscribe(first);
    await settled();
    expect(store.getSnapshot().cart).toEqual([aLine(fern, 3)]);
  });

  it('keeps the last snapshot when storage cannot be read', async () => {
    const storage = new InMemoryCartStorage({ cart: [aLine(fern, 1)] });
    const { store, listener } = await subscribedStore(storage);
    const before = store.getSnapshot();
    listener.mockClear();
    vi.spyOn(storage, 'readCart').mockRejectedValue(
      CartError.storageUnavailable(new Error('disabled')),
    );

    expect(await store.refresh()).toBe(before);
    expect(store.getSnapshot()).toBe(before);
    expect(listener).not.toHaveBeenCalled();
  });

  it('is loaded after a first read even when storage cannot be read', async () => {
    const storage = new InMemoryCartStorage();
    vi.spyOn(storage, 'readWishlist').mockRejectedValue(
      CartError.storageUnavailable(new Error('disabled')),
    );
    const store = new CartStore(storage);
    expect(await store.refresh()).toEqual({ cart: [], wishlist: [] });
    expect(store.isLoaded()).toBe(true);
  });
});

describe('CartStore: whose lists it shows', () => {
  it('tells the listener of the first read even when storage holds nothing', async () => {
    const { store, listener } = await subscribedStore(new InMemoryCartStorage());
    expect(store.getSnapshot()).toEqual(EMPTY_CART_SNAPSHOT);
    expect(store.viewerLists()).toEqual(EMPTY_CART_SNAPSHOT);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('knows no lists of the viewer before the first read', () => {
    const store = new CartStore(new InMemoryCartStorage({ cart: [aLine(fern, 1)] }));
    expect(store.viewerLists()).toBeNull();
    expect(store.accountChanges).toBe(0);
  });

  it('drops what it showed at once when the account changes, then shows the new one’s lists', async () => {
    const storage = new InMemoryCartStorage({ cart: [aLine(fern, 1)], owner: 'alice' });
    const store = new CartStore(storage);
    const listener = vi.fn();
    store.subscribe(listener);
    await store.showListsOf('alice');
    await settled();
    expect(store.getSnapshot().cart).toEqual([aLine(fern, 1)]);
    expect(store.accountChanges).toBe(1);
    listener.mockClear();

    const switching = store.showListsOf('bob');
    expect(store.getSnapshot()).toBe(EMPTY_CART_SNAPSHOT);
    expect(store.viewerLists()).toBeNull();
    expect(store.accountChanges).toBe(2);
    expect(listener).toHaveBeenCalledTimes(1);
    await switching;
    await settled();

    expect(store.viewerLists()).toEqual(EMPTY_CART_SNAPSHOT);
    expect(await storage.readOwner()).toBe('bob');

    await store.showListsOf('alice');
    await settled();
    expect(store.getSnapshot().cart).toEqual([aLine(fern, 1)]);
    expect(store.accountChanges).toBe(3);
  });

  it('the same account again changes nothing shown and tells nobody', async () => {
    const storage = new InMemoryCartStorage({ cart: [aLine(fern, 1)], owner: 'alice' });
    const store = new CartStore(storage);
    const listener = vi.fn();
    store.subscribe(listener);
    await store.showListsOf('alice');
    await settled();
    const shown = store.getSnapshot();
    listener.mockClear();

    await store.showListsOf('alice');
    await settled();
    expect(store.getSnapshot()).toBe(shown);
    expect(store.accountChanges).toBe(1);
    expect(listener).not.toHaveBeenCalled();
  });

  it('switching from lists not read yet tells nobody of a change', async () => {
    const store = new CartStore(new InMemoryCartStorage());
    const listener = vi.fn();
    store.subscribe(listener);
    const switching = store.showListsOf('bob');
    expect(listener).not.toHaveBeenCalled();
    await switching;
  });

  it('after a refused hand-over, the next change tries again and goes through', async () => {
    const storage = new RefusingStorage({ cart: [aLine(fern, 1)], owner: 'alice' });
    const { store } = await subscribedStore(storage);
    storage.arm((write) => write === 'writeSetAside');
    await expect(store.showListsOf('bob')).rejects.toBeInstanceOf(CartError);
    await settled();
    expect(store.viewerLists()).toBeNull(); // alice's lists are not bob's to see

    storage.arm(() => false);
    await new AddToCart(storage, store).execute(pothos, 2);
    await settled();
    expect(await storage.readOwner()).toBe('bob');
    expect(store.getSnapshot().cart).toEqual([aLine(pothos, 2)]);
  });

  it('a use-case’s write while the account’s lists are not read yet is read back from storage', async () => {
    const storage = new InMemoryCartStorage({ owner: 'alice' });
    const store = new CartStore(storage);
    store.subscribe(() => {});
    const switching = store.showListsOf('alice');
    expect(store.viewerLists()).toBeNull();
    store.showWritten({ cart: [aLine(pothos, 9)] });
    expect(store.getSnapshot()).toBe(EMPTY_CART_SNAPSHOT);
    await switching;
    await settled();
    expect(store.getSnapshot()).toEqual(EMPTY_CART_SNAPSHOT);
  });
});
