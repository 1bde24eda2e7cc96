import { describe, expect, it } from 'vitest';
import { addCounting } from '@/modules/cart/domain/CartAddition';
import { aLine, aPlant } from '@test/support/plants';

const orchid = aPlant({ plantId: 8, plantName: 'Phalaenopsis Orchid', availableStock: 2 });
const fern = aPlant({ plantId: 1, availableStock: 10 });

describe('an add, counted', () => {
  it('counts a whole add into an empty cart or onto a line', () => {
    expect(addCounting([], fern, 3)).toEqual({
      lines: [aLine(fern, 3)],
      added: 3,
      stoppedByStock: false,
      inCart: 3,
    });
    expect(addCounting([aLine(fern, 2)], fern, 1)).toMatchObject({ added: 1, inCart: 3 });
  });

  it('counts an add the stock stopped short, and one it stopped altogether', () => {
    expect(addCounting([aLine(orchid, 1)], orchid, 2)).toMatchObject({
      added: 1,
      stoppedByStock: true,
      inCart: 2,
    });
    expect(addCounting([aLine(orchid, 2)], orchid, 1)).toMatchObject({
      lines: [aLine(orchid, 2)],
      added: 0,
      stoppedByStock: true,
      inCart: 2,
    });
  });

  it('counts nothing added when a stored quantity above the stock is lowered by the add', () => {
    expect(addCounting([aLine(orchid, 5)], orchid, 1)).toMatchObject({
      added: 0,
      stoppedByStock: true,
      inCart: 2,
    });
  });

  it('asks for a whole number, at least 1, as addPlant does', () => {
    expect(addCounting([], fern, 2.7)).toMatchObject({ added: 2, stoppedByStock: false });
    expect(addCounting([], fern, 0)).toMatchObject({ added: 1, stoppedByStock: false });
    expect(addCounting([], fern, Number.NaN)).toMatchObject({ added: 1, stoppedByStock: false });
  });

  it('refuses an out-of-stock plant as addPlant does', () => {
    expect(() => addCounting([], aPlant({ plantId: 3, availableStock: 0 }), 1)).toThrow(
      expect.objectContaining({ reason: 'out-of-stock' }),
    );
  });
});
