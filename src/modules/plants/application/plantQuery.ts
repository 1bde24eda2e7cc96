import * as v from 'valibot';
import type { Plant } from '../domain/Plant';

/**
 * Finding plants on /plants (beyond the spec, issue 8): a search, filters by
 * category and care level, and a sort. The query lives in the page's URL; this
 * module is the pure part: reading it from URL parameters, writing it back,
 * and applying it to the catalogue. With the empty query the catalogue comes
 * back unchanged, so /plants without parameters is the spec's grid.
 */

/** featured is the catalogue's own order. */
export const PLANT_SORTS = ['featured', 'price-asc', 'price-desc', 'rating', 'name'] as const;

export type PlantSort = (typeof PLANT_SORTS)[number];

/** The URL query keys. category and care repeat, one value per checked box. */
export const PLANT_QUERY_KEYS = {
  search: 'q',
  category: 'category',
  careLevel: 'care',
  sort: 'sort',
} as const;

/** Longest search kept from a URL; anything beyond is cut off. */
export const MAX_SEARCH_LENGTH = 100;
/** Longest category or care-level value kept; longer ones are dropped. */
export const MAX_FACET_VALUE_LENGTH = 80;
/** At most this many values of one filter are read from a URL. */
export const MAX_FACET_VALUES = 50;

/** What a query is once read: search trimmed, filters without blanks or repeats, a known sort. */
export const PlantQuerySchema = v.object({
  search: v.pipe(v.string(), v.maxLength(MAX_SEARCH_LENGTH)),
  categories: v.pipe(v.array(v.string()), v.readonly()),
  careLevels: v.pipe(v.array(v.string()), v.readonly()),
  sort: v.picklist(PLANT_SORTS),
});

export type PlantQuery = v.InferOutput<typeof PlantQuerySchema>;

export const EMPTY_PLANT_QUERY: PlantQuery = {
  search: '',
  categories: [],
  careLevels: [],
  sort: 'featured',
};

const SearchParamSchema = v.pipe(
  v.string(),
  v.transform((text) => normaliseSearchInput(text).slice(0, MAX_SEARCH_LENGTH).trimEnd()),
);
const FacetParamSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(),
  v.maxLength(MAX_FACET_VALUE_LENGTH),
);
const SortParamSchema = v.picklist(PLANT_SORTS);

/** URLSearchParams, a list of pairs, or a record of values (`{ category: ['A', 'B'] }`). */
export type PlantQueryParams =
  | Iterable<readonly [string, string]>
  | Readonly<Record<string, string | readonly string[] | undefined>>;

function valuesByKey(params: PlantQueryParams): Map<string, string[]> {
  const byKey = new Map<string, string[]>();
  const add = (key: string, value: unknown) => {
    if (typeof value !== 'string') return;
    const list = byKey.get(key);
    if (list) list.push(value);
    else byKey.set(key, [value]);
  };
  if (Symbol.iterator in params) {
    for (const pair of params as Iterable<readonly [string, string]>) {
      if (Array.isArray(pair)) add(String(pair[0]), pair[1]);
    }
  } else {
    for (const [key, value] of Object.entries(params)) {
      if (Array.isArray(value)) for (const item of value) add(key, item);
      else add(key, value);
    }
  }
  return byKey;
}

function facetValues(values: readonly string[] | undefined): string[] {
  const kept: string[] = [];
  const seen = new Set<string>();
  for (const value of values ?? []) {
    const parsed = v.safeParse(FacetParamSchema, value);
    if (!parsed.success) continue;
    const key = facetKey(parsed.output);
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(parsed.output);
    if (kept.length === MAX_FACET_VALUES) break;
  }
  return kept;
}

/**
 * Reads a query from URL parameters. Never throws: an unknown sort, a blank or
 * over-long filter value, a repeat, or a key it does not know is ignored, and
 * the search is trimmed and cut to MAX_SEARCH_LENGTH. Only the first q and sort
 * count.
 */
export function parsePlantQuery(params: PlantQueryParams): PlantQuery {
  const byKey = valuesByKey(params);
  const first = (key: string) => byKey.get(key)?.[0];

  const search = v.safeParse(SearchParamSchema, first(PLANT_QUERY_KEYS.search));
  const sort = v.safeParse(SortParamSchema, first(PLANT_QUERY_KEYS.sort));
  return {
    search: search.success ? search.output : '',
    categories: facetValues(byKey.get(PLANT_QUERY_KEYS.category)),
    careLevels: facetValues(byKey.get(PLANT_QUERY_KEYS.careLevel)),
    sort: sort.success ? sort.output : 'featured',
  };
}

/**
 * The URL parameters of a query, in the order q, category..., care..., sort.
 * Defaults are left out, so the empty query has no parameters at all.
 */
export function serialisePlantQuery(query: PlantQuery): [string, string][] {
  const pairs: [string, string][] = [];
  const search = normaliseSearchInput(query.search);
  if (search) pairs.push([PLANT_QUERY_KEYS.search, search]);
  for (const category of query.categories) pairs.push([PLANT_QUERY_KEYS.category, category]);
  for (const careLevel of query.careLevels) pairs.push([PLANT_QUERY_KEYS.careLevel, careLevel]);
  if (query.sort !== 'featured') pairs.push([PLANT_QUERY_KEYS.sort, query.sort]);
  return pairs;
}

