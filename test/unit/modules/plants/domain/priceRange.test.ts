import { describe, expect, it } from 'vitest';
import {
  ANY_PRICE,
  isAnyPrice,
  isWithinPrice,
  orderedPriceRange,
  withinPrice,
} from '@/modules/plants/domain/priceRange';
import { aPlant } from '@test/support/plants';

describe('the price range', () => {
  it('includes both ends, and an open end lets every price through on that side', () => {
    const range = { min: 1000, max: 2000 };
    expect([999, 1000, 1500, 2000, 2001].map((price) => isWithinPrice(price, range))).toEqual([
      false,
      true,
      true,
      true,
      false,
    ]);
    expect(isWithinPrice(1, { min: null, max: 2000 })).toBe(true);
    expect(isWithinPrice(999_999, { min: 1000, max: null })).toBe(true);
  });

  it('keeps the plants within it, in their order, and every plant for any price', () => {
    const plants = [5000, 1200, 800, 1900].map((price, index) =>
      aPlant({ plantId: index + 1, price }),
    );
    expect(withinPrice(plants, { min: 1000, max: 2000 }).map((plant) => plant.price)).toEqual([
      1200, 1900,
    ]);
    expect(withinPrice(plants, ANY_PRICE)).toBe(plants);
    expect(isAnyPrice(ANY_PRICE)).toBe(true);
    expect(isAnyPrice({ min: 0, max: null })).toBe(false);
  });

  it('swaps bounds given the wrong way round', () => {
    expect(orderedPriceRange(4000, 1000)).toEqual({ min: 1000, max: 4000 });
    expect(orderedPriceRange(1000, null)).toEqual({ min: 1000, max: null });
    expect(orderedPriceRange(null, 1000)).toEqual({ min: null, max: 1000 });
  });

  it('keeps bounds given the right way round as they are', () => {
    expect(orderedPriceRange(1000, 4000)).toEqual({ min: 1000, max: 4000 });
    expect(orderedPriceRange(1000, 1000)).toEqual({ min: 1000, max: 1000 });
  });
});
