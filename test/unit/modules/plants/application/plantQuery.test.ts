import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import {
  activeFilterCount,
  applyPlantQuery,
  EMPTY_PLANT_QUERY,
  facetCounts,
  filterPlants,
  isEmptyPlantQuery,
  MAX_FACET_VALUES,
  MAX_SEARCH_LENGTH,
  parsePlantQuery,
  PLANT_SORTS,
  PlantQuerySchema,
  restrictToFacets,
  serialisePlantQuery,
  sortPlants,
  type PlantQuery,
} from '../../../../../src/modules/plants/application/plantQuery';
import type { Plant } from '../../../../../src/modules/plants/domain/Plant';
import { aPlant } from '../../../../support/plants';

// The property-based cases run a hundred examples each; a busy machine needs more than 5 s.
vi.setConfig({ testTimeout: 30_000 });

const query = (overrides: Partial<PlantQuery> = {}): PlantQuery => ({
  ...EMPTY_PLANT_QUERY,
  ...overrides,
});

const ids = (plants: readonly Plant[]) => plants.map((plant) => plant.plantId);

/** A small shop: names, categories, providers and care levels chosen for the cases below. */
const shop: readonly Plant[] = [
  aPlant({
    plantId: 1,
    plantName: 'Monstera Deliciosa',
    category: 'Tropical',
    providerName: 'Greenhouse Co.',
    careLevel: 'Easy',
    price: 4999,
    rating: 4.8,
  }),
  aPlant({
    plantId: 2,
    plantName: 'Snake Plant',
    category: 'Low Light',
    providerName: 'Verdant Roots Nursery',
    careLevel: 'Easy',
    price: 2499,
    rating: 4.7,
  }),
  aPlant({
    plantId: 3,
    plantName: 'Calathea Café au Lait',
    category: 'Pet Friendly',
    providerName: 'Fern & Fig Growers',
    careLevel: 'Expert',
    price: 4499,
    rating: 4.3,
  }),
  aPlant({
    plantId: 4,
    plantName: 'Echeveria',
    category: 'Succulents',
    providerName: 'Jardín Méndez',
    careLevel: 'Easy',
    price: 999,
    rating: 4.5,
  }),
  aPlant({
    plantId: 5,
    plantName: 'String of Pearls',
    category: 'Succulents',
    providerName: 'Sunny Sill Gardens',
    careLevel: 'Moderate',
    price: 2299,
    rating: 4.1,
  }),
  aPlant({
    plantId: 6,
    plantName: 'Bird of Paradise',
    category: 'Tropical',
    providerName: 'Fern & Fig Growers',
    careLevel: 'Moderate',
    price: 8999,
    rating: 4.5,
  }),
  aPlant({
    plantId: 7,
    plantName: 'Haworthia',
    category: 'Succulents',
    providerName: 'Canopy & Clay',
    careLevel: 'Easy',
    price: 999,
    rating: 4.7,
    description: 'A tropical-looking succulent from Monstera country.',
  }),
];

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
});

