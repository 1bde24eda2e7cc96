import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { facetedCounts, type PlantFilters } from '@/modules/plants/domain/facetedCounts';
import { facetCounts } from '@/modules/plants/domain/plantFacets';
import { filterPlants } from '@/modules/plants/domain/searchPlants';
import { ANY_PRICE } from '@/modules/plants/domain/priceRange';

import { aPlant } from '@test/support/plants';
import { smallPlantShop } from '@test/support/smallPlantShop';

// The property-based case runs a hundred examples; a busy machine needs more than 5 s.
vi.setConfig({ testTimeout: 30_000 });

// The small shop with Bird of Paradise (6, Tropical, Moderate) and Haworthia (7, Succulents, Easy)
// sold out.
const shop = smallPlantShop({ 6: { availableStock: 0 }, 7: { availableStock: 0 } });
const offered = facetCounts(shop);
const filters = (overrides: Partial<PlantFilters> = {}): PlantFilters => ({
  categories: [],
  careLevels: [],
  inStock: false,
  price: ANY_PRICE,
  ...overrides,
});
const countsOf = (list: readonly { value: string; count: number }[]) =>
  Object.fromEntries(list.map(({ value, count }) => [value, count]));

describe('facetedCounts', () => {
  it('with no choice, counts every plant by category and care level, and those in stock', () => {
    const counts = facetedCounts(shop, filters(), offered);
    expect(counts.categories).toEqual(offered.categories);
    expect(counts.careLevels).toEqual(offered.careLevels);
    expect(counts.inStock).toBe(5);
  });

  it('counts a care level within the checked categories: Pet Friendly ticked, Easy is not 4', () => {
    const counts = facetedCounts(shop, filters({ categories: ['Pet Friendly'] }), offered);
    expect(countsOf(counts.careLevels)).toEqual({ Easy: 0, Moderate: 0, Expert: 1 });
    expect(counts.inStock).toBe(1);
  });

  it('never narrows a group by its own choices: a checked category leaves the other categories counted', () => {
    const counts = facetedCounts(shop, filters({ categories: ['Succulents'] }), offered);
    expect(countsOf(counts.categories)).toEqual({
      'Low Light': 1,
      'Pet Friendly': 1,
      Succulents: 3,
      Tropical: 2,
    });
    const easy = facetedCounts(shop, filters({ careLevels: ['Easy'] }), offered);
    expect(countsOf(easy.careLevels)).toEqual({ Easy: 4, Moderate: 2, Expert: 1 });
    expect(countsOf(easy.categories)).toEqual({
      'Low Light': 1,
      'Pet Friendly': 0,
      Succulents: 2,
      Tropical: 1,
    });
  });

  it('In stock narrows the other counts; the In stock count follows the other groups', () => {
    const inStock = facetedCounts(shop, filters({ inStock: true }), offered);
    expect(countsOf(inStock.categories)).toEqual({
      'Low Light': 1,
      'Pet Friendly': 1,
      Succulents: 2,
      Tropical: 1,
    });
    expect(countsOf(inStock.careLevels)).toEqual({ Easy: 3, Moderate: 1, Expert: 1 });
    expect(inStock.inStock).toBe(5);
    const tropical = facetedCounts(shop, filters({ categories: ['Tropical'] }), offered);
    expect(tropical.inStock).toBe(1);
  });

  it('counts only the plants the search found', () => {
    const found = shop.filter((plant) => plant.category === 'Succulents');
    const counts = facetedCounts(found, filters(), offered);
    expect(countsOf(counts.categories)).toEqual({
      'Low Light': 0,
      'Pet Friendly': 0,
      Succulents: 3,
      Tropical: 0,
    });
    expect(counts.inStock).toBe(2);
  });

  it('keeps every offered value in its order and spelling, matching case and accents loosely', () => {
    const plants = [
      aPlant({ plantId: 1, category: ' succulents', careLevel: 'EASY' }),
      aPlant({ plantId: 2, category: 'Fleurs', careLevel: 'Easy' }),
    ];
    const offeredHere = facetCounts([aPlant({ category: 'Succulents', careLevel: 'Easy' })]);
    const counts = facetedCounts(plants, filters({ categories: ['SUCCULENTS'] }), offeredHere);
    expect(counts.categories).toEqual([{ value: 'Succulents', count: 1 }]);
    expect(counts.careLevels).toEqual([{ value: 'Easy', count: 1 }]);
  });

  it('counts only the plants within the price range, in every group', () => {
    // $20 to $30 holds two of the seven plants.
    const priced = filters({ price: { min: 2000, max: 3000 } });
    const inRange = shop.filter((plant) => plant.price >= 2000 && plant.price <= 3000);
    const counts = facetedCounts(shop, priced, offered);
    const total = (list: readonly { count: number }[]) =>
      list.reduce((sum, { count }) => sum + count, 0);
    expect(total(counts.categories)).toBe(inRange.length);
    expect(total(counts.careLevels)).toBe(inRange.length);
    expect(counts.inStock).toBe(inRange.filter((plant) => plant.availableStock > 0).length);
    expect(inRange.length).toBeGreaterThan(0);
    expect(inRange.length).toBeLessThan(shop.length);
  });

  it('gives each choice the number of results ticking it alone in its group would give', () => {
    const categories = ['Tropical', 'Succulents', 'Low Light', 'Pet Friendly'];
    const careLevels = ['Easy', 'Moderate', 'Expert'];
    const anyFilters = fc.record({
      categories: fc.subarray(categories),
      careLevels: fc.subarray(careLevels),
      inStock: fc.boolean(),
      price: fc.record({
        min: fc.option(fc.integer({ min: 0, max: 6000 }), { nil: null }),
        max: fc.option(fc.integer({ min: 0, max: 6000 }), { nil: null }),
      }),
    });
    fc.assert(
      fc.property(anyFilters, (chosen) => {
        const counts = facetedCounts(shop, chosen, offered);
        const results = (change: Partial<PlantFilters>) =>
          filterPlants(shop, { search: '', ...chosen, ...change }).length;
        for (const { value, count } of counts.categories) {
          expect(count).toBe(results({ categories: [value] }));
        }
        for (const { value, count } of counts.careLevels) {
          expect(count).toBe(results({ careLevels: [value] }));
        }
        expect(counts.inStock).toBe(results({ inStock: true }));
      }),
    );
  });
});
