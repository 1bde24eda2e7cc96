import { describe, expect, it, vi } from 'vitest';
import { readBothLists } from '@/modules/cart/application/readStoredLists';
import { InMemoryCartStorage } from '@/modules/cart/infrastructure/InMemoryCartStorage';
import { aLine, aPlant } from '@test/support/plants';

const fern = aPlant({ plantId: 1 });
const pothos = aPlant({ plantId: 2 });

describe('readBothLists: the stored lists, one entry per plant', () => {
  it('keeps the first entry of a repeated plant and says so in the console, under the list', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = new InMemoryCartStorage({
      cart: [aLine(fern, 1), aLine(pothos, 2), aLine(fern, 3)],
      wishlist: [pothos, pothos],
    });

    expect(await readBothLists(storage)).toEqual({
      cart: [aLine(fern, 1), aLine(pothos, 2)],
      wishlist: [pothos],
    });
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      '[cart] dropped a duplicate entry for 1',
      '[wishlist] dropped a duplicate entry for 2',
    ]);
  });

  it('says nothing when no plant is repeated', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = new InMemoryCartStorage({ cart: [aLine(fern, 1)], wishlist: [pothos] });
    await readBothLists(storage);
    expect(warn).not.toHaveBeenCalled();
  });
});
