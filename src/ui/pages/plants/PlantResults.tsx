import { lazy, memo } from 'react';
import { Link } from 'react-router-dom';
import { SearchX } from 'lucide-react';
import { DID_YOU_MEAN } from '@/modules/plants/domain/plantMessages';
import type { Plant } from '@/modules/shared/domain/Plant';
import { EMPTY_PANEL_ACTION_CLASS, EmptyPanel } from '@/ui/components/EmptyPanel';
import { PlantGrid } from '@/ui/components/PlantGrid';
import { TEXT_ACTION_CLASS } from '@/ui/components/controlStyles';
import { plantPath } from '@/ui/lib/paths';
import { moduleOrReload } from '@/ui/lib/moduleOrReload';

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

/** Whether two lists hold the same plants in the same order. */
function sameList(a: readonly Plant[] | undefined, b: readonly Plant[] | undefined): boolean {
  if (a === b) return true;
  if (a === undefined || b === undefined || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return false;
  return true;
}

/** The first row's pictures load at once: they are the page's largest paint. */
const EAGER_IMAGES = 4;

/** The nearest plant names, as links to their plants: a search that found nothing is not a dead end. */
function DidYouMean({ plants }: { plants: readonly Plant[] }) {
  return (
    <nav aria-label={DID_YOU_MEAN} className="mt-4 text-stone-800">
      {DID_YOU_MEAN}
      <ul className="flex flex-wrap justify-center gap-x-3">
        {plants.map((plant) => (
          <li key={plant.plantId}>
            <Link to={plantPath(plant.plantId)} className={`${TEXT_ACTION_CLASS} underline`}>
              {plant.plantName}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The plants found, or, when a search or filter matched nothing, what matched
 * nothing, the nearest plant names when there are any, and a way back to every plant. Memoised: typing in the search box
 * re-renders the page, not the grid, until the deferred results change.
 */
export const PlantResults = memo(
  function PlantResults({
    plants,
    noMatch,
    nearest = [],
    onClearAll,
  }: {
    plants: readonly Plant[];
    /** What matched nothing, or null when there is no search or filter to blame. */
    noMatch: string | null;
    /** Plants whose names are nearest a search that found nothing, nearest first. */
    nearest?: readonly Plant[];
    onClearAll: () => void;
  }) {
    if (plants.length === 0 && noMatch !== null) {
      return (
        <EmptyPanel Icon={SearchX}>
          <p className="mt-5 max-w-md text-lg text-stone-800">{noMatch}</p>
          {nearest.length > 0 && <DidYouMean plants={nearest} />}
          <button type="button" onClick={onClearAll} className={EMPTY_PANEL_ACTION_CLASS}>
            Clear all
          </button>
        </EmptyPanel>
      );
    }
    return plants.length > WINDOWING_THRESHOLD ? (
      <VirtualPlantGrid plants={plants} eagerCount={EAGER_IMAGES} />
    ) : (
      <PlantGrid plants={plants} eagerCount={EAGER_IMAGES} />
    );
  },
  // A search's next answer often holds the same plants ('monst', then 'monste'): a list equal
  // plant by plant is the same list, and the grid is not drawn again.
  (before, after) =>
    before.noMatch === after.noMatch &&
    before.onClearAll === after.onClearAll &&
    sameList(before.plants, after.plants) &&
    sameList(before.nearest, after.nearest),
);
