import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import {
  activeFilterCount,
  EMPTY_PLANT_QUERY,
  isEmptyPlantQuery,
  MAX_FACET_VALUES,
  MAX_SEARCH_LENGTH,
  PLANT_SORTS,
  PlantQuerySchema,
} from '@/modules/plants/domain/PlantQuery';

import { parsePlantQuery, serialisePlantQuery } from '@/ui/pages/plants/plantQueryUrl';

// The property-based cases run a hundred examples each; a busy machine needs more than 5 s.
vi.setConfig({ testTimeout: 30_000 });

import { query } from '@test/support/smallPlantShop';

describe('parsePlantQuery', () => {
  it('reads q, category, care, stock and sort from URLSearchParams', () => {
    const params = new URLSearchParams(
      'q=fern&category=Succulents&category=Tropical&care=Easy&stock=in&sort=price-desc',
    );
    expect(parsePlantQuery(params)).toEqual({
      search: 'fern',
      categories: ['Succulents', 'Tropical'],
      careLevels: ['Easy'],
      inStock: true,
      price: { min: null, max: null },
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
      query({ search: 'aloe', sort: 'relevance' }),
    );
  });

  it('orders a search by best match unless a sort is given, and no search never by best match', () => {
    expect(parsePlantQuery(new URLSearchParams('q=fern')).sort).toBe('relevance');
    expect(parsePlantQuery(new URLSearchParams('q=fern&sort=featured')).sort).toBe('featured');
    expect(parsePlantQuery(new URLSearchParams('q=fern&sort=relevance')).sort).toBe('relevance');
    expect(parsePlantQuery(new URLSearchParams('q=+&sort=relevance')).sort).toBe('featured');
    expect(parsePlantQuery(new URLSearchParams('sort=relevance')).sort).toBe('featured');
  });

  it('writes the sort only when it is not the default for the search', () => {
    expect(serialisePlantQuery(query({ search: 'fern', sort: 'relevance' }))).toEqual([
      ['q', 'fern'],
    ]);
    expect(serialisePlantQuery(query({ search: 'fern', sort: 'featured' }))).toEqual([
      ['q', 'fern'],
      ['sort', 'featured'],
    ]);
    expect(serialisePlantQuery(query({ sort: 'featured' }))).toEqual([]);
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

  it('reads stock=in as the In stock filter, and any other stock as none', () => {
    expect(parsePlantQuery(new URLSearchParams('stock=in')).inStock).toBe(true);
    expect(parsePlantQuery(new URLSearchParams('stock=in&stock=out')).inStock).toBe(true);
    for (const other of ['', 'out', 'IN', 'in ', '1', 'true']) {
      expect(parsePlantQuery({ stock: other }).inStock, other).toBe(false);
    }
    expect(parsePlantQuery({ stock: 'out', category: 'Tropical' }).inStock).toBe(false);
    expect(parsePlantQuery({}).inStock).toBe(false);
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
    const key = fc.constantFrom('q', 'category', 'care', 'stock', 'sort', 'other');
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

  it('writes q, each category, each care level, in stock, the price range and a sort other than featured, in that order', () => {
    const pairs = serialisePlantQuery({
      search: ' snake  plant ',
      categories: ['Low Light', 'Tropical'],
      careLevels: ['Easy'],
      inStock: true,
      price: { min: 1000, max: 4000 },
      sort: 'rating',
    });
    expect(pairs).toEqual([
      ['q', 'snake plant'],
      ['category', 'Low Light'],
      ['category', 'Tropical'],
      ['care', 'Easy'],
      ['stock', 'in'],
      ['min', '10'],
      ['max', '40'],
      ['sort', 'rating'],
    ]);
    expect(new URLSearchParams(pairs).toString()).toBe(
      'q=snake+plant&category=Low+Light&category=Tropical&care=Easy&stock=in&min=10&max=40&sort=rating',
    );
  });

  it('leaves the stock out when every plant is wanted', () => {
    expect(serialisePlantQuery(query({ inStock: false }))).toEqual([]);
  });

  it('round-trips: reading what was written gives the same query, through a URL string too', () => {
    const text = fc.string({ unit: 'grapheme', maxLength: 30 });
    const priceBound = fc.option(fc.integer({ min: 0, max: 20_000_000 }), { nil: null });
    const anyQuery = fc.record({
      // Short enough that cutting it to MAX_SEARCH_LENGTH never splits a character.
      search: fc.string({ unit: 'grapheme', maxLength: 8 }),
      categories: fc.array(text, { maxLength: 5 }),
      careLevels: fc.array(text, { maxLength: 5 }),
      inStock: fc.boolean(),
      price: fc.record({ min: priceBound, max: priceBound }),
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

describe('the price range in the URL', () => {
  const price = (search: string) => parsePlantQuery(new URLSearchParams(search)).price;

  it('reads min and max as whole dollars into cents', () => {
    expect(price('min=10&max=40')).toEqual({ min: 1000, max: 4000 });
    expect(price('min=0')).toEqual({ min: 0, max: null });
    expect(price('max= 25 ')).toEqual({ min: null, max: 2500 });
  });

  it('swaps bounds given the wrong way round', () => {
    expect(price('min=40&max=10')).toEqual({ min: 1000, max: 4000 });
  });

  it('drops a bound that is not a whole number of dollars up to the limit, never throwing', () => {
    for (const bad of ['', 'abc', '-5', '1.5', '1e3', '0x10', 'Infinity', '9999999', '12 34']) {
      expect(price(`min=${encodeURIComponent(bad)}&max=30`), bad).toEqual({
        min: null,
        max: 3000,
      });
    }
  });

  it('reads only the first of repeated bounds', () => {
    expect(price('min=5&min=50')).toEqual({ min: 500, max: null });
  });

  it('counts a price range as one filter and as a query that is not the empty one', () => {
    const priced = { ...EMPTY_PLANT_QUERY, price: { min: 1000, max: null } };
    expect(isEmptyPlantQuery(priced)).toBe(false);
    expect(activeFilterCount(priced)).toBe(1);
  });
});
