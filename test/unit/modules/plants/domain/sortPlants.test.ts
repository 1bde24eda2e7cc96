import { describe, expect, it, vi } from 'vitest';
import { PLANT_SORTS } from '@/modules/plants/domain/PlantQuery';

import { sortPlants } from '@/modules/plants/domain/sortPlants';

import { aPlant } from '@test/support/plants';

// The property-based cases run a hundred examples each; a busy machine needs more than 5 s.
vi.setConfig({ testTimeout: 30_000 });

import { ids, shop, smallPlantShop } from '@test/support/smallPlantShop';

describe('sortPlants', () => {
  it('featured is the catalogue order, unchanged, while every plant is in stock', () => {
    expect(ids(sortPlants(shop, 'featured'))).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('featured lists the sold-out plants after the others, each part in catalogue order', () => {
    const soldOut = smallPlantShop({
      1: { availableStock: 0 },
      4: { availableStock: 0 },
      6: { availableStock: 0 },
    });
    expect(ids(sortPlants(soldOut, 'featured'))).toEqual([2, 3, 5, 7, 1, 4, 6]);
    const lowStock = smallPlantShop({ 1: { availableStock: 1 }, 2: { availableStock: 0 } });
    expect(ids(sortPlants(lowStock, 'featured'))).toEqual([1, 3, 4, 5, 6, 7, 2]);
  });

  it('keeps sold-out plants in their place in every other order', () => {
    const soldOut = smallPlantShop({ 4: { availableStock: 0 } });
    expect(ids(sortPlants(soldOut, 'price-asc'))).toEqual([4, 7, 5, 2, 3, 1, 6]);
    expect(ids(sortPlants(soldOut, 'relevance'))).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('price low to high, ties in catalogue order', () => {
    expect(ids(sortPlants(shop, 'price-asc'))).toEqual([4, 7, 5, 2, 3, 1, 6]);
  });

  it('price high to low, ties in catalogue order', () => {
    expect(ids(sortPlants(shop, 'price-desc'))).toEqual([6, 1, 3, 2, 5, 4, 7]);
  });

  it('rating best first, ties in catalogue order', () => {
    expect(ids(sortPlants(shop, 'rating'))).toEqual([1, 2, 7, 4, 6, 3, 5]);
  });

  it('name A to Z, ignoring case and accents, numbers in number order', () => {
    expect(ids(sortPlants(shop, 'name'))).toEqual([6, 3, 4, 7, 1, 2, 5]);
    const named = ['plant 10', 'Plant 2', 'Éa', 'eb', 'Ea'].map((plantName, index) =>
      aPlant({ plantId: index + 1, plantName }),
    );
    // 'Éa' and 'Ea' tie at base strength and keep their catalogue order.
    expect(sortPlants(named, 'name').map((plant) => plant.plantName)).toEqual([
      'Éa',
      'Ea',
      'eb',
      'Plant 2',
      'plant 10',
    ]);
  });

  it('is stable for every sort: equal plants keep their catalogue order', () => {
    const twins = Array.from({ length: 12 }, (_, index) =>
      aPlant({ plantId: index + 1, plantName: 'Twin', price: 1000, rating: 4 }),
    );
    for (const sort of PLANT_SORTS) {
      expect(ids(sortPlants(twins, sort)), sort).toEqual(ids(twins));
    }
  });

  it('returns a copy and never reorders the catalogue', () => {
    const before = ids(shop);
    for (const sort of PLANT_SORTS) {
      const sorted = sortPlants(shop, sort);
      expect(sorted).not.toBe(shop);
      expect(sorted).toHaveLength(shop.length);
    }
    expect(ids(shop)).toEqual(before);
  });
});
