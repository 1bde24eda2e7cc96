import { describe, expect, it } from 'vitest';
import { addableQuantity } from '@/modules/cart/domain/addableQuantity';
import { aLine, aPlant } from '@test/support/plants';

const orchid = aPlant({ plantId: 8, plantName: 'Phalaenopsis Orchid', availableStock: 4 });
const fern = aPlant({ plantId: 1, availableStock: 10 });

describe('how many more of a plant the cart can take', () => {
  it('is the whole stock while the cart holds none of the plant', () => {
    expect(addableQuantity([], orchid)).toBe(4);
    expect(addableQuantity([aLine(fern, 3)], orchid)).toBe(4);
  });

  it('is the stock less what the cart holds', () => {
    expect(addableQuantity([aLine(orchid, 3)], orchid)).toBe(1);
    expect(addableQuantity([aLine(fern, 2), aLine(orchid, 1)], orchid)).toBe(3);
  });

  it("is 0 when the cart holds the whole stock, or more than today's stock", () => {
    expect(addableQuantity([aLine(orchid, 4)], orchid)).toBe(0);
    expect(addableQuantity([aLine(orchid, 7)], orchid)).toBe(0);
    expect(addableQuantity([], { ...orchid, availableStock: 0 })).toBe(0);
  });

  it("counts against the plant's stock as shown, not the stock stored with the line", () => {
    const storedWhenStockWasHigher = aLine({ ...orchid, availableStock: 20 }, 3);
    expect(addableQuantity([storedWhenStockWasHigher], orchid)).toBe(1);
  });
});
