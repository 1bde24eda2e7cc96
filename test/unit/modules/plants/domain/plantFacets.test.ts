import { describe, expect, it, vi } from 'vitest';
import { activeFilterCount } from '@/modules/plants/domain/PlantQuery';
import { facetCounts, restrictToFacets } from '@/modules/plants/domain/plantFacets';

import { aPlant } from '@test/support/plants';

// The property-based cases run a hundred examples each; a busy machine needs more than 5 s.
vi.setConfig({ testTimeout: 30_000 });

import { query, shop } from '@test/support/smallPlantShop';

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

  it('orders values with numbers in number order, case and accents ignored', () => {
    const plants = ['Zone 10', 'zóne 2', 'Zone 3', 'Árid', 'bright'].map((category, index) =>
      aPlant({ plantId: index + 1, category }),
    );
    expect(facetCounts(plants).categories.map((facet) => facet.value)).toEqual([
      'Árid',
      'bright',
      'zóne 2',
      'Zone 3',
      'Zone 10',
    ]);
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
