import { describe, expect, it } from 'vitest';
import { AlignStoredLists } from '@/modules/cart/application/AlignStoredLists';
import { CartStore } from '@/modules/cart/application/CartStore';
import { InMemoryCartStorage } from '@/modules/cart/infrastructure/InMemoryCartStorage';
import { USE_CASES } from '@/di/tokens';
import { aLine, aPlant } from '@test/support/plants';
import { storedState } from '@test/support/cartStorage';

const fern = aPlant({ plantId: 1, plantName: 'Boston Fern', price: 1999, availableStock: 5 });
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
const tamperedFern = { ...fern, price: 1 } as typeof fern;

describe('AlignStoredLists: storage brought in line with the catalogue', () => {
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
