import { describe, expect, it, vi } from 'vitest';
import { EMPTY_PLANT_QUERY, type PlantQuery } from '@/modules/plants/domain/PlantQuery';

import { filterPlants } from '@/modules/plants/domain/searchPlants';

import { sortPlants } from '@/modules/plants/domain/sortPlants';
import type { Plant } from '@/modules/shared/domain/Plant';
import { aPlant } from '@test/support/plants';

// The property-based cases run a hundred examples each; a busy machine needs more than 5 s.
vi.setConfig({ testTimeout: 30_000 });

import { ids, query, shop, smallPlantShop } from '@test/support/smallPlantShop';

describe('filterPlants: the search (name, category, provider)', () => {
  const search = (text: string) => ids(filterPlants(shop, query({ search: text })));

  it('finds plants by part of their name, ignoring case', () => {
    expect(search('snake')).toEqual([2]);
    expect(search('PEARL')).toEqual([5]);
    expect(search('oF')).toEqual([5, 6]);
  });

  it('finds plants by category and by provider', () => {
    expect(search('succulent')).toEqual([4, 5, 7]);
    expect(search('low light')).toEqual([2]);
    expect(search('fern & fig')).toEqual([3, 6]);
    expect(search('canopy')).toEqual([7]);
  });

  it('ignores accents both ways: cafe finds Café, jardín and jardin both find Jardín', () => {
    expect(search('cafe')).toEqual([3]);
    expect(search('CAFÉ AU LAIT')).toEqual([3]);
    expect(search('jardin mendez')).toEqual([4]);
    expect(search('Jardín')).toEqual([4]);
    // A decomposed é (e + combining accent) is the same letter.
    expect(search('cafe\u0301')).toEqual([3]);
  });

  it('needs every word, each in any of the three fields', () => {
    expect(search('fig tropical')).toEqual([6]);
    expect(search('succulents easy')).toEqual([]); // care level is a filter, not searched
    expect(search('plant snake')).toEqual([2]);
    expect(search('snake monstera')).toEqual([]);
  });

  it('does not search the description, and a word never spans two fields', () => {
    expect(search('country')).toEqual([]);
    expect(search('monsteratropical')).toEqual([]);
  });

  it('treats a blank or spaced-out search as no search', () => {
    expect(search('')).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(search('   ')).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(search('  snake   plant ')).toEqual([2]);
  });

  it('returns a new list and leaves the catalogue as it was', () => {
    const before = [...shop];
    const found = filterPlants(shop, query());
    expect(found).not.toBe(shop);
    expect(found).toEqual(shop);
    expect(shop).toEqual(before);
  });
});

describe('filterPlants: the filters', () => {
  const filter = (overrides: Partial<PlantQuery>) => ids(filterPlants(shop, query(overrides)));

  it('keeps the plants within the price range, both ends included, with the other filters', () => {
    expect(filter({ price: { min: 2299, max: 4499 } })).toEqual([2, 3, 5]);
    expect(filter({ price: { min: null, max: 999 } })).toEqual([4, 7]);
    expect(filter({ price: { min: 2299, max: 4499 }, careLevels: ['Easy'] })).toEqual([2]);
  });

  it('keeps plants of any checked category (OR within a group)', () => {
    expect(filter({ categories: ['Succulents'] })).toEqual([4, 5, 7]);
    expect(filter({ categories: ['Succulents', 'Tropical'] })).toEqual([1, 4, 5, 6, 7]);
  });

  it('keeps plants of any checked care level', () => {
    expect(filter({ careLevels: ['Moderate', 'Expert'] })).toEqual([3, 5, 6]);
  });

  it('combines groups with AND, and with the search', () => {
    expect(filter({ categories: ['Succulents'], careLevels: ['Easy'] })).toEqual([4, 7]);
    expect(filter({ categories: ['Succulents', 'Tropical'], careLevels: ['Moderate'] })).toEqual([
      5, 6,
    ]);
    expect(filter({ search: 'fig', categories: ['Tropical'], careLevels: ['Easy'] })).toEqual([]);
    expect(filter({ search: 'a', categories: ['Succulents'], careLevels: ['Easy'] })).toEqual([
      4, 7,
    ]);
  });

  it('compares filter values like the search: case, accents and outer spaces do not matter', () => {
    expect(filter({ categories: ['succulents'] })).toEqual([4, 5, 7]);
    expect(filter({ categories: [' LOW LIGHT '] })).toEqual([2]);
    const accented = [aPlant({ plantId: 9, category: 'Plantes à fleurs' })];
    expect(ids(filterPlants(accented, query({ categories: ['plantes a fleurs'] })))).toEqual([9]);
  });

  it('finds nothing for a value no plant has', () => {
    expect(filter({ categories: ['Cacti'] })).toEqual([]);
  });

  it('In stock leaves the sold-out plants out, with the other filters and the search', () => {
    const soldOut = smallPlantShop({ 5: { availableStock: 0 }, 7: { availableStock: 0 } });
    const inStock = (overrides: Partial<PlantQuery>) =>
      ids(filterPlants(soldOut, query({ inStock: true, ...overrides })));
    expect(inStock({})).toEqual([1, 2, 3, 4, 6]);
    expect(inStock({ categories: ['Succulents'] })).toEqual([4]);
    expect(inStock({ search: 'haworthia' })).toEqual([]);
    expect(ids(filterPlants(soldOut, query({ inStock: false })))).toEqual(ids(soldOut));
  });
});

/** What /plants shows for a query (src/ui/pages/plants/PlantListing.tsx): filtered, then sorted. */
const shown = (plants: readonly Plant[], plantQuery: PlantQuery) =>
  sortPlants(filterPlants(plants, plantQuery), plantQuery.sort);

describe('search and sort together, as /plants applies them', () => {
  it('with the empty query is the whole catalogue in catalogue order (the spec grid)', () => {
    expect(shown(shop, EMPTY_PLANT_QUERY)).toEqual(shop);
  });

  it('with the empty query lists the sold-out plants last, the others in catalogue order', () => {
    const soldOut = smallPlantShop({ 2: { availableStock: 0 }, 5: { availableStock: 0 } });
    expect(ids(shown(soldOut, EMPTY_PLANT_QUERY))).toEqual([1, 3, 4, 6, 7, 2, 5]);
  });

  it('filters, then sorts what is left', () => {
    expect(ids(shown(shop, query({ categories: ['Succulents'], sort: 'price-desc' })))).toEqual([
      5, 4, 7,
    ]);
    expect(ids(shown(shop, query({ search: 'fig', sort: 'name' })))).toEqual([6, 3]);
  });

  it('finds plants in a 10,000-plant catalogue', () => {
    const many = Array.from({ length: 10_000 }, (_, index) =>
      aPlant({
        plantId: index + 1,
        plantName: index % 1000 === 0 ? `Café ${index}` : `Plant ${index}`,
        category: index % 2 === 0 ? 'Even' : 'Odd',
      }),
    );
    const found = shown(many, query({ search: 'cafe', sort: 'name' }));
    expect(found.map((plant) => plant.plantName)).toEqual([
      'Café 0',
      'Café 1000',
      'Café 2000',
      'Café 3000',
      'Café 4000',
      'Café 5000',
      'Café 6000',
      'Café 7000',
      'Café 8000',
      'Café 9000',
    ]);
    expect(shown(many, query({ categories: ['Odd'] }))).toHaveLength(5000);
  });
});
