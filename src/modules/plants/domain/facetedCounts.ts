import { facetKey, facetKeyMemo } from './foldText';
import type { FacetCount, PlantFacets } from './plantFacets';
import type { PlantQuery } from './PlantQuery';
import type { Plant } from '@/modules/shared/domain/Plant';
import { isOutOfStock } from '@/modules/shared/domain/stockRules';

/** The filter choices of a query, the search aside. */
export type PlantFilters = Pick<PlantQuery, 'categories' | 'careLevels' | 'inStock'>;

/** Each filter choice with the number beside it, and the number of plants in stock. */
export interface FilterCounts extends PlantFacets {
  readonly inStock: number;
}

function add(counts: Map<string, number>, key: string): void {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

function countEach(offered: readonly FacetCount[], counts: Map<string, number>): FacetCount[] {
  return offered.map(({ value }) => ({ value, count: counts.get(facetKey(value)) ?? 0 }));
}

/**
 * The counts beside the filter choices, following the other choices (faceted counts): a choice
 * counts the plants of `matched` (what the search found) that have it and meet every other
 * group's choices, never its own group's. So with nothing else checked in its group a choice
 * counts the plants that ticking it shows, and beside a checked one it counts the plants it adds
 * (values of a group combine with OR). Every value `offered` keeps its place, at 0 if need be.
 * One pass over `matched`, however many values there are: the listing counts 10,000 plants.
 */
export function facetedCounts(
  matched: readonly Plant[],
  filters: PlantFilters,
  offered: PlantFacets,
): FilterCounts {
  const categories = new Set(filters.categories.map(facetKey));
  const careLevels = new Set(filters.careLevels.map(facetKey));
  const keyOf = facetKeyMemo();
  const byCategory = new Map<string, number>();
  const byCareLevel = new Map<string, number>();
  let inStock = 0;
  for (const plant of matched) {
    const category = keyOf(plant.category);
    const careLevel = keyOf(plant.careLevel);
    const inCategories = categories.size === 0 || categories.has(category);
    const inCareLevels = careLevels.size === 0 || careLevels.has(careLevel);
    const available = !isOutOfStock(plant);
    const meetsStock = available || !filters.inStock;
    if (inCareLevels && meetsStock) add(byCategory, category);
    if (inCategories && meetsStock) add(byCareLevel, careLevel);
    if (inCategories && inCareLevels && available) inStock += 1;
  }
  return {
    categories: countEach(offered.categories, byCategory),
    careLevels: countEach(offered.careLevels, byCareLevel),
    inStock,
  };
}
