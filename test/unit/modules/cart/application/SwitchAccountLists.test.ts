import { describe, expect, it, vi } from 'vitest';
import { AddToCart } from '@/modules/cart/application/AddToCart';
import { CartStore } from '@/modules/cart/application/CartStore';
import { ToggleWishlist } from '@/modules/cart/application/ToggleWishlist';
import { SwitchAccountLists } from '@/modules/cart/application/SwitchAccountLists';
import { NO_LISTS, type AccountLists } from '@/modules/cart/domain/AccountLists';
import { InMemoryCartStorage } from '@/modules/cart/infrastructure/InMemoryCartStorage';
import { aLine, aPlant } from '@test/support/plants';
import { RefusingStorage, storedState } from '@test/support/cartStorage';

const fern = aPlant({ plantId: 1, plantName: 'Boston Fern' });
const pothos = aPlant({ plantId: 2, plantName: 'Golden Pothos' });
const ivy = aPlant({ plantId: 3, plantName: 'English Ivy' });

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

function shop(initial: ConstructorParameters<typeof InMemoryCartStorage>[0] = {}) {
  const storage = new InMemoryCartStorage(initial);
  const store = new CartStore(storage);
  const unsubscribe = store.subscribe(() => {});
  // The hand-over as the page runs it: the store shows an account's lists once they are its own.
  const switchTo = { execute: (account: string | null) => store.showListsOf(account) };
  return { storage, store, switchTo, unsubscribe };
}

