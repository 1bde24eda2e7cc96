import { memo, useEffect, useId, useRef, useState, type Ref } from 'react';
import { Search, SlidersHorizontal } from 'lucide-react';
import {
  activeFilterCount,
  MAX_SEARCH_LENGTH,
  normaliseSearchInput,
  PLANT_SORTS,
  type PlantQuery,
  type PlantSort,
} from '@/modules/plants/domain/PlantQuery';
import type { FilterCounts } from '@/modules/plants/domain/facetedCounts';
import type { PriceRange } from '@/modules/plants/domain/priceRange';
import {
  AVAILABILITY_FILTER_LEGEND,
  IN_STOCK_FILTER_LABEL,
  PLANT_SORT_LABELS,
} from '@/modules/plants/domain/plantMessages';
import { INPUT_CLASS } from '@/ui/components/controlStyles';
import { FacetFilter } from './FacetFilter';
import { FiltersDrawer } from './FiltersDrawer';
import { PriceFilter } from './PriceFilter';

const LABEL_CLASS = 'block text-sm font-semibold text-stone-800';

/** The bar's icons, one element each: the bar is drawn again with every keystroke. */
const SEARCH_ICON = (
  <Search
    aria-hidden="true"
    width={18}
    height={18}
    className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-stone-600"
  />
);
const FILTERS_ICON = <SlidersHorizontal aria-hidden="true" width={18} height={18} />;

function isPlantSort(value: string): value is PlantSort {
  return (PLANT_SORTS as readonly string[]).includes(value);
}

/**
 * The search box, the sort and the filters above the grid. Mobile first: on
 * small screens the filters open in a drawer from a Filters button, whose Show N plants button
 * closes it and brings the results into view.
 * Memoised: React writes an input's `name` and `type` again each time it is drawn, so a bar
 * drawn again for nothing would give the page a frame to draw.
 */
export const FindPlantsBar = memo(function FindPlantsBar({
  query,
  sort,
  counts,
  searchText,
  onSearchTextChange,
  onSearchSubmit,
  onSearchFocus,
  onSearchBlur,
  onSortChange,
  onCategoryToggle,
  onCareLevelToggle,
  onInStockToggle,
  onPriceChange,
  resultCount,
  searchRef,
}: {
  query: PlantQuery;
  /** The order shown: the query's, or best match as soon as a search is typed. */
  sort: PlantSort;
  /** The filter choices, each with its count following the other choices. */
  counts: FilterCounts;
  searchText: string;
  onSearchTextChange: (text: string) => void;
  onSearchSubmit: () => void;
  /** The shopper is about to search: the search's code may be fetched now. */
  onSearchFocus: () => void;
  /** The shopper left the search box. */
  onSearchBlur: () => void;
  onSortChange: (sort: PlantSort) => void;
  onCategoryToggle: (value: string, checked: boolean) => void;
  onCareLevelToggle: (value: string, checked: boolean) => void;
  onInStockToggle: (checked: boolean) => void;
  onPriceChange: (range: PriceRange) => void;
  /** How many plants the filters give: the phone's drawer says it on its Show button. */
  resultCount: number;
  searchRef: Ref<HTMLInputElement>;
}) {
  const id = useId();
  const searchId = `${id}-search`;
  const sortId = `${id}-sort`;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersButtonRef = useRef<HTMLButtonElement>(null);
  /** Where the results begin: the bar's end, kept clear of the sticky top bar. */
  const barEndRef = useRef<HTMLDivElement>(null);
  const showResultsOnClose = useRef(false);
  // Once the drawer has gone (the page is no longer inert behind it), the results come into view.
  useEffect(() => {
    if (filtersOpen || !showResultsOnClose.current) return;
    showResultsOnClose.current = false;
    barEndRef.current?.scrollIntoView({ block: 'start' });
  }, [filtersOpen]);
  const checked = activeFilterCount(query);
  // Best match means nothing without a search, so it is offered only with one.
  const searching = normaliseSearchInput(searchText) !== '';
  const sorts = PLANT_SORTS.filter((choice) => choice !== 'relevance' || searching);

  // The same groups are drawn in the page from md up, and in the phone's drawer while it is open.
  const filterGroups = (
    <>
      <FacetFilter
        legend="Category"
        facets={counts.categories}
        selected={query.categories}
        onToggle={onCategoryToggle}
      />
      <FacetFilter
        legend="Care level"
        facets={counts.careLevels}
        selected={query.careLevels}
        onToggle={onCareLevelToggle}
      />
      <FacetFilter
        legend={AVAILABILITY_FILTER_LEGEND}
        facets={[{ value: IN_STOCK_FILTER_LABEL, count: counts.inStock }]}
        selected={query.inStock ? [IN_STOCK_FILTER_LABEL] : []}
        onToggle={(_value, checked) => onInStockToggle(checked)}
      />
      <PriceFilter range={query.price} onChange={onPriceChange} />
    </>
  );

  return (
    <div className="mb-6 flex flex-col gap-4">
      <div className="flex flex-col gap-3 md:flex-row md:items-end">
        <form
          role="search"
          aria-label="Plants"
          className="md:flex-1"
          onSubmit={(event) => {
            event.preventDefault();
            onSearchSubmit();
          }}
        >
          <label htmlFor={searchId} className={LABEL_CLASS}>
            Search plants
          </label>
          <div className="relative mt-1.5">
            {SEARCH_ICON}
            <input
              ref={searchRef}
              id={searchId}
              type="search"
              name="q"
              value={searchText}
              onChange={(event) => onSearchTextChange(event.target.value)}
              onFocus={onSearchFocus}
              onBlur={onSearchBlur}
              maxLength={MAX_SEARCH_LENGTH}
              autoComplete="off"
              spellCheck={false}
              enterKeyHint="search"
              placeholder="Try fern, pet safe or low light"
              className={`${INPUT_CLASS} border-stone-500 pl-10`}
            />
          </div>
        </form>
        <div className="flex items-end gap-3">
          <button
            ref={filtersButtonRef}
            type="button"
            aria-haspopup="dialog"
            onClick={() => setFiltersOpen(true)}
            className="inline-flex h-12 shrink-0 items-center gap-2 rounded-lg bg-white px-4 font-semibold text-stone-800 shadow-sm ring-1 ring-stone-500 hover:bg-stone-50 md:hidden"
          >
            {FILTERS_ICON}
            Filters{checked > 0 ? ` (${checked})` : ''}
          </button>
          <div className="min-w-0 flex-1 md:w-56 md:flex-none">
            <label htmlFor={sortId} className={LABEL_CLASS}>
              Sort by
            </label>
            <select
              id={sortId}
              value={sort}
              onChange={(event) => {
                if (isPlantSort(event.target.value)) onSortChange(event.target.value);
              }}
              className={`${INPUT_CLASS} mt-1.5 border-stone-500 pr-8`}
            >
              {sorts.map((choice) => (
                <option key={choice} value={choice}>
                  {PLANT_SORT_LABELS[choice]}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>
      <div className="hidden md:flex md:flex-row md:flex-wrap md:gap-x-10 md:gap-y-4">
        {filterGroups}
      </div>
      {filtersOpen && (
        <FiltersDrawer
          resultCount={resultCount}
          returnFocusTo={filtersButtonRef}
          onClose={() => setFiltersOpen(false)}
          onShowResults={() => {
            showResultsOnClose.current = true;
            setFiltersOpen(false);
          }}
        >
          {filterGroups}
        </FiltersDrawer>
      )}
      <div ref={barEndRef} className="scroll-mt-20" />
    </div>
  );
});
