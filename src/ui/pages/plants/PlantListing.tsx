import { useCallback, useDeferredValue, useMemo, useRef } from 'react';
import {
  EMPTY_PLANT_QUERY,
  isEmptyPlantQuery,
  normaliseSearchInput,
  withSearch,
  type PlantQuery,
  type PlantSort,
} from '@/modules/plants/domain/PlantQuery';
import { facetCounts, type FacetCount } from '@/modules/plants/domain/plantFacets';
import { facetedCounts } from '@/modules/plants/domain/facetedCounts';
import { filterPlants } from '@/modules/plants/domain/searchPlants';
import type { PriceRange } from '@/modules/plants/domain/priceRange';
import { sortPlants } from '@/modules/plants/domain/sortPlants';
import { noMatchMessage, plantCountLabel } from '@/modules/plants/domain/plantMessages';
import type { Plant } from '@/modules/shared/domain/Plant';
import { TEXT_ACTION_CLASS } from '@/ui/components/controlStyles';
import { FindPlantsBar } from './FindPlantsBar';
import { PlantResults } from './PlantResults';
import { usePlantQueryUrl } from './usePlantQueryUrl';
import { usePlantSearch } from '@/ui/hooks/usePlantSearch';
import { useSearchDraft } from './useSearchDraft';

const NO_PLANTS: readonly Plant[] = [];
const NO_WORDS: readonly string[] = [];

/** The checked values after one box changed, in the order the filter lists them. */
function toggled(
  selected: readonly string[],
  facets: readonly FacetCount[],
  value: string,
  checked: boolean,
): string[] {
  const next = new Set(selected);
  if (checked) next.add(value);
  else next.delete(value);
  return facets.map((facet) => facet.value).filter((candidate) => next.has(candidate));
}

/**
 * The loaded catalogue with its search, filters and sort, bound to the URL
 * (docs/beyond-the-spec.md). With no query it is the spec's grid of every plant in catalogue
 * order. The work is the application layer's (plantQuery); this binds it.
 */
export function PlantListing({ catalogue }: { catalogue: readonly Plant[] }) {
  const facets = useMemo(() => facetCounts(catalogue), [catalogue]);
  const { query, setQuery } = usePlantQueryUrl(facets);
  const searchRef = useRef<HTMLInputElement>(null);

  const commitSearch = useCallback(
    (search: string) => setQuery(withSearch(query, search), 'search'),
    [query, setQuery],
  );
  const { draft, setDraft, takeDraft, leave, clear } = useSearchDraft(query.search, commitSearch);

  // What the page shows: the URL's query with the search as typed. The grid follows it deferred,
  // so the search box answers every keystroke at once however many plants there are.
  const shown = useMemo<PlantQuery>(() => withSearch(query, draft), [query, draft]);
  const deferred = useDeferredValue(shown);
  const searchText = normaliseSearchInput(deferred.search);
  const {
    result: found,
    answered,
    loading,
    start: startSearch,
  } = usePlantSearch(catalogue, searchText);
  const sorted = useMemo(() => sortPlants(catalogue, deferred.sort), [catalogue, deferred.sort]);
  const ranked = searchText !== '' ? found : null;
  const { categories, careLevels, inStock, price, sort } = deferred;
  // What the search found (every plant without one), in the order shown: the filters narrow it,
  // and their counts are counted in it. It depends only on the search's answer (SearchPlants,
  // the ranked search or its plain fallback), the filters and the sort, so a keystroke whose
  // answer has not come yet leaves the grid as it is, and until the first answer the grid stays
  // as it was before the search.
  const matched = useMemo(() => {
    if (ranked === null) return sorted;
    if (sort === 'relevance') return ranked.plants;
    const found = new Set(ranked.plants);
    return sorted.filter((plant) => found.has(plant));
  }, [ranked, sorted, sort]);
  const filters = useMemo(
    () => ({ categories, careLevels, inStock, price }),
    [categories, careLevels, inStock, price],
  );
  const results = useMemo(
    () => filterPlants(matched, { search: '', ...filters }),
    [matched, filters],
  );
  const counts = useMemo(() => facetedCounts(matched, filters, facets), [matched, filters, facets]);
  // While the answer to what is typed is on its way, what shows is not yet an answer to it.
  const pending = searchText !== '' && loading;
  const active = !isEmptyPlantQuery(deferred);
  const noMatch = active && !pending ? noMatchMessage(deferred) : null;

  // The bar's handlers change only with what is typed or the URL: the bar is not drawn again by
  // the search's later renders (its answer, the deferred one), whose commits then write nothing
  // to the page when the results are the same.
  /** A filter or sort change: a new history entry, carrying the search as typed so far. */
  const step = useCallback(
    (change: Partial<PlantQuery>) =>
      setQuery({ ...withSearch(query, takeDraft()), ...change }, 'step'),
    [query, takeDraft, setQuery],
  );
  const submitSearch = useCallback(() => commitSearch(takeDraft()), [commitSearch, takeDraft]);
  const changeSort = useCallback((sort: PlantSort) => step({ sort }), [step]);
  const toggleCategory = useCallback(
    (value: string, checked: boolean) =>
      step({ categories: toggled(query.categories, facets.categories, value, checked) }),
    [step, query.categories, facets.categories],
  );
  const toggleCareLevel = useCallback(
    (value: string, checked: boolean) =>
      step({ careLevels: toggled(query.careLevels, facets.careLevels, value, checked) }),
    [step, query.careLevels, facets.careLevels],
  );
  const toggleInStock = useCallback((checked: boolean) => step({ inStock: checked }), [step]);
  const changePrice = useCallback((range: PriceRange) => step({ price: range }), [step]);

  const clearAll = useCallback(() => {
    clear();
    setQuery(EMPTY_PLANT_QUERY, 'step');
    searchRef.current?.focus();
  }, [clear, setQuery]);

  return (
    <>
      <FindPlantsBar
        query={query}
        sort={shown.sort}
        onSearchFocus={startSearch}
        onSearchBlur={leave}
        counts={counts}
        searchText={draft}
        onSearchTextChange={setDraft}
        onSearchSubmit={submitSearch}
        onSortChange={changeSort}
        onCategoryToggle={toggleCategory}
        onCareLevelToggle={toggleCareLevel}
        onInStockToggle={toggleInStock}
        onPriceChange={changePrice}
        resultCount={results.length}
        searchRef={searchRef}
      />
      <h2 className="sr-only">Results</h2>
      <div className="mb-6 flex min-h-11 items-center justify-between gap-4">
        <p
          role="status"
          aria-live="polite"
          aria-atomic="true"
          className="text-sm font-semibold text-stone-700"
        >
          {plantCountLabel(results.length)}
        </p>
        {active && results.length > 0 && (
          <button type="button" onClick={clearAll} className={TEXT_ACTION_CLASS}>
            Clear all
          </button>
        )}
      </div>
      {/* Busy for assistive technology, not dimmed: a dimmed grid is painted again twice a
          keystroke, for an answer that comes before the dimming is seen (ADR 0037). */}
      <div aria-busy={shown !== deferred || pending}>
        <PlantResults
          plants={results}
          noMatch={noMatch}
          nearest={answered && ranked !== null ? ranked.nearest : NO_PLANTS}
          suggestions={answered && ranked !== null ? ranked.suggestions : NO_WORDS}
          onClearAll={clearAll}
        />
      </div>
    </>
  );
}