describe('SwitchAccountLists: every account keeps its own cart and wishlist', () => {
  it('three rounds of two accounts taking turns: each sees only its own lists, and gets them back exactly', async () => {
    const { storage, store, switchTo } = shop();
    const add = new AddToCart(storage, new CartStore(storage));
    const heart = new ToggleWishlist(storage, new CartStore(storage));
    const expected: Record<string, AccountLists> = {
      alice: { cart: [], wishlist: [] },
      bob: { cart: [], wishlist: [] },
    };
    const plantsOf = { alice: [fern, pothos, ivy], bob: [ivy, fern, pothos] };
    for (let round = 0; round < 3; round += 1) {
      for (const account of ['alice', 'bob'] as const) {
        await switchTo.execute(account);
        await settled();
        expect(await storedState(storage)).toEqual(expected[account]);
        expect(store.getSnapshot()).toEqual(expected[account]);
        expect(await storage.readOwner()).toBe(account);

        const plant = plantsOf[account][round]!;
        await add.execute(plant, round + 1);
        await heart.execute(plant);
        expected[account] = await storedState(storage);

        await switchTo.execute(null);
        await settled();
        expect(await storedState(storage)).toEqual({ cart: [], wishlist: [] });
        expect(await storage.readOwner()).toBeNull();
        // Both accounts' lists are intact, set aside, after every switch.
        expect(await storage.readSetAside(account)).toEqual(expected[account]);
        const other = account === 'alice' ? 'bob' : 'alice';
        if (round > 0 || account === 'bob') {
          expect(await storage.readSetAside(other)).toEqual(expected[other]);
        }
      }
    }
    expect(expected.alice!.cart.map((line) => line.quantity)).toEqual([1, 2, 3]);
  });

  it('writes the set-aside copy before it empties the lists', async () => {
    const { storage, switchTo } = shop({ cart: [aLine(fern, 2)], owner: 'alice' });
    const order: string[] = [];
    for (const method of ['writeSetAside', 'writeCart', 'writeWishlist', 'writeOwner'] as const) {
      const original = storage[method].bind(storage) as (...args: unknown[]) => Promise<void>;
      vi.spyOn(storage, method).mockImplementation(async (...args: unknown[]) => {
        order.push(method);
        return original(...args);
      });
    }
    await switchTo.execute(null);
    expect(order).toEqual(['writeSetAside', 'writeCart', 'writeWishlist', 'writeOwner']);
  });

  it('a storage failure leaves both lists where they were, and nobody else is shown them', async () => {
    const { storage, store, switchTo } = shop({
      cart: [aLine(fern, 2)],
      wishlist: [pothos],
      owner: 'alice',
    });
    await switchTo.execute('alice');
    await settled();
    storage.failWrites();
    await expect(switchTo.execute('bob')).rejects.toMatchObject({ reason: 'storage-unavailable' });
    await settled();
    expect(await storedState(storage)).toEqual({ cart: [aLine(fern, 2)], wishlist: [pothos] });
    expect(await storage.readOwner()).toBe('alice');
    expect(await storage.readSetAside('alice')).toBeNull();
    expect(store.getSnapshot()).toEqual({ cart: [], wishlist: [] });

    // Once the storage works again the next switch completes.
    storage.failWrites(false);
    await switchTo.execute('bob');
    expect(await storage.readSetAside('alice')).toEqual({
      cart: [aLine(fern, 2)],
      wishlist: [pothos],
    });
    expect(await storage.readOwner()).toBe('bob');
  });

  it('joins a copy already set aside (a switch cut short, another tab) instead of overwriting it', async () => {
    const { storage, switchTo } = shop({
      cart: [],
      wishlist: [ivy],
      owner: 'alice',
      setAside: { alice: { cart: [aLine(fern, 3)], wishlist: [] } },
    });
    await switchTo.execute(null);
    expect(await storage.readSetAside('alice')).toEqual({
      cart: [aLine(fern, 3)],
      wishlist: [ivy],
    });
  });

  it('lists nobody has claimed (kept before accounts had their own) go to the first account that signs in', async () => {
    const { storage, switchTo } = shop({
      cart: [aLine(pothos, 1)],
      setAside: { alice: { cart: [aLine(fern, 2)], wishlist: [ivy] } },
    });
    await switchTo.execute('alice');
    expect(await storedState(storage)).toEqual({
      cart: [aLine(fern, 2), aLine(pothos, 1)],
      wishlist: [ivy],
    });
    expect(await storage.readSetAside('alice')).toBeNull();
  });

  it('signing in as the owner again (a reload) changes nothing', async () => {
    const { storage, switchTo } = shop({ cart: [aLine(fern, 2)], owner: 'alice' });
    const write = vi.spyOn(storage, 'writeCart');
    const writeOwner = vi.spyOn(storage, 'writeOwner');
    await switchTo.execute('alice');
    expect(write).not.toHaveBeenCalled();
    expect(writeOwner).not.toHaveBeenCalled();
  });

  it('a sign-out seen by two tabs at once sets the lists aside once, whole', async () => {
    const { storage, switchTo } = shop({ cart: [aLine(fern, 2)], wishlist: [ivy], owner: 'alice' });
    const otherTab = new CartStore(storage);
    await Promise.all([switchTo.execute(null), otherTab.showListsOf(null)]);
    expect(await storage.readSetAside('alice')).toEqual({
      cart: [aLine(fern, 2)],
      wishlist: [ivy],
    });
    expect(await storedState(storage)).toEqual({ cart: [], wishlist: [] });
  });
});

