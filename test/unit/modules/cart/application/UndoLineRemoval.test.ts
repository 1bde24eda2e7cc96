import { describe, expect, it } from 'vitest';
import { CartStore } from '@/modules/cart/application/CartStore';
import { ChangeQuantityBy } from '@/modules/cart/application/ChangeQuantityBy';
import {
  FollowSignedInAccount,
  type SignedInAccount,
} from '@/modules/cart/application/FollowSignedInAccount';
import { RemoveFromCart } from '@/modules/cart/application/RemoveFromCart';
import { UndoLineRemoval } from '@/modules/cart/application/UndoLineRemoval';
import type { AccountId } from '@/modules/cart/domain/AccountLists';
import { REMOVED_BY_ANOTHER_ACCOUNT } from '@/modules/cart/domain/cartMessages';
import { InMemoryCartStorage } from '@/modules/cart/infrastructure/InMemoryCartStorage';
import { storedState } from '@test/support/cartStorage';
import { aLine, aPlant } from '@test/support/plants';

const fern = aPlant({ plantId: 1, availableStock: 5 });
const pothos = aPlant({ plantId: 2, availableStock: 10 });
const ivy = aPlant({ plantId: 3, availableStock: 10 });

function cartUseCases(storage: InMemoryCartStorage) {
  const store = new CartStore(storage);
  return {
    store,
    remove: new RemoveFromCart(storage, store),
    changeQuantityBy: new ChangeQuantityBy(storage, store),
    undo: new UndoLineRemoval(storage, store),
  };
}

describe('UndoLineRemoval (the Undo beside "Removed from cart")', () => {
  it('puts a line the bin removed back at its place, with its quantity', async () => {
    const storage = new InMemoryCartStorage({
      cart: [aLine(fern, 2), aLine(pothos, 3), aLine(ivy, 1)],
    });
    const { remove, undo, store } = cartUseCases(storage);
    const { removed } = await remove.execute(2);

    expect(await undo.execute(removed!)).toEqual([aLine(fern, 2), aLine(pothos, 3), aLine(ivy, 1)]);
    expect(await storage.readCart()).toEqual([aLine(fern, 2), aLine(pothos, 3), aLine(ivy, 1)]);
    expect(store.getSnapshot().cart).toEqual([aLine(fern, 2), aLine(pothos, 3), aLine(ivy, 1)]);
  });

  it('puts a line minus took to 0 back, at quantity 1, first in the cart', async () => {
    const storage = new InMemoryCartStorage({ cart: [aLine(fern, 1), aLine(pothos, 3)] });
    const { changeQuantityBy, undo } = cartUseCases(storage);
    const { removed } = await changeQuantityBy.execute(1, -1);

    await undo.execute(removed!);
    expect(await storage.readCart()).toEqual([aLine(fern, 1), aLine(pothos, 3)]);
  });

  it('keeps a change made elsewhere since, and puts the line last when the cart got shorter', async () => {
    const storage = new InMemoryCartStorage({
      cart: [aLine(fern, 2), aLine(pothos, 3), aLine(ivy, 1)],
    });
    const { remove, undo } = cartUseCases(storage);
    const { removed } = await remove.execute(3);
    storage.changeElsewhere('cart', [aLine(pothos, 4)]);

    await undo.execute(removed!);
    expect(await storage.readCart()).toEqual([aLine(pothos, 4), aLine(ivy, 1)]);
  });

  it('adds the removed quantity to a line of the same plant added since, never above the stock', async () => {
    const storage = new InMemoryCartStorage({ cart: [aLine(fern, 3), aLine(pothos, 1)] });
    const { remove, undo } = cartUseCases(storage);
    const { removed } = await remove.execute(1);
    storage.changeElsewhere('cart', [aLine(pothos, 1), aLine(fern, 1)]);

    await undo.execute(removed!);
    expect(await storage.readCart()).toEqual([aLine(pothos, 1), aLine(fern, 4)]);
    await undo.execute(removed!);
    expect(await storage.readCart()).toEqual([aLine(pothos, 1), aLine(fern, 5)]);
  });

  it("rejects with CartError 'storage-unavailable' and leaves the stored state unchanged when storage fails", async () => {
    const storage = new InMemoryCartStorage({ cart: [aLine(fern, 1), aLine(pothos, 2)] });
    const { remove, undo } = cartUseCases(storage);
    const { removed } = await remove.execute(1);
    storage.failWrites();

    await expect(undo.execute(removed!)).rejects.toMatchObject({
      name: 'CartError',
      reason: 'storage-unavailable',
    });
    expect(await storedState(storage)).toEqual({ cart: [aLine(pothos, 2)], wishlist: [] });
  });
});

