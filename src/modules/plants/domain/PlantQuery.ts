import * as v from 'valibot';
import { ANY_PRICE, isAnyPrice } from './priceRange';

/**
 * Finding plants on /plants (beyond the spec: docs/beyond-the-spec.md): a search, filters by category, care
 * level and stock, and a sort. With the empty query the catalogue comes back unchanged, so /plants without
 * parameters is the spec's grid. The page keeps the query in its URL
 * (src/ui/pages/plants/plantQueryUrl.ts).
 */

/**
 * featured is the catalogue's own order, what can be bought before what is sold out; relevance, best match first, is offered only while
 * searching, and is then the default (defaultSortFor).
 */
export const PLANT_SORTS = [
  'relevance',
  'featured',
  'price-asc',
  'price-desc',
  'rating',
  'name',
] as const;

export type PlantSort = (typeof PLANT_SORTS)[number];

/** Longest search kept from a URL; anything beyond is cut off. */
export const MAX_SEARCH_LENGTH = 100;
/** Longest category or care-level value kept; longer ones are dropped. */
export const MAX_FACET_VALUE_LENGTH = 80;
/** At most this many values of one filter are read from a URL. */
export const MAX_FACET_VALUES = 50;

/**
 * What a query is once read: search trimmed, filters without blanks or repeats, a known sort.
 * inStock keeps only the plants that can be bought.
 */
export const PlantQuerySchema = v.object({
  search: v.pipe(v.string(), v.maxLength(MAX_SEARCH_LENGTH)),
  categories: v.pipe(v.array(v.string()), v.readonly()),
  careLevels: v.pipe(v.array(v.string()), v.readonly()),
  inStock: v.boolean(),
  /** The price range in cents, either end open (null). */
  price: v.object({ min: v.nullable(v.number()), max: v.nullable(v.number()) }),
  sort: v.picklist(PLANT_SORTS),
});

export type PlantQuery = v.InferOutput<typeof PlantQuerySchema>;

export const EMPTY_PLANT_QUERY: PlantQuery = {
  search: '',
  categories: [],
  careLevels: [],
  inStock: false,
  price: ANY_PRICE,
  sort: 'featured',
};

/** The search as it is kept: outer spaces trimmed, inner runs of spaces made one. */
export function normaliseSearchInput(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

/** The order a query has when the shopper chose none: best match while searching, else featured. */
export function defaultSortFor(search: string): PlantSort {
  return normaliseSearchInput(search) === '' ? 'featured' : 'relevance';
}

/**
 * The query with another search. A sort the shopper chose is kept; the default one follows the
 * search (best match once something is typed, featured once the box is empty), and best match
 * never outlives the search.
 */
export function withSearch(query: PlantQuery, search: string): PlantQuery {
  const chosen = query.sort !== defaultSortFor(query.search);
  const sort = chosen ? query.sort : defaultSortFor(search);
  return {
    ...query,
    search,
    sort: sort === 'relevance' ? defaultSortFor(search) : sort,
  };
}

/** True when the query is the empty one: no search, no filter, featured order. */
export function isEmptyPlantQuery(query: PlantQuery): boolean {
  return (
    normaliseSearchInput(query.search) === '' &&
    query.categories.length === 0 &&
    query.careLevels.length === 0 &&
    !query.inStock &&
    isAnyPrice(query.price) &&
    query.sort === 'featured'
  );
}

/** How many filter choices are made: each checked box, and a price range as one. */
export function activeFilterCount(query: PlantQuery): number {
  return (
    query.categories.length +
    query.careLevels.length +
    (query.inStock ? 1 : 0) +
    (isAnyPrice(query.price) ? 0 : 1)
  );
}
