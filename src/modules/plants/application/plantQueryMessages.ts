import { normaliseSearchInput, type PlantQuery, type PlantSort } from './plantQuery';

/** The sort choices as the page names them, in the order it offers them. */
export const PLANT_SORT_LABELS: Readonly<Record<PlantSort, string>> = {
  featured: 'Featured',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  rating: 'Top rated',
  name: 'Name: A to Z',
};

/** '1 plant', '12 plants'. */
export function plantCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'plant' : 'plants'}`;
}

const either = new Intl.ListFormat('en', { style: 'long', type: 'disjunction' });

/**
 * What the empty result says matched nothing, e.g.
 * 'No plants match "xyz" in Succulents.',
 * 'No plants match "fern" in Succulents or Tropical with Expert care.',
 * 'No plants in Flowering with Easy or Expert care.'
 */
export function noMatchMessage(query: PlantQuery): string {
  const search = normaliseSearchInput(query.search);
  const parts: string[] = [];
  if (query.categories.length > 0) parts.push(`in ${either.format(query.categories)}`);
  if (query.careLevels.length > 0) parts.push(`with ${either.format(query.careLevels)} care`);
  if (!search && parts.length === 0) return 'No plants to show.';
  return `${[search ? `No plants match "${search}"` : 'No plants', ...parts].join(' ')}.`;
}
