import { describe, expect, it, vi } from 'vitest';
import { createInMemoryContainer } from '@/di/inMemoryContainer';
import { InMemoryAuth } from '@/modules/auth/infrastructure/InMemoryAuth';
import { CartStore } from '@/modules/cart/application/CartStore';
import {
  FollowSignedInAccount,
  type SignedInAccount,
} from '@/modules/cart/application/FollowSignedInAccount';
import type { AccountId } from '@/modules/cart/domain/AccountLists';
import { InMemoryCartStorage } from '@/modules/cart/infrastructure/InMemoryCartStorage';
import { aLine, aPlant } from '@test/support/plants';

/** A signed-in account the test moves by hand. */
function anAccount(): SignedInAccount & { become(next: AccountId | null): void } {
  let current: AccountId | null = null;
  const listeners = new Set<() => void>();
  return {
    current: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    become(next) {
      current = next;
      listeners.forEach((listener) => listener());
    },
  };
}

function lists(initial: ConstructorParameters<typeof InMemoryCartStorage>[0] = {}) {
  const storage = new InMemoryCartStorage(initial);
  return { storage, store: new CartStore(storage) };
}

describe('FollowSignedInAccount: the lists follow the signed-in account', () => {
  it('switches the lists on every change of account, until stopped', async () => {
    const { storage, store } = lists();
    const account = anAccount();
    const stop = new FollowSignedInAccount(account, store).execute();

    account.become('alice');
    await vi.waitFor(async () => expect(await storage.readOwner()).toBe('alice'));
    account.become(null);
    await vi.waitFor(async () => expect(await storage.readOwner()).toBeNull());

    stop();
    account.become('bob');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await storage.readOwner()).toBeNull();
  });

  it('says so on the console and leaves the lists where they were when a switch fails', async () => {
    const fern = aPlant({ plantId: 1 });
    const { storage, store } = lists({ cart: [aLine(fern, 2)] });
    storage.failWrites();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const account = anAccount();
    new FollowSignedInAccount(account, store).execute();

    account.become('alice');
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        '[cart] could not switch the lists to the signed-in account',
        expect.anything(),
      ),
    );
    expect(await storage.readCart()).toEqual([aLine(fern, 2)]);
    expect(await storage.readOwner()).toBeNull();
  });

  it('is started by the composition root, over the session store: a sign-in hands the lists to that account', async () => {
    const auth = new InMemoryAuth();
    const cartStorage = new InMemoryCartStorage();
    createInMemoryContainer({ auth, cartStorage });

    const user = await auth.signUp({ email: 'fern@example.com', password: 'Secret1' });
    await vi.waitFor(async () => expect(await cartStorage.readOwner()).toBe(user.uid));
    await auth.signOut();
    await vi.waitFor(async () => expect(await cartStorage.readOwner()).toBeNull());
  });
});
