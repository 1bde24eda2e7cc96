import { compareOrderKeys, facetKey, facetKeyMemo, orderKey } from './foldText';
import type { Plant } from '@/modules/shared/domain/Plant';
import type { PlantQuery } from './PlantQuery';

export interface FacetCount {
  /** The value as the catalogue first spells it. */
  readonly value: string;
  readonly count: number;
}

export interface PlantFacets {
  readonly categories: readonly FacetCount[];
  readonly careLevels: readonly FacetCount[];
}

/** Orders the few filter values: case and accents ignored, numbers in number order. */
function compareFacetValues(a: FacetCount, b: FacetCount): number {
  return compareOrderKeys(orderKey(a.value), orderKey(b.value));
}

/** Care levels from easiest to hardest; any other level follows, alphabetically. */
export const CARE_LEVEL_ORDER = ['Easy', 'Moderate', 'Expert'] as const;

const careRank = new Map<string, number>(
  CARE_LEVEL_ORDER.map((level, rank) => [facetKey(level), rank]),
);

function countBy(values: readonly string[]): FacetCount[] {
  const counts = new Map<string, { value: string; count: number }>();
  const keyOf = facetKeyMemo();
  for (const raw of values) {
    const value = raw.trim();
    if (!value) continue;
    const key = keyOf(value);
    const entry = counts.get(key);
    if (entry) entry.count += 1;
    else counts.set(key, { value, count: 1 });
  }
  return [...counts.values()];
}

/**
 * The filter choices the catalogue offers, each with its number of plants.
 * Values that differ only in case, accents or outer spaces count as one.
 * Categories are alphabetical; care levels go Easy, Moderate, Expert, then any
 * other level alphabetically. Blank values are left out.
 */
export function facetCounts(plants: readonly Plant[]): PlantFacets {
  const categories = countBy(plants.map((plant) => plant.category)).sort(compareFacetValues);
  const rank = (value: string) => careRank.get(facetKey(value)) ?? CARE_LEVEL_ORDER.length;
  const careLevels = countBy(plants.map((plant) => plant.careLevel)).sort(
    (a, b) => rank(a.value) - rank(b.value) || compareFacetValues(a, b),
  );
  return { categories, careLevels };
}

function withinFacets(values: readonly string[], facets: readonly FacetCount[]): string[] {
  const known = new Map(facets.map((facet) => [facetKey(facet.value), facet.value]));
  const kept = new Set<string>();
  for (const value of values) {
    const canonical = known.get(facetKey(value));
    if (canonical !== undefined) kept.add(canonical);
  }
  return [...kept];
}

/**
 * The query with only the filter values the catalogue has, spelt as the
 * catalogue spells them (category=succulents becomes 'Succulents'). A value
 * the catalogue does not have is ignored, so a stale or edited link shows
 * plants instead of an empty page with nothing checked to undo.
 */
export function restrictToFacets(query: PlantQuery, facets: PlantFacets): PlantQuery {
  return {
    ...query,
    categories: withinFacets(query.categories, facets.categories),
    careLevels: withinFacets(query.careLevels, facets.careLevels),
  };
}
