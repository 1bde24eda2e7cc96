import { lazy, memo } from 'react';
import { Link } from 'react-router-dom';
import { SearchX } from 'lucide-react';
import { DID_YOU_MEAN, TRY_SHOP_WORDS } from '@/modules/plants/domain/plantMessages';
import type { Plant } from '@/modules/shared/domain/Plant';
import { BackToTop } from '@/ui/components/BackToTop';
import { EMPTY_PANEL_ACTION_CLASS, EmptyPanel } from '@/ui/components/EmptyPanel';
import { PlantGrid } from '@/ui/components/PlantGrid';
import { TEXT_ACTION_CLASS } from '@/ui/components/controlStyles';
import { moduleOrReload } from '@/ui/lib/moduleOrReload';
import { plantsSearchPath } from '@/ui/lib/paths';

/**
 * Up to this many plants the grid is plain: every card is in the page, as the
 * spec's listing has it. Above it the grid is windowed, so a catalogue of
 * thousands stays quick to show and to scroll.
 */
export const WINDOWING_THRESHOLD = 60;

/**
 * The windowed grid's code is fetched only for a list that long: its virtualizer is most of the
 * listing's chunk, and a catalogue the size of the shop's never needs it (ADR 0029). Its first
 * render is always a transition (the catalogue's arrival, a deferred search or filter), so the
 * list on screen stays there until the code has come.
 */
const fetchVirtualPlantGrid = () => import('@/ui/components/VirtualPlantGrid');
const VirtualPlantGrid = lazy(() =>
  fetchVirtualPlantGrid()
    .then(moduleOrReload)
    .then((module) => ({ default: module.VirtualPlantGrid })),
);

/** Whether two lists hold the same items in the same order. */
function sameList<T>(a: readonly T[] | undefined, b: readonly T[] | undefined): boolean {
  if (a === b) return true;
  if (a === undefined || b === undefined || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return false;
  return true;
}

/** A list longer than this (three rows on a wide screen, many screens on a phone) offers Back to top. */
const LONG_LIST_CARDS = 12;

/** The first row's pictures load at once: they are the page's largest paint. */
const EAGER_IMAGES = 4;

/**
 * Searches to run instead, as links to the listing with each: a search that found nothing is not
 * a dead end. A link, not a plant's page: the shopper asked for a search, and a visitor would
 * meet the sign-in wall there.
 */
function SearchesInstead({ label, searches }: { label: string; searches: readonly string[] }) {
  return (
    <nav aria-label={label} className="mt-4 text-stone-800">
      {label}
      <ul className="flex flex-wrap justify-center gap-x-3">
        {searches.map((search) => (
          <li key={search}>
            <Link to={plantsSearchPath(search)} className={`${TEXT_ACTION_CLASS} underline`}>
              {search}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const NO_WORDS: readonly string[] = [];

/**
 * The plants found, or, when a search or filter matched nothing, what matched
 * nothing, the nearest plant names and the shop's words near it as searches to run, and a way
 * back to every plant. Memoised: typing in the search box
 * re-renders the page, not the grid, until the deferred results change.
 */
export const PlantResults = memo(
  function PlantResults({
    plants,
    noMatch,
    nearest = [],
    suggestions = NO_WORDS,
    onClearAll,
  }: {
    plants: readonly Plant[];
    /** What matched nothing, or null when there is no search or filter to blame. */
    noMatch: string | null;
    /** Plants whose names are nearest a search that found nothing, nearest first. */
    nearest?: readonly Plant[];
    /** The shop's words, or its categories, offered when a search found nothing. */
    suggestions?: readonly string[];
    onClearAll: () => void;
  }) {
    if (plants.length === 0 && noMatch !== null) {
      return (
        <EmptyPanel Icon={SearchX}>
          {/* The search is echoed as typed: a long word of it breaks anywhere, not the page. */}
          <p className="mt-5 max-w-md text-lg wrap-anywhere text-stone-800">{noMatch}</p>
          {nearest.length > 0 && (
            <SearchesInstead
              label={DID_YOU_MEAN}
              searches={nearest.map((plant) => plant.plantName)}
            />
          )}
          {suggestions.length > 0 && (
            <SearchesInstead label={TRY_SHOP_WORDS} searches={suggestions} />
          )}
          <button type="button" onClick={onClearAll} className={EMPTY_PANEL_ACTION_CLASS}>
            Clear all
          </button>
        </EmptyPanel>
      );
    }
    return (
      <>
        {plants.length > WINDOWING_THRESHOLD ? (
          <VirtualPlantGrid plants={plants} eagerCount={EAGER_IMAGES} />
        ) : (
          <PlantGrid plants={plants} eagerCount={EAGER_IMAGES} />
        )}
        {plants.length > LONG_LIST_CARDS && <BackToTop />}
      </>
    );
  },
  // A search's next answer often holds the same plants ('monst', then 'monste'): a list equal
  // plant by plant is the same list, and the grid is not drawn again.
  (before, after) =>
    before.noMatch === after.noMatch &&
    before.onClearAll === after.onClearAll &&
    sameList(before.plants, after.plants) &&
    sameList(before.nearest, after.nearest) &&
    sameList(before.suggestions, after.suggestions),
);
