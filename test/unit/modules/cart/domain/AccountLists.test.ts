import { describe, expect, it } from 'vitest';
import { hasAnyList, NO_LISTS } from '@/modules/cart/domain/AccountLists';
import { aLine, aPlant } from '@test/support/plants';

const fern = aPlant({ plantId: 1 });

describe('hasAnyList', () => {
  it('is false for two empty lists', () => {
    expect(hasAnyList(NO_LISTS)).toBe(false);
  });

  it('is true when either list holds something, or both', () => {
    expect(hasAnyList({ cart: [aLine(fern, 1)], wishlist: [] })).toBe(true);
    expect(hasAnyList({ cart: [], wishlist: [fern] })).toBe(true);
    expect(hasAnyList({ cart: [aLine(fern, 1)], wishlist: [fern] })).toBe(true);
  });
});
