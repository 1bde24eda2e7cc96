import { describe, expect, it } from 'vitest';
import { defaultSortFor, EMPTY_PLANT_QUERY, withSearch } from '@/modules/plants/domain/PlantQuery';
import { query } from '@test/support/smallPlantShop';

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
});
