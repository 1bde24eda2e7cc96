import * as v from 'valibot';
import { facetKey } from '@/modules/plants/domain/foldText';
import { MAX_PRICE_DOLLARS, orderedPriceRange } from '@/modules/plants/domain/priceRange';
import {
  defaultSortFor,
  MAX_FACET_VALUE_LENGTH,
  MAX_FACET_VALUES,
  MAX_SEARCH_LENGTH,
  normaliseSearchInput,
  PLANT_SORTS,
  type PlantQuery,
} from '@/modules/plants/domain/PlantQuery';
import { PLANT_SEARCH_KEY } from '@/ui/lib/paths';

/**
 * The /plants page keeps its query in the URL: this is the codec, parsed with valibot at the
 * boundary (a URL is outside data: anything it holds that is not a query is dropped).
 */

/** The URL query keys. category and care repeat, one value per checked box. */
export const PLANT_QUERY_KEYS = {
  search: PLANT_SEARCH_KEY,
  category: 'category',
  careLevel: 'care',
  stock: 'stock',
  minPrice: 'min',
  maxPrice: 'max',
  sort: 'sort',
} as const;

/** stock=in: only the plants that can be bought. */
export const IN_STOCK_PARAM = 'in';

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
const InStockParamSchema = v.literal(IN_STOCK_PARAM);
/** min and max are whole dollars (?min=10&max=40): what a shopper reads and would type in a link. */
const PriceParamSchema = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^\d{1,6}$/),
  v.transform(Number),
  v.maxValue(MAX_PRICE_DOLLARS),
  v.transform((dollars) => dollars * 100),
);

/**
 * A price bound typed or carried in the URL as whole dollars, in cents; null when it is blank or
 * not a whole number of dollars up to MAX_PRICE_DOLLARS.
 */
export function priceBound(text: string | undefined): number | null {
  const parsed = v.safeParse(PriceParamSchema, text);
  return parsed.success ? parsed.output : null;
}

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
 * Reads a query from URL parameters. Never throws: an unknown sort or stock, a price that is not a whole number of dollars up
 * to MAX_PRICE_DOLLARS, a blank or over-long filter value, a repeat, or a key it does not know is ignored, and
 * the search is trimmed and cut to MAX_SEARCH_LENGTH. Only the first q, stock and sort
 * count. Without a sort, a search is in best match order (relevance), no search
 * in featured order.
 */
export function parsePlantQuery(params: PlantQueryParams): PlantQuery {
  const byKey = valuesByKey(params);
  const first = (key: string) => byKey.get(key)?.[0];

  const search = v.safeParse(SearchParamSchema, first(PLANT_QUERY_KEYS.search));
  const sort = v.safeParse(SortParamSchema, first(PLANT_QUERY_KEYS.sort));
  const searchText = search.success ? search.output : '';
  const fallback = defaultSortFor(searchText);
  return {
    search: searchText,
    categories: facetValues(byKey.get(PLANT_QUERY_KEYS.category)),
    careLevels: facetValues(byKey.get(PLANT_QUERY_KEYS.careLevel)),
    inStock: v.is(InStockParamSchema, first(PLANT_QUERY_KEYS.stock)),
    price: orderedPriceRange(
      priceBound(first(PLANT_QUERY_KEYS.minPrice)),
      priceBound(first(PLANT_QUERY_KEYS.maxPrice)),
    ),
    // Best match orders a search: without one it is the default order.
    sort: sort.success && !(sort.output === 'relevance' && !searchText) ? sort.output : fallback,
  };
}

/**
 * The URL parameters of a query, in the order q, category..., care..., stock, min, max, sort.
 * Defaults are left out (the sort's depends on the search: defaultSortFor), so
 * the empty query has no parameters at all.
 */
export function serialisePlantQuery(query: PlantQuery): [string, string][] {
  const pairs: [string, string][] = [];
  const search = normaliseSearchInput(query.search);
  if (search) pairs.push([PLANT_QUERY_KEYS.search, search]);
  for (const category of query.categories) pairs.push([PLANT_QUERY_KEYS.category, category]);
  for (const careLevel of query.careLevels) pairs.push([PLANT_QUERY_KEYS.careLevel, careLevel]);
  if (query.inStock) pairs.push([PLANT_QUERY_KEYS.stock, IN_STOCK_PARAM]);
  // Bounds are whole dollars: a cent part, never set by the page, is dropped.
  if (query.price.min !== null)
    pairs.push([PLANT_QUERY_KEYS.minPrice, String(Math.floor(query.price.min / 100))]);
  if (query.price.max !== null)
    pairs.push([PLANT_QUERY_KEYS.maxPrice, String(Math.floor(query.price.max / 100))]);
  if (query.sort !== defaultSortFor(search)) pairs.push([PLANT_QUERY_KEYS.sort, query.sort]);
  return pairs;
}
