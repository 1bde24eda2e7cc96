import { afterEach, describe, expect, it } from 'vitest';
import type { CartStoragePort, StoredCollection } from '@/modules/cart/application/CartStoragePort';
import { CartError } from '@/modules/cart/domain/CartError';
import type { AccountId, AccountLists } from '@/modules/cart/domain/AccountLists';
import type { CartLine, WishlistItem } from '@/modules/cart/domain/CartLine';
import type { Unsubscribe } from '@/modules/shared/application/Unsubscribe';
import { aLine, aPlant } from '../support/plants';

/**
 * The CartStoragePort contract (src/modules/cart/application/CartStoragePort.ts),
 * one suite every adapter must pass. To run it against a new adapter, give
 * `describeCartStorageContract` a setup that builds the adapter over an empty
 * storage, can change that storage as another tab would, and can make its
 * writes fail in the ways the adapter's storage can fail.
 */
export interface CartStorageUnderTest {
  readonly storage: CartStoragePort;
  /** Stores a list the way another tab would, and lets this tab hear of it the way it would. */
  changeElsewhere(collection: 'cart', lines: readonly CartLine[]): void;
  changeElsewhere(collection: 'wishlist', items: readonly WishlistItem[]): void;
  changeElsewhere(collection: 'owner', owner: AccountId | null): void;
  /**
   * Stores an account's set-aside lists (null: removes them) the way another tab would, signing
   * out or in there. The port announces no set-aside copy, so this tab hears nothing of it.
   */
  changeSetAsideElsewhere(account: AccountId, lists: AccountLists | null): void;
  /** From now on the storage fails the named way (one of the setup's `failures`)... */
  breakStorage(failure: string): void;
  /** ...until it works again, holding what it held. */
  repairStorage(): void;
}

export interface CartStorageAdapterSetup {
  /** The ways this adapter's storage can fail to be written. */
  readonly failures: readonly string[];
  /** A fresh adapter over an empty storage. */
  create(): CartStorageUnderTest;
}

// Prices that floating-point dollars get wrong, or that are easy to get wrong.
const fern = aPlant({ plantId: 1, plantName: 'Boston Fern', price: 1999, availableStock: 5 });
const pothos = aPlant({ plantId: 2, plantName: 'Golden Pothos', price: 2998, availableStock: 10 });
const cactus = aPlant({ plantId: 3, plantName: 'Bunny Ear Cactus', price: 5, availableStock: 3 });
const palm = aPlant({ plantId: 14, plantName: 'Kentia Palm', price: 123456, availableStock: 1 });
const seedling = aPlant({ plantId: 30, plantName: 'Seedling', price: 1, availableStock: 60 });
const soldOut = aPlant({ plantId: 40, plantName: 'Calathea', price: 3450, availableStock: 0 });

/** Two accounts, one with the characters a uid from another provider might hold. */
const ALICE = 'alice-uid-7Hq2';
const BOB = 'bob/uid:with?odd&chars%20';