/** True when the query is the empty one: no search, no filter, featured order. */
export function isEmptyPlantQuery(query: PlantQuery): boolean {
  return serialisePlantQuery(query).length === 0;
}

/** How many filter boxes are checked. */
export function activeFilterCount(query: PlantQuery): number {
  return query.categories.length + query.careLevels.length;
}

/** The search as it is kept: outer spaces trimmed, inner runs of spaces made one. */
export function normaliseSearchInput(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

/**
 * Text as it is compared: decomposed (NFD), accents and other combining marks
 * removed, lower-cased. 'Café' and 'CAFE' both become 'cafe'.
 */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

function facetKey(value: string): string {
  return foldText(value.trim());
}

/**
 * Folded keys are computed once per plant and kept for as long as the plant
 * object lives (plants are immutable, so a plant's keys never change): the
 * search key holds name, category and provider, one per line so a word never
 * spans two fields; the name key sorts by name.
 */
const searchKeys = new WeakMap<Plant, string>();
const nameKeys = new WeakMap<Plant, string>();

function searchKeyOf(plant: Plant): string {
  let key = searchKeys.get(plant);
  if (key === undefined) {
    key = foldText(`${plant.plantName}\n${plant.category}\n${plant.providerName}`);
    searchKeys.set(plant, key);
  }
  return key;
}

/**
 * Folded, with each run of digits padded so that plain string order is
 * A-to-Z order, case and accents ignored and numbers in number order
 * ('Plant 2' before 'Plant 10'). Much faster than a collator on 10,000 names.
 */
function nameKeyOf(plant: Plant): string {
  let key = nameKeys.get(plant);
  if (key === undefined) {
    key = foldText(plant.plantName).replace(/\d+/g, (digits) => digits.padStart(16, '0'));
    nameKeys.set(plant, key);
  }
  return key;
}

/**
 * Computes the plants' search keys now, so the first keystroke does not pay
 * for it. Optional: the search computes what it lacks.
 */
export function prepareSearch(plants: readonly Plant[]): void {
  for (const plant of plants) searchKeyOf(plant);
}

/** facetKey for many values that mostly repeat: each distinct value is folded once. */
function facetKeyMemo(): (value: string) => string {
  const memo = new Map<string, string>();
  return (value) => {
    let key = memo.get(value);
    if (key === undefined) {
      key = facetKey(value);
      memo.set(value, key);
    }
    return key;
  };
}

/** The search's words, folded. A plant matches when each word is in its name, category or provider. */
export function searchTerms(search: string): string[] {
  const folded = foldText(normaliseSearchInput(search));
  return folded ? folded.split(' ') : [];
}

/**
 * The plants that match the search and filters, in the order given. Filters
 * combine with AND across groups and OR within a group; filter values compare
 * like the search (case and accents ignored).
 */
export function filterPlants(
  plants: readonly Plant[],
  query: Pick<PlantQuery, 'search' | 'categories' | 'careLevels'>,
): Plant[] {
  const terms = searchTerms(query.search);
  const categories = new Set(query.categories.map(facetKey));
  const careLevels = new Set(query.careLevels.map(facetKey));
  if (terms.length === 0 && categories.size === 0 && careLevels.size === 0) return [...plants];
  const keyOf = facetKeyMemo();
  return plants.filter((plant) => {
    if (categories.size > 0 && !categories.has(keyOf(plant.category))) return false;
    if (careLevels.size > 0 && !careLevels.has(keyOf(plant.careLevel))) return false;
    if (terms.length === 0) return true;
    const key = searchKeyOf(plant);
    return terms.every((term) => key.includes(term));
  });
}

const COMPARATORS: Record<Exclude<PlantSort, 'featured'>, (a: Plant, b: Plant) => number> = {
  'price-asc': (a, b) => a.price - b.price,
  'price-desc': (a, b) => b.price - a.price,
  rating: (a, b) => b.rating - a.rating,
  name: (a, b) => {
    const left = nameKeyOf(a);
    const right = nameKeyOf(b);
    return left < right ? -1 : left > right ? 1 : 0;
  },
};

/**
 * A sorted copy. The sort is stable: plants that tie keep their catalogue
 * order, and featured is the catalogue order itself. Rating sorts best first.
 */
export function sortPlants(plants: readonly Plant[], sort: PlantSort): Plant[] {
  if (sort === 'featured') return [...plants];
  return [...plants].sort(COMPARATORS[sort]);
}

/** The plants a query shows, in the order it shows them. */
export function applyPlantQuery(plants: readonly Plant[], query: PlantQuery): Plant[] {
  return sortPlants(filterPlants(plants, query), query.sort);
}

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
const facetCollator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

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
  const categories = countBy(plants.map((plant) => plant.category)).sort((a, b) =>
    facetCollator.compare(a.value, b.value),
  );
  const rank = (value: string) => careRank.get(facetKey(value)) ?? CARE_LEVEL_ORDER.length;
  const careLevels = countBy(plants.map((plant) => plant.careLevel)).sort(
    (a, b) => rank(a.value) - rank(b.value) || facetCollator.compare(a.value, b.value),
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