describe('a hand-over cut short by a storage failure', () => {
  const alicesLists: AccountLists = { cart: [aLine(fern, 2)], wishlist: [pothos] };
  const bobsCopy: AccountLists = { cart: [aLine(ivy, 1)], wishlist: [] };
  const plantIds = (lists: AccountLists) => [
    ...lists.cart.map((line) => line.plant.plantId),
    ...lists.wishlist.map((item) => item.plantId),
  ];

  // Alice signs out and Bob in: four writes set Alice's lists aside, four bring Bob's back.
  const WRITES_OF_THE_SWITCH = 8;
  for (let refused = 0; refused <= WRITES_OF_THE_SWITCH; refused += 1) {
    it(`write ${refused} refused: no list looks unowned or another's, nothing is lost, and the next switch finishes it`, async () => {
      const storage = new RefusingStorage({ ...alicesLists, owner: 'alice' });
      await storage.writeSetAside('bob', bobsCopy);
      const store = new CartStore(storage);
      await store.showListsOf('alice');

      storage.arm((_write, index) => index === refused);
      await store.showListsOf('bob').catch(() => undefined);
      const owner = await storage.readOwner();
      const stored = plantIds(await storedState(storage));
      if (owner === null) expect(stored).toEqual([]);
      else if (owner === 'alice')
        expect(plantIds(alicesLists)).toEqual(expect.arrayContaining(stored));
      else expect(stored.filter((plantId) => plantIds(alicesLists).includes(plantId))).toEqual([]);

      storage.arm(() => false);
      await store.showListsOf('bob');
      expect(await storage.readOwner()).toBe('bob');
      expect(await storedState(storage)).toEqual(bobsCopy);
      expect(await storage.readSetAside('alice')).toEqual(alicesLists);
      expect(await storage.readSetAside('bob')).toBeNull();

      await store.showListsOf('carol');
      expect(await storedState(storage)).toEqual({ cart: [], wishlist: [] });
    });
  }

  it('after a sign-out whose set-aside was refused, a heart click leaves the account’s wishlist alone', async () => {
    const storage = new RefusingStorage({ wishlist: [fern], owner: 'alice' });
    const store = new CartStore(storage);
    await store.showListsOf('alice');
    storage.arm((write) => write === 'writeSetAside');
    await expect(store.showListsOf(null)).rejects.toMatchObject({ reason: 'storage-unavailable' });

    await expect(new ToggleWishlist(storage, store).execute(fern)).rejects.toMatchObject({
      reason: 'storage-unavailable',
    });
    expect(await storage.readWishlist()).toEqual([fern]);
    expect(await storage.readOwner()).toBe('alice');
    expect(store.getSnapshot()).toEqual({ cart: [], wishlist: [] });
  });
});

describe('lists nobody owned, joined at sign-in: what they brought is said', () => {
  it('says what hearts saved while signed out brought an account with lists set aside', async () => {
    const storage = new InMemoryCartStorage({
      wishlist: [ivy, fern],
      setAside: { alice: { cart: [], wishlist: [fern] } },
    });
    expect(await new SwitchAccountLists(storage).execute('alice')).toEqual({
      cart: [],
      wishlist: [ivy],
    });
    expect(await storedState(storage)).toEqual({ cart: [], wishlist: [fern, ivy] });
  });

  it('says all of them to an account with nothing set aside', async () => {
    const storage = new InMemoryCartStorage({ cart: [aLine(pothos, 1)], wishlist: [ivy, fern] });
    expect(await new SwitchAccountLists(storage).execute('alice')).toEqual({
      cart: [aLine(pothos, 1)],
      wishlist: [ivy, fern],
    });
  });

  it("says nothing for the account's own lists, another account's, or a sign-out", async () => {
    const own = new InMemoryCartStorage({ wishlist: [ivy], owner: 'alice' });
    expect(await new SwitchAccountLists(own).execute('alice')).toEqual(NO_LISTS);
    const bobs = new InMemoryCartStorage({ wishlist: [ivy], owner: 'bob' });
    expect(await new SwitchAccountLists(bobs).execute('alice')).toEqual(NO_LISTS);
    expect(await bobs.readSetAside('bob')).toEqual({ cart: [], wishlist: [ivy] });
    const nobodys = new InMemoryCartStorage({ wishlist: [ivy] });
    expect(await new SwitchAccountLists(nobodys).execute(null)).toEqual(NO_LISTS);
  });

  it('CartStore tells its listeners once, and hands the plants over once', async () => {
    const { storage, store } = shop({ wishlist: [ivy, pothos] });
    const told = vi.fn();
    store.onWishlistClaimed(told);
    expect(store.takeClaimedWishlist()).toEqual([]);

    await store.showListsOf('alice');
    expect(told).toHaveBeenCalledTimes(1);
    expect(store.takeClaimedWishlist()).toEqual([ivy, pothos]);
    expect(store.takeClaimedWishlist()).toEqual([]);

    await new ToggleWishlist(storage, store).execute(fern);
    await store.showListsOf('alice');
    expect(told).toHaveBeenCalledTimes(1);
  });

  it('a listener that stopped listening is not told of a later hand-over', async () => {
    const { store } = shop({ wishlist: [ivy] });
    const told = vi.fn();
    const stopListening = store.onWishlistClaimed(told);
    stopListening();

    await store.showListsOf('alice');
    expect(told).not.toHaveBeenCalled();
    expect(store.takeClaimedWishlist()).toEqual([ivy]);
  });
});
