import { lazy, memo } from 'react';
import { SearchX } from 'lucide-react';
import type { Plant } from '@/modules/shared/domain/Plant';
import { PlantGrid } from '@/ui/components/PlantGrid';
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
const VirtualPlantGrid = lazy(() =>
  import('@/ui/components/VirtualPlantGrid')
    .then(moduleOrReload)
    .then((module) => ({ default: module.VirtualPlantGrid })),
);

/** The first row's pictures load at once: they are the page's largest paint. */
const EAGER_IMAGES = 4;

/**
 * The plants found, or, when a search or filter matched nothing, what matched
 * nothing and a way back to every plant. Memoised: typing in the search box
 * re-renders the page, not the grid, until the deferred results change.
 */
export const PlantResults = memo(function PlantResults({
  plants,
  noMatch,
  onClearAll,
}: {
  plants: readonly Plant[];
  /** What matched nothing, or null when there is no search or filter to blame. */
  noMatch: string | null;
  onClearAll: () => void;
}) {
  if (plants.length === 0 && noMatch !== null) {
    return (
      <div className="flex flex-col items-center rounded-2xl bg-white px-6 py-14 text-center shadow-sm ring-1 ring-stone-200">
        <span className="grid h-16 w-16 place-items-center rounded-full bg-brand-100 text-brand-800">
          <SearchX aria-hidden="true" width={30} height={30} />
        </span>
        <p className="mt-5 max-w-md text-lg text-stone-800">{noMatch}</p>
        <button
          type="button"
          onClick={onClearAll}
          className="mt-8 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
        >
          Clear all
        </button>
      </div>
    );
  }
  return plants.length > WINDOWING_THRESHOLD ? (
    <VirtualPlantGrid plants={plants} eagerCount={EAGER_IMAGES} />
  ) : (
    <PlantGrid plants={plants} eagerCount={EAGER_IMAGES} />
  );
});