describe('sortPlants', () => {
  it('featured is the catalogue order, unchanged', () => {
    expect(ids(sortPlants(shop, 'featured'))).toEqual([1, 2, 3, 4, 5, 6, 7]);
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

describe('applyPlantQuery', () => {
  it('with the empty query is the whole catalogue in catalogue order (the spec grid)', () => {
    expect(applyPlantQuery(shop, EMPTY_PLANT_QUERY)).toEqual(shop);
  });

  it('filters, then sorts what is left', () => {
    expect(
      ids(applyPlantQuery(shop, query({ categories: ['Succulents'], sort: 'price-desc' }))),
    ).toEqual([5, 4, 7]);
    expect(ids(applyPlantQuery(shop, query({ search: 'fig', sort: 'name' })))).toEqual([6, 3]);
  });

  it('finds plants in a 10,000-plant catalogue', () => {
    const many = Array.from({ length: 10_000 }, (_, index) =>
      aPlant({
        plantId: index + 1,
        plantName: index % 1000 === 0 ? `Café ${index}` : `Plant ${index}`,
        category: index % 2 === 0 ? 'Even' : 'Odd',
      }),
    );
    const found = applyPlantQuery(many, query({ search: 'cafe', sort: 'name' }));
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
    expect(applyPlantQuery(many, query({ categories: ['Odd'] }))).toHaveLength(5000);
  });
});

describe('parsePlantQuery', () => {
  it('reads q, category, care and sort from URLSearchParams', () => {
    const params = new URLSearchParams(
      'q=fern&category=Succulents&category=Tropical&care=Easy&sort=price-desc',
    );
    expect(parsePlantQuery(params)).toEqual({
      search: 'fern',
      categories: ['Succulents', 'Tropical'],
      careLevels: ['Easy'],
      sort: 'price-desc',
    });
  });

  it('reads a list of pairs and a record of values the same way', () => {
    const expected = query({ search: 'aloe', categories: ['A', 'B'], sort: 'name' });
    expect(
      parsePlantQuery([
        ['q', 'aloe'],
        ['category', 'A'],
        ['category', 'B'],
        ['sort', 'name'],
      ]),
    ).toEqual(expected);
    expect(parsePlantQuery({ q: 'aloe', category: ['A', 'B'], sort: 'name' })).toEqual(expected);
    expect(parsePlantQuery({ q: ['aloe', 'ignored'], care: undefined })).toEqual(
      query({ search: 'aloe' }),
    );
  });

  it('gives the empty query for no parameters', () => {
    expect(parsePlantQuery(new URLSearchParams())).toEqual(EMPTY_PLANT_QUERY);
    expect(parsePlantQuery({})).toEqual(EMPTY_PLANT_QUERY);
  });

  it('ignores an unknown sort, and takes only the first q and sort', () => {
    expect(parsePlantQuery(new URLSearchParams('sort=cheapest')).sort).toBe('featured');
    expect(parsePlantQuery(new URLSearchParams('sort=')).sort).toBe('featured');
    expect(parsePlantQuery(new URLSearchParams('sort=PRICE-ASC')).sort).toBe('featured');
    expect(parsePlantQuery(new URLSearchParams('sort=rating&sort=name')).sort).toBe('rating');
    expect(parsePlantQuery(new URLSearchParams('q=one&q=two')).search).toBe('one');
  });

  it('trims the search, makes runs of spaces one, and cuts it to the longest kept', () => {
    expect(parsePlantQuery(new URLSearchParams('q=%20%20snake%20%20%20plant%20')).search).toBe(
      'snake plant',
    );
    expect(parsePlantQuery(new URLSearchParams('q=+++')).search).toBe('');
    const long = parsePlantQuery({ q: 'x'.repeat(5000) }).search;
    expect(long).toBe('x'.repeat(MAX_SEARCH_LENGTH));
  });

  it('drops blank, over-long and repeated filter values, and stops at the most it reads', () => {
    const params = new URLSearchParams();
    for (const value of ['', '  ', 'Succulents', ' succulents ', 'SUCCULENTS', 'x'.repeat(81)]) {
      params.append('category', value);
    }
    params.append('care', ' Easy ');
    expect(parsePlantQuery(params)).toEqual(
      query({ categories: ['Succulents'], careLevels: ['Easy'] }),
    );
    const many = Array.from({ length: 500 }, (_, index) => `Category ${index}`);
    expect(parsePlantQuery({ category: many }).categories).toHaveLength(MAX_FACET_VALUES);
  });

  it('ignores keys it does not know', () => {
    expect(parsePlantQuery(new URLSearchParams('utm_source=mail&page=3&Q=fern'))).toEqual(
      EMPTY_PLANT_QUERY,
    );
  });

  it('never throws, and always gives a valid query, whatever the URL holds', () => {
    expect(() =>
      parsePlantQuery(new URLSearchParams('q=%E0%A4%A&category=%FF&sort=%00')),
    ).not.toThrow();
    const key = fc.constantFrom('q', 'category', 'care', 'sort', 'other');
    fc.assert(
      fc.property(fc.array(fc.tuple(key, fc.string({ unit: 'binary' }))), (pairs) => {
        const parsed = parsePlantQuery(pairs);
        expect(v.is(PlantQuerySchema, parsed)).toBe(true);
      }),
    );
  });
});

describe('serialisePlantQuery', () => {
  it('writes nothing for the empty query, so /plants has no query string', () => {
    expect(serialisePlantQuery(EMPTY_PLANT_QUERY)).toEqual([]);
    expect(serialisePlantQuery(query({ search: '   ' }))).toEqual([]);
    expect(isEmptyPlantQuery(query({ search: '   ' }))).toBe(true);
  });

  it('writes q, each category, each care level and a sort other than featured, in that order', () => {
    const pairs = serialisePlantQuery({
      search: ' snake  plant ',
      categories: ['Low Light', 'Tropical'],
      careLevels: ['Easy'],
      sort: 'rating',
    });
    expect(pairs).toEqual([
      ['q', 'snake plant'],
      ['category', 'Low Light'],
      ['category', 'Tropical'],
      ['care', 'Easy'],
      ['sort', 'rating'],
    ]);
    expect(new URLSearchParams(pairs).toString()).toBe(
      'q=snake+plant&category=Low+Light&category=Tropical&care=Easy&sort=rating',
    );
  });

  it('round-trips: reading what was written gives the same query, through a URL string too', () => {
    const text = fc.string({ unit: 'grapheme', maxLength: 30 });
    const anyQuery = fc.record({
      // Short enough that cutting it to MAX_SEARCH_LENGTH never splits a character.
      search: fc.string({ unit: 'grapheme', maxLength: 8 }),
      categories: fc.array(text, { maxLength: 5 }),
      careLevels: fc.array(text, { maxLength: 5 }),
      sort: fc.constantFrom(...PLANT_SORTS),
    });
    fc.assert(
      fc.property(anyQuery, (raw) => {
        const parsed = parsePlantQuery(serialisePlantQuery(raw));
        expect(parsePlantQuery(serialisePlantQuery(parsed))).toEqual(parsed);
        const url = new URLSearchParams(serialisePlantQuery(parsed)).toString();
        expect(parsePlantQuery(new URLSearchParams(url))).toEqual(parsed);
      }),
    );
  });
});

describe('facetCounts', () => {
  it('lists each category alphabetically and each care level easiest first, with counts', () => {
    expect(facetCounts(shop)).toEqual({
      categories: [
        { value: 'Low Light', count: 1 },
        { value: 'Pet Friendly', count: 1 },
        { value: 'Succulents', count: 3 },
        { value: 'Tropical', count: 2 },
      ],
      careLevels: [
        { value: 'Easy', count: 4 },
        { value: 'Moderate', count: 2 },
        { value: 'Expert', count: 1 },
      ],
    });
  });

  it('counts spellings that differ in case, accents or spaces as one, leaves blanks out', () => {
    const plants = [
      aPlant({ plantId: 1, category: 'Succulents', careLevel: 'Beginner' }),
      aPlant({ plantId: 2, category: ' succulents', careLevel: 'Expert' }),
      aPlant({ plantId: 3, category: '', careLevel: ' ' }),
      aPlant({ plantId: 4, category: 'Fleurs', careLevel: 'Advanced' }),
    ];
    expect(facetCounts(plants)).toEqual({
      categories: [
        { value: 'Fleurs', count: 1 },
        { value: 'Succulents', count: 2 },
      ],
      careLevels: [
        { value: 'Expert', count: 1 },
        { value: 'Advanced', count: 1 },
        { value: 'Beginner', count: 1 },
      ],
    });
  });

  it('is empty for an empty catalogue', () => {
    expect(facetCounts([])).toEqual({ categories: [], careLevels: [] });
  });
});

describe('restrictToFacets', () => {
  const facets = facetCounts(shop);

  it('keeps only values the catalogue offers, spelt as the catalogue spells them', () => {
    const restricted = restrictToFacets(
      query({
        search: 'x',
        categories: ['succulents', 'Cacti', 'TROPICAL', 'Succulents'],
        careLevels: ['expert', 'Impossible'],
        sort: 'name',
      }),
      facets,
    );
    expect(restricted).toEqual(
      query({
        search: 'x',
        categories: ['Succulents', 'Tropical'],
        careLevels: ['Expert'],
        sort: 'name',
      }),
    );
    expect(activeFilterCount(restricted)).toBe(3);
  });

  it('leaves a query within the facets as it is', () => {
    const within = query({ categories: ['Tropical'], careLevels: ['Easy'] });
    expect(restrictToFacets(within, facets)).toEqual(within);
  });
});
