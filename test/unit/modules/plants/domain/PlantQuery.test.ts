import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  defaultSortFor,
  EMPTY_PLANT_QUERY,
  isEmptyPlantQuery,
  MAX_SEARCH_LENGTH,
  normaliseSearchInput,
  PLANT_SORTS,
  PlantQuerySchema,
  withSearch,
  type PlantQuery,
} from '@/modules/plants/domain/PlantQuery';

const query = (overrides: Partial<PlantQuery> = {}): PlantQuery => ({
  ...EMPTY_PLANT_QUERY,
  ...overrides,
});

describe('PlantQuery: the search, filters and sort of /plants', () => {
  it('offers best match for a search, then the five sorts, the catalogue’s own order first', () => {
    expect(PLANT_SORTS).toEqual([
      'relevance',
      'featured',
      'price-asc',
      'price-desc',
      'rating',
      'name',
    ]);
  });

  it('the empty query: no search, no filter, any price, every plant, featured order', () => {
    expect(EMPTY_PLANT_QUERY).toEqual({
      search: '',
      categories: [],
      careLevels: [],
      inStock: false,
      price: { min: null, max: null },
      sort: 'featured',
    });
    expect(isEmptyPlantQuery(EMPTY_PLANT_QUERY)).toBe(true);
  });

  describe('normaliseSearchInput', () => {
    it('trims the outer spaces and makes each inner run of spaces one', () => {
      expect(normaliseSearchInput('  snake \t  plant\n ')).toBe('snake plant');
    });

    it('keeps a single word and a single inner space as they are', () => {
      expect(normaliseSearchInput('fern')).toBe('fern');
      expect(normaliseSearchInput('boston fern')).toBe('boston fern');
    });

    it('a search of spaces only is no search', () => {
      expect(normaliseSearchInput('   ')).toBe('');
    });
  });

  describe('isEmptyPlantQuery', () => {
    it('a search of spaces only still counts as empty', () => {
      expect(isEmptyPlantQuery(query({ search: '   ' }))).toBe(true);
    });

    it('any search, filter or other sort makes it not empty, each on its own', () => {
      expect(isEmptyPlantQuery(query({ search: 'fern' }))).toBe(false);
      expect(isEmptyPlantQuery(query({ categories: ['Tropical'] }))).toBe(false);
      expect(isEmptyPlantQuery(query({ careLevels: ['Easy'] }))).toBe(false);
      expect(isEmptyPlantQuery(query({ inStock: true }))).toBe(false);
      expect(isEmptyPlantQuery(query({ sort: 'name' }))).toBe(false);
    });
  });

  describe('activeFilterCount', () => {
    it('counts the checked categories and care levels together', () => {
      expect(activeFilterCount(EMPTY_PLANT_QUERY)).toBe(0);
      expect(activeFilterCount(query({ categories: ['Tropical', 'Succulent'] }))).toBe(2);
      expect(activeFilterCount(query({ careLevels: ['Easy'] }))).toBe(1);
      expect(
        activeFilterCount(query({ categories: ['Tropical'], careLevels: ['Easy', 'Moderate'] })),
      ).toBe(3);
    });

    it('counts In stock as one more', () => {
      expect(activeFilterCount(query({ inStock: true }))).toBe(1);
      expect(activeFilterCount(query({ inStock: true, careLevels: ['Easy'] }))).toBe(2);
    });

    it('counts a price range as one more, whether one bound is set or both', () => {
      expect(activeFilterCount(query({ price: { min: 1000, max: null } }))).toBe(1);
      expect(
        activeFilterCount(query({ categories: ['Tropical'], price: { min: 1000, max: 4000 } })),
      ).toBe(2);
    });
  });

  describe('PlantQuerySchema', () => {
    it('accepts a query with a search up to the longest kept', () => {
      const longest = query({ search: 'a'.repeat(MAX_SEARCH_LENGTH), sort: 'rating' });
      expect(v.parse(PlantQuerySchema, longest)).toEqual(longest);
    });

    it('refuses a longer search and an unknown sort', () => {
      expect(v.is(PlantQuerySchema, query({ search: 'a'.repeat(MAX_SEARCH_LENGTH + 1) }))).toBe(
        false,
      );
      expect(v.is(PlantQuerySchema, { ...EMPTY_PLANT_QUERY, sort: 'cheapest' })).toBe(false);
    });

    it('refuses filters that are not lists of strings', () => {
      expect(v.is(PlantQuerySchema, { ...EMPTY_PLANT_QUERY, categories: [1] })).toBe(false);
      expect(v.is(PlantQuerySchema, { ...EMPTY_PLANT_QUERY, careLevels: 'Easy' })).toBe(false);
    });
  });
});

describe('the sort while searching', () => {
  it('is best match by default with a search, featured without one', () => {
    expect(defaultSortFor('fern')).toBe('relevance');
    expect(defaultSortFor('  ')).toBe('featured');
  });

  it('follows the search while the shopper has not chosen one', () => {
    expect(withSearch(EMPTY_PLANT_QUERY, 'fern').sort).toBe('relevance');
    expect(withSearch(query({ search: 'fern', sort: 'relevance' }), '').sort).toBe('featured');
  });

  it('keeps a sort the shopper chose, typed search or not', () => {
    expect(withSearch(query({ sort: 'price-asc' }), 'fern').sort).toBe('price-asc');
    expect(withSearch(query({ search: 'fern', sort: 'featured' }), 'ferns').sort).toBe('featured');
    expect(withSearch(query({ search: 'fern', sort: 'rating' }), '').sort).toBe('rating');
  });

  it('best match never outlives the search, even when it was chosen without one', () => {
    expect(withSearch(query({ sort: 'relevance' }), '').sort).toBe('featured');
    expect(withSearch(query({ sort: 'relevance' }), 'fern').sort).toBe('relevance');
  });
});
