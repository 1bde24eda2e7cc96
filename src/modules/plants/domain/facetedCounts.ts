import { facetKey } from './foldText';
import type { FacetCount, PlantFacets } from './plantFacets';
import type { PlantQuery } from './PlantQuery';
import type { Plant } from '@/modules/shared/domain/Plant';
import { isOutOfStock } from '@/modules/shared/domain/stockRules';
import { isAnyPrice, isWithinPrice } from './priceRange';

/** The filter choices of a query, the search aside. */
export type PlantFilters = Pick<PlantQuery, 'categories' | 'careLevels' | 'inStock' | 'price'>;

/** Each filter choice with the number beside it, and the number of plants in stock. */
export interface FilterCounts extends PlantFacets {
  readonly inStock: number;
}

function add(counts: Map<string, number>, key: string, plants: number): void {
  counts.set(key, (counts.get(key) ?? 0) + plants);
}

function countEach(offered: readonly FacetCount[], counts: Map<string, number>): FacetCount[] {
  return offered.map(({ value }) => ({ value, count: counts.get(facetKey(value)) ?? 0 }));
}

/** The plants of one category and care level, as the catalogue spells them: in stock, and not. */
interface Tally {
  available: number;
  soldOut: number;
}

/**
 * The counts beside the filter choices, following the other choices (faceted counts): a choice
 * counts the plants of `matched` (what the search found) that have it and meet every other
 * group's choices, never its own group's. The price range is a group with no count of its own
 * (a range is typed, not ticked), so every count counts only the plants within it. So with nothing else checked in its group a choice
 * counts the plants that ticking it shows, and beside a checked one it counts the plants it adds
 * (values of a group combine with OR). Every value `offered` keeps its place, at 0 if need be.
 * One pass over `matched` tallies the plants by category and care level as spelt, then the few
 * tallies are counted: the listing counts 100,000 plants at a keystroke.
 */
export function facetedCounts(
  matched: readonly Plant[],
  filters: PlantFilters,
  offered: PlantFacets,
): FilterCounts {
  const tallies = new Map<string, Map<string, Tally>>();
  const anyPrice = isAnyPrice(filters.price);
  for (const plant of matched) {
    if (!anyPrice && !isWithinPrice(plant.price, filters.price)) continue;
    let byCareLevel = tallies.get(plant.category);
    if (byCareLevel === undefined) tallies.set(plant.category, (byCareLevel = new Map()));
    let tally = byCareLevel.get(plant.careLevel);
    if (tally === undefined)
      byCareLevel.set(plant.careLevel, (tally = { available: 0, soldOut: 0 }));
    if (isOutOfStock(plant)) tally.soldOut += 1;
    else tally.available += 1;
  }

  const categories = new Set(filters.categories.map(facetKey));
  const careLevels = new Set(filters.careLevels.map(facetKey));
  const byCategory = new Map<string, number>();
  const byCareLevel = new Map<string, number>();
  let inStock = 0;
  for (const [rawCategory, tallied] of tallies) {
    const category = facetKey(rawCategory);
    const inCategories = categories.size === 0 || categories.has(category);
    for (const [rawCareLevel, { available, soldOut }] of tallied) {
      const careLevel = facetKey(rawCareLevel);
      const inCareLevels = careLevels.size === 0 || careLevels.has(careLevel);
      const meetingStock = filters.inStock ? available : available + soldOut;
      if (inCareLevels) add(byCategory, category, meetingStock);
      if (inCategories) add(byCareLevel, careLevel, meetingStock);
      if (inCategories && inCareLevels) inStock += available;
    }
  }
  return {
    categories: countEach(offered.categories, byCategory),
    careLevels: countEach(offered.careLevels, byCareLevel),
    inStock,
  };
}
