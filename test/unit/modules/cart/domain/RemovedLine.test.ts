import { describe, expect, it } from 'vitest';
import { lineRemoved, restoreLine } from '@/modules/cart/domain/RemovedLine';
import { aLine, aPlant } from '@test/support/plants';

const fern = aPlant({ plantId: 1, availableStock: 5 });
const pothos = aPlant({ plantId: 2, availableStock: 10 });
const ivy = aPlant({ plantId: 3, availableStock: 10 });
const soldOut = aPlant({ plantId: 4, availableStock: 0 });

describe('a removed line and its Undo', () => {
  it('tells the line a change removed, where it stood, and whose cart it was', () => {
    const before = [aLine(fern, 2), aLine(pothos, 3), aLine(ivy, 1)];
    expect(lineRemoved(before, [aLine(fern, 2), aLine(ivy, 1)], 2, 'alice')).toEqual({
      line: aLine(pothos, 3),
      index: 1,
      owner: 'alice',
    });
  });

  it('tells nothing when the line is still there or was never there', () => {
    const before = [aLine(fern, 2), aLine(pothos, 3)];
    expect(lineRemoved(before, [aLine(fern, 1), aLine(pothos, 3)], 1, 'alice')).toBeNull();
    expect(lineRemoved(before, before, 9, 'alice')).toBeNull();
  });

  it('puts the line back at its index, first, or last when the cart is shorter now', () => {
    const rest = [aLine(fern, 2), aLine(ivy, 1)];
    expect(restoreLine(rest, { line: aLine(pothos, 3), index: 1 })).toEqual([
      aLine(fern, 2),
      aLine(pothos, 3),
      aLine(ivy, 1),
    ]);
    expect(restoreLine(rest, { line: aLine(pothos, 3), index: 0 })[0]).toEqual(aLine(pothos, 3));
    expect(restoreLine([], { line: aLine(pothos, 3), index: 2 })).toEqual([aLine(pothos, 3)]);
  });

  it('puts back a line that is not for sale as it was stored (it was shown so)', () => {
    expect(restoreLine([aLine(fern, 1)], { line: aLine(soldOut, 2), index: 0 })).toEqual([
      aLine(soldOut, 2),
      aLine(fern, 1),
    ]);
  });

  it('merges into a line of the same plant added since, capped at the stock, never lowering it', () => {
    expect(restoreLine([aLine(fern, 1)], { line: aLine(fern, 2), index: 0 })).toEqual([
      aLine(fern, 3),
    ]);
    expect(restoreLine([aLine(fern, 4)], { line: aLine(fern, 3), index: 0 })).toEqual([
      aLine(fern, 5),
    ]);
    const above = aPlant({ plantId: 1, availableStock: 2 });
    expect(restoreLine([aLine(above, 3)], { line: aLine(above, 1), index: 0 })).toEqual([
      aLine(above, 3),
    ]);
  });
});
