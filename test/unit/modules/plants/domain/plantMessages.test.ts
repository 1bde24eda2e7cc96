import { describe, expect, it } from 'vitest';
import {
  EMPTY_PLANT_QUERY,
  PLANT_SORTS,
  type PlantQuery,
} from '@/modules/plants/domain/PlantQuery';
import {
  noMatchMessage,
  PLANT_SORT_LABELS,
  plantCountLabel,
  showPlantsLabel,
} from '@/modules/plants/domain/plantMessages';

const query = (overrides: Partial<PlantQuery>): PlantQuery => ({
  ...EMPTY_PLANT_QUERY,
  ...overrides,
});

describe('plant query wording', () => {
  it('counts plants in words', () => {
    expect(plantCountLabel(0)).toBe('0 plants');
    expect(plantCountLabel(1)).toBe('1 plant');
    expect(plantCountLabel(12)).toBe('12 plants');
    expect(plantCountLabel(10_000)).toBe('10000 plants');
  });

  it('says what matched nothing: the search, then the categories, then the care levels', () => {
    expect(noMatchMessage(query({ search: 'xyz', categories: ['Succulents'] }))).toBe(
      'No plants match "xyz" in Succulents.',
    );
    expect(noMatchMessage(query({ search: '  xyz  ' }))).toBe('No plants match "xyz".');
    expect(
      noMatchMessage(
        query({ search: 'fern', categories: ['Succulents', 'Tropical'], careLevels: ['Expert'] }),
      ),
    ).toBe('No plants match "fern" in Succulents or Tropical with Expert care.');
    expect(
      noMatchMessage(
        query({ categories: ['Flowering'], careLevels: ['Easy', 'Moderate', 'Expert'] }),
      ),
    ).toBe('No plants in Flowering with Easy, Moderate, or Expert care.');
    expect(noMatchMessage(query({ careLevels: ['Expert'] }))).toBe('No plants with Expert care.');
  });

  it('says the price range last, whichever ends it has', () => {
    expect(
      noMatchMessage(query({ categories: ['Succulents'], price: { min: 1000, max: 2000 } })),
    ).toBe('No plants in Succulents priced $10.00 to $20.00.');
    expect(noMatchMessage(query({ price: { min: 1000, max: null } }))).toBe(
      'No plants priced from $10.00.',
    );
    expect(noMatchMessage(query({ search: 'fern', price: { min: null, max: 500 } }))).toBe(
      'No plants match "fern" priced up to $5.00.',
    );
  });

  it("says what the phone's drawer will show", () => {
    expect(showPlantsLabel(1)).toBe('Show 1 plant');
    expect(showPlantsLabel(12)).toBe('Show 12 plants');
  });

  it('says when it looked only at the plants in stock', () => {
    expect(noMatchMessage(query({ inStock: true }))).toBe('No plants in stock.');
    expect(noMatchMessage(query({ inStock: true, search: 'fern' }))).toBe(
      'No plants in stock match "fern".',
    );
    expect(
      noMatchMessage(query({ inStock: true, categories: ['Flowering'], careLevels: ['Easy'] })),
    ).toBe('No plants in stock in Flowering with Easy care.');
  });

  it('has a sentence even when only the sort is set', () => {
    expect(noMatchMessage(query({ sort: 'name' }))).toBe('No plants to show.');
  });

  it('names every sort', () => {
    expect(PLANT_SORTS.map((sort) => PLANT_SORT_LABELS[sort])).toEqual([
      'Best match',
      'Featured',
      'Price: low to high',
      'Price: high to low',
      'Top rated',
      'Name: A to Z',
    ]);
  });
});