export function describeCartStorageContract(
  adapterName: string,
  setup: CartStorageAdapterSetup,
): void {
  describe(`CartStoragePort contract: ${adapterName}`, () => {
    const subscriptions: Unsubscribe[] = [];

    /** Listens for changes; the subscription ends with the test. */
    function listen(storage: CartStoragePort): { heard: StoredCollection[]; stop: Unsubscribe } {
      const heard: StoredCollection[] = [];
      const stop = storage.onChange((collection) => heard.push(collection));
      subscriptions.push(stop);
      return { heard, stop };
    }

    afterEach(() => {
      subscriptions.splice(0).forEach((stop) => stop());
    });

    describe('reading', () => {
      it('reads an empty cart and an empty wishlist as []', async () => {
        const { storage } = setup.create();
        expect(await storage.readCart()).toEqual([]);
        expect(await storage.readWishlist()).toEqual([]);
      });

      it('reads no owner and no set-aside lists from an empty storage', async () => {
        const { storage } = setup.create();
        expect(await storage.readOwner()).toBeNull();
        expect(await storage.readSetAside(ALICE)).toBeNull();
      });
    });

    describe('only storing: what a list may hold is the domain’s rule, not the adapter’s', () => {
      it('keeps a repeated plant, a plant out of stock and a quantity above the stock exactly as written', async () => {
        const { storage } = setup.create();
        const lines = [aLine(fern, 2), aLine(soldOut, 3), aLine(cactus, 9), aLine(fern, 1)];
        await storage.writeCart(lines);
        expect(await storage.readCart()).toEqual(lines);
        await storage.writeWishlist([soldOut, pothos, soldOut]);
        expect(await storage.readWishlist()).toEqual([soldOut, pothos, soldOut]);
      });
    });

    describe('whose lists', () => {
      it('round-trips the owner, and null clears it', async () => {
        const { storage } = setup.create();
        await storage.writeOwner(BOB);
        expect(await storage.readOwner()).toBe(BOB);
        await storage.writeOwner(ALICE);
        expect(await storage.readOwner()).toBe(ALICE);
        await storage.writeOwner(null);
        expect(await storage.readOwner()).toBeNull();
      });

      it('round-trips each account’s set-aside lists exactly, apart from each other and from the spec’s keys', async () => {
        const { storage } = setup.create();
        const alice = { cart: [aLine(fern, 3), aLine(palm, 1)], wishlist: [pothos, soldOut] };
        const bob = { cart: [aLine(seedling, 60)], wishlist: [] };
        await storage.writeCart([aLine(cactus, 1)]);
        await storage.writeOwner(ALICE);
        await storage.writeSetAside(ALICE, alice);
        await storage.writeSetAside(BOB, bob);
        expect(await storage.readSetAside(ALICE)).toEqual(alice);
        expect(await storage.readSetAside(BOB)).toEqual(bob);
        expect(await storage.readCart()).toEqual([aLine(cactus, 1)]);
        expect(await storage.readWishlist()).toEqual([]);
        expect(await storage.readOwner()).toBe(ALICE);

        await storage.removeSetAside(ALICE);
        expect(await storage.readSetAside(ALICE)).toBeNull();
        expect(await storage.readSetAside(BOB)).toEqual(bob);
        await storage.removeSetAside(ALICE);
        expect(await storage.readSetAside(ALICE)).toBeNull();
      });

      it('hands out set-aside lists the caller can change without changing what is stored', async () => {
        const { storage } = setup.create();
        const lists = { cart: [aLine(fern, 1)], wishlist: [pothos] };
        await storage.writeSetAside(ALICE, lists);
        lists.cart.push(aLine(cactus, 1));
        const read = await storage.readSetAside(ALICE);
        (read?.wishlist as WishlistItem[]).push(cactus);
        expect(await storage.readSetAside(ALICE)).toEqual({
          cart: [aLine(fern, 1)],
          wishlist: [pothos],
        });
      });

      // Never a cached copy: another tab signing out sets lists aside that this tab's next read
      // must find, or a stale null here drops the account's lists when it signs in.
      it('reads a set-aside copy as stored now: one set aside, changed or removed elsewhere is seen by the next read', async () => {
        const { storage, changeSetAsideElsewhere } = setup.create();
        const { heard } = listen(storage);
        const alice = { cart: [aLine(fern, 2)], wishlist: [pothos] };
        const bob = { cart: [aLine(cactus, 1)], wishlist: [] };
        const bobLater = { cart: [aLine(cactus, 3), aLine(palm, 1)], wishlist: [soldOut] };

        expect(await storage.readSetAside(ALICE)).toBeNull();
        changeSetAsideElsewhere(ALICE, alice);
        expect(await storage.readSetAside(ALICE)).toEqual(alice);

        await storage.writeSetAside(BOB, bob);
        expect(await storage.readSetAside(BOB)).toEqual(bob);
        changeSetAsideElsewhere(BOB, bobLater);
        expect(await storage.readSetAside(BOB)).toEqual(bobLater);

        changeSetAsideElsewhere(ALICE, null);
        expect(await storage.readSetAside(ALICE)).toBeNull();
        expect(await storage.readSetAside(BOB)).toEqual(bobLater);
        expect(heard).toEqual([]);
      });

      it('sees and announces an owner changed elsewhere', async () => {
        const { storage, changeElsewhere } = setup.create();
        const { heard } = listen(storage);
        changeElsewhere('owner', ALICE);
        expect(await storage.readOwner()).toBe(ALICE);
        changeElsewhere('owner', null);
        expect(await storage.readOwner()).toBeNull();
        expect(heard).toEqual(['owner', 'owner']);
      });

      it('announces an owner changed elsewhere, and neither its own owner writes nor the set-aside copies', async () => {
        const { storage, changeElsewhere } = setup.create();
        const { heard } = listen(storage);
        await storage.writeSetAside(ALICE, { cart: [aLine(fern, 1)], wishlist: [] });
        await storage.removeSetAside(ALICE);
        await storage.writeOwner(ALICE);
        await storage.writeOwner(null);
        expect(heard).toEqual([]);
        changeElsewhere('owner', BOB);
        expect(heard).toEqual(['owner']);
      });
    });

    describe('writing then reading', () => {
      it('round-trips the cart: lines, order, quantities and prices in cents, exactly', async () => {
        const { storage } = setup.create();
        const lines = [
          aLine(fern, 3),
          aLine(pothos, 1),
          aLine(cactus, 2),
          aLine(palm, 1),
          aLine(seedling, 60),
        ];
        await storage.writeCart(lines);
        const read = await storage.readCart();
        expect(read).toEqual(lines);
        expect(read.map((line) => line.plant.price)).toEqual([1999, 2998, 5, 123456, 1]);
      });

      it('round-trips the wishlist: plants, order and prices in cents, exactly', async () => {
        const { storage } = setup.create();
        await storage.writeWishlist([pothos, fern, cactus, palm]);
        const read = await storage.readWishlist();
        expect(read).toEqual([pothos, fern, cactus, palm]);
        expect(read.map((plant) => plant.price)).toEqual([2998, 1999, 5, 123456]);
      });

      it('replaces the whole list on each write', async () => {
        const { storage } = setup.create();
        await storage.writeCart([aLine(fern, 1), aLine(pothos, 2)]);
        await storage.writeCart([aLine(pothos, 3)]);
        expect(await storage.readCart()).toEqual([aLine(pothos, 3)]);
        await storage.writeCart([]);
        expect(await storage.readCart()).toEqual([]);
        await storage.writeWishlist([fern, pothos]);
        await storage.writeWishlist([cactus]);
        expect(await storage.readWishlist()).toEqual([cactus]);
      });

      it('keeps the cart and the wishlist apart: writing one never changes the other', async () => {
        const { storage } = setup.create();
        await storage.writeCart([aLine(fern, 2)]);
        await storage.writeWishlist([pothos]);
        expect(await storage.readCart()).toEqual([aLine(fern, 2)]);
        expect(await storage.readWishlist()).toEqual([pothos]);
        await storage.writeWishlist([]);
        expect(await storage.readCart()).toEqual([aLine(fern, 2)]);
        await storage.writeWishlist([cactus]);
        await storage.writeCart([]);
        expect(await storage.readWishlist()).toEqual([cactus]);
        await storage.writeCart([aLine(palm, 1)]);
        expect(await storage.readWishlist()).toEqual([cactus]);
      });

      it('leaves the owner and the set-aside copies alone when the cart or the wishlist is written', async () => {
        const { storage } = setup.create();
        const alice = { cart: [aLine(fern, 3)], wishlist: [pothos] };
        await storage.writeOwner(ALICE);
        await storage.writeSetAside(ALICE, alice);
        await storage.writeCart([aLine(cactus, 1)]);
        await storage.writeWishlist([soldOut]);
        await storage.writeCart([]);
        await storage.writeWishlist([]);
        expect(await storage.readOwner()).toBe(ALICE);
        expect(await storage.readSetAside(ALICE)).toEqual(alice);
      });

      it('hands out lists the caller can change without changing what is stored', async () => {
        const { storage } = setup.create();
        const lines = [aLine(fern, 1)];
        await storage.writeCart(lines);
        lines.push(aLine(pothos, 1));
        const read = await storage.readCart();
        read.push(aLine(cactus, 1));
        expect(await storage.readCart()).toEqual([aLine(fern, 1)]);

        const items = [pothos];
        await storage.writeWishlist(items);
        items.push(fern);
        const readItems = await storage.readWishlist();
        readItems.push(cactus);
        expect(await storage.readWishlist()).toEqual([pothos]);
      });
    });

    describe('changes made elsewhere (another tab)', () => {
      it('are seen by the next read', async () => {
        const { storage, changeElsewhere } = setup.create();
        await storage.writeCart([aLine(fern, 1)]);
        changeElsewhere('cart', [aLine(fern, 2), aLine(pothos, 1)]);
        expect(await storage.readCart()).toEqual([aLine(fern, 2), aLine(pothos, 1)]);
        changeElsewhere('wishlist', [cactus]);
        expect(await storage.readWishlist()).toEqual([cactus]);
      });
    });

    describe('listeners', () => {
      it('do not hear this adapter’s own writes: the writer knows what it wrote', async () => {
        const { storage } = setup.create();
        const { heard } = listen(storage);
        await storage.writeCart([aLine(fern, 1)]);
        await storage.writeWishlist([pothos]);
        await storage.writeOwner(ALICE);
        expect(heard).toEqual([]);
      });

      it('hear changes made elsewhere, naming the list', () => {
        const { storage, changeElsewhere } = setup.create();
        const { heard } = listen(storage);
        changeElsewhere('cart', [aLine(fern, 1)]);
        expect(heard).toEqual(['cart']);
        changeElsewhere('wishlist', [pothos]);
        expect(heard).toEqual(['cart', 'wishlist']);
      });

      it('all hear a change', async () => {
        const { storage, changeElsewhere } = setup.create();
        const first = listen(storage);
        const second = listen(storage);
        changeElsewhere('cart', [aLine(fern, 1)]);
        changeElsewhere('wishlist', [pothos]);
        expect(first.heard).toEqual(['cart', 'wishlist']);
        expect(second.heard).toEqual(['cart', 'wishlist']);
      });

      it('stop hearing once unsubscribed, and the others go on', async () => {
        const { storage, changeElsewhere } = setup.create();
        const leaving = listen(storage);
        const staying = listen(storage);
        leaving.stop();
        changeElsewhere('cart', [aLine(fern, 1)]);
        changeElsewhere('wishlist', [pothos]);
        expect(leaving.heard).toEqual([]);
        expect(staying.heard).toEqual(['cart', 'wishlist']);
      });

      it('may be unsubscribed twice, and the others go on hearing', async () => {
        const { storage, changeElsewhere } = setup.create();
        const before = listen(storage);
        const { heard, stop } = listen(storage);
        const after = listen(storage);
        stop();
        stop();
        changeElsewhere('cart', [aLine(fern, 1)]);
        expect(heard).toEqual([]);
        expect(before.heard).toEqual(['cart']);
        expect(after.heard).toEqual(['cart']);
      });
    });

    describe('failing writes', () => {
      it('is given at least one way to fail', () => {
        expect(setup.failures.length).toBeGreaterThan(0);
      });

      for (const failure of setup.failures) {
        it(`${failure}: a cart write rejects with CartError 'storage-unavailable' and leaves the stored state unchanged`, async () => {
          const { storage, breakStorage, repairStorage } = setup.create();
          await storage.writeCart([aLine(fern, 2)]);
          await storage.writeWishlist([pothos]);
          const { heard } = listen(storage);

          breakStorage(failure);
          const writing = storage.writeCart([aLine(fern, 3), aLine(cactus, 1)]);
          await expect(writing).rejects.toBeInstanceOf(CartError);
          await expect(writing).rejects.toMatchObject({
            name: 'CartError',
            reason: 'storage-unavailable',
          });
          repairStorage();

          expect(await storage.readCart()).toEqual([aLine(fern, 2)]);
          expect(await storage.readWishlist()).toEqual([pothos]);
          expect(heard).toEqual([]);
        });

        it(`${failure}: a wishlist write rejects with CartError 'storage-unavailable' and leaves the stored state unchanged`, async () => {
          const { storage, breakStorage, repairStorage } = setup.create();
          await storage.writeCart([aLine(fern, 2)]);
          await storage.writeWishlist([pothos]);
          const { heard } = listen(storage);

          breakStorage(failure);
          const writing = storage.writeWishlist([]);
          await expect(writing).rejects.toBeInstanceOf(CartError);
          await expect(writing).rejects.toMatchObject({ reason: 'storage-unavailable' });
          repairStorage();

          expect(await storage.readCart()).toEqual([aLine(fern, 2)]);
          expect(await storage.readWishlist()).toEqual([pothos]);
          expect(heard).toEqual([]);
        });

        // Removing (signing out, a copy brought back) frees space: a full storage may allow it.
        it(`${failure}: an owner or set-aside write rejects with 'storage-unavailable' and changes nothing`, async () => {
          const { storage, breakStorage, repairStorage } = setup.create();
          const alice = { cart: [aLine(fern, 2)], wishlist: [pothos] };
          await storage.writeOwner(ALICE);
          await storage.writeSetAside(ALICE, alice);
          const { heard } = listen(storage);

          breakStorage(failure);
          await expect(storage.writeOwner(BOB)).rejects.toMatchObject({
            name: 'CartError',
            reason: 'storage-unavailable',
          });
          await expect(
            storage.writeSetAside(ALICE, { cart: [], wishlist: [] }),
          ).rejects.toMatchObject({ reason: 'storage-unavailable' });
          await expect(storage.writeSetAside(BOB, alice)).rejects.toMatchObject({
            reason: 'storage-unavailable',
          });
          repairStorage();

          expect(await storage.readOwner()).toBe(ALICE);
          expect(await storage.readSetAside(ALICE)).toEqual(alice);
          expect(await storage.readSetAside(BOB)).toBeNull();
          expect(heard).toEqual([]);
        });

        it(`${failure}: a read answers what is stored, or rejects with CartError 'storage-unavailable'`, async () => {
          const { storage, breakStorage } = setup.create();
          const alice = { cart: [aLine(fern, 2)], wishlist: [pothos] };
          await storage.writeCart([aLine(fern, 2)]);
          await storage.writeWishlist([pothos]);
          await storage.writeOwner(ALICE);
          await storage.writeSetAside(ALICE, alice);

          breakStorage(failure);
          const reads: Array<[Promise<unknown>, unknown]> = [
            [storage.readCart(), [aLine(fern, 2)]],
            [storage.readWishlist(), [pothos]],
            [storage.readOwner(), ALICE],
            [storage.readSetAside(ALICE), alice],
          ];
          for (const [reading, stored] of reads) {
            const outcome = await reading.then(
              (value) => ({ value }),
              (error: unknown) => ({ error }),
            );
            if ('value' in outcome) expect(outcome.value).toEqual(stored);
            else
              expect(outcome.error).toMatchObject({
                name: 'CartError',
                reason: 'storage-unavailable',
              });
          }
        });

        it(`${failure}: a set-aside removal is done, or rejects with 'storage-unavailable' and keeps the copy`, async () => {
          const { storage, breakStorage, repairStorage } = setup.create();
          const alice = { cart: [aLine(fern, 2)], wishlist: [pothos] };
          await storage.writeSetAside(ALICE, alice);

          breakStorage(failure);
          const outcome = await storage.removeSetAside(ALICE).then(
            () => 'removed' as const,
            (error: unknown) => error,
          );
          repairStorage();

          if (outcome === 'removed') {
            expect(await storage.readSetAside(ALICE)).toBeNull();
          } else {
            expect(outcome).toBeInstanceOf(CartError);
            expect(outcome).toMatchObject({ reason: 'storage-unavailable' });
            expect(await storage.readSetAside(ALICE)).toEqual(alice);
          }
        });

        it(`${failure}: writes work again once the storage does`, async () => {
          const { storage, breakStorage, repairStorage } = setup.create();
          breakStorage(failure);
          await expect(storage.writeCart([aLine(fern, 1)])).rejects.toMatchObject({
            reason: 'storage-unavailable',
          });
          repairStorage();
          await storage.writeCart([aLine(fern, 1)]);
          expect(await storage.readCart()).toEqual([aLine(fern, 1)]);
        });
      }
    });
  });
}