/** The session as the page has it, moved by hand: the lists follow it (FollowSignedInAccount). */
function aSession(first: AccountId | null) {
  let current = first;
  const listeners = new Set<() => void>();
  const account: SignedInAccount = {
    current: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
  return {
    account,
    become(next: AccountId | null) {
      current = next;
      listeners.forEach((listener) => listener());
    },
  };
}

/** Alice signed in with three lines, Bob's lists set aside, the lists following the session. */
async function aliceSignedIn() {
  const bobsLists = { cart: [aLine(ivy, 2)], wishlist: [fern] };
  const storage = new InMemoryCartStorage({
    cart: [aLine(fern, 2), aLine(pothos, 3)],
    owner: 'alice',
    setAside: { bob: bobsLists },
  });
  const cases = cartUseCases(storage);
  const session = aSession('alice');
  new FollowSignedInAccount(session.account, cases.store).execute();
  await cases.store.showListsOf('alice');
  return { storage, session, bobsLists, ...cases };
}

describe('UndoLineRemoval: a line goes back only into the cart it came from', () => {
  it('the removal records whose cart the line was taken from', async () => {
    const { remove, changeQuantityBy, storage } = await aliceSignedIn();
    expect((await remove.execute(2)).removed).toEqual({
      line: aLine(pothos, 3),
      index: 1,
      owner: 'alice',
    });
    storage.changeElsewhere('cart', [aLine(fern, 1)]);
    expect((await changeQuantityBy.execute(1, -1)).removed?.owner).toBe('alice');
  });

  it('the same account still signed in: the line comes back', async () => {
    const { remove, undo, storage } = await aliceSignedIn();
    const { removed } = await remove.execute(1);

    await undo.execute(removed!);
    expect(await storedState(storage)).toEqual({
      cart: [aLine(fern, 2), aLine(pothos, 3)],
      wishlist: [],
    });
  });

  it('Undo, then sign-out: the line is back in her cart, and set aside with it', async () => {
    const { remove, undo, storage, session, store } = await aliceSignedIn();
    const { removed } = await remove.execute(1);

    // Pressed while she is signed in; the sign-out comes before the Undo has run.
    const undone = undo.execute(removed!);
    session.become(null);
    await undone;
    // The sign-out's hand-over, queued after the Undo.
    await store.showListsOf(null);

    expect(await storedState(storage)).toEqual({ cart: [], wishlist: [] });
    expect(await storage.readOwner()).toBeNull();
    expect((await storage.readSetAside('alice'))?.cart).toEqual([aLine(fern, 2), aLine(pothos, 3)]);
  });

  it('sign-out, then Undo: refused with its message, and the lists nobody owns stay empty', async () => {
    const { remove, undo, storage, session } = await aliceSignedIn();
    const { removed } = await remove.execute(1);
    session.become(null);

    await expect(undo.execute(removed!)).rejects.toMatchObject({
      name: 'CartError',
      reason: 'removed-by-another-account',
      message: REMOVED_BY_ANOTHER_ACCOUNT,
    });
    expect(await storedState(storage)).toEqual({ cart: [], wishlist: [] });
    expect(await storage.readOwner()).toBeNull();
    // Her cart stays as she left it: without the line she removed.
    expect((await storage.readSetAside('alice'))?.cart).toEqual([aLine(pothos, 3)]);
  });

  it("a switch to Bob, then Undo: refused, and Bob's lists are unchanged", async () => {
    const { remove, undo, storage, session, bobsLists } = await aliceSignedIn();
    const { removed } = await remove.execute(1);
    session.become('bob');

    await expect(undo.execute(removed!)).rejects.toMatchObject({
      reason: 'removed-by-another-account',
    });
    expect(await storedState(storage)).toEqual(bobsLists);
    expect(await storage.readOwner()).toBe('bob');
    expect((await storage.readSetAside('alice'))?.cart).toEqual([aLine(pothos, 3)]);
  });

  it('she signs in again: her Undo still puts the line back into her own cart', async () => {
    const { remove, undo, storage, session } = await aliceSignedIn();
    const { removed } = await remove.execute(1);
    session.become(null);
    session.become('alice');

    await undo.execute(removed!);
    expect(await storage.readOwner()).toBe('alice');
    expect(await storage.readCart()).toEqual([aLine(fern, 2), aLine(pothos, 3)]);
  });
});
