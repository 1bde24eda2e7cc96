import { useEffect, useMemo } from 'react';
import { formatMoney } from '@/modules/shared/domain/Money';
import type { Plant } from '@/modules/shared/domain/Plant';
import { usePlantSearch } from '@/ui/hooks/usePlantSearch';
import { usePlants } from '@/ui/hooks/usePlants';
import { artworkSources } from '@/ui/lib/artwork';
import { plantPath } from '@/ui/lib/paths';

/** As many plants as a glance takes in; the rest are one option away, on the listing. */
export const HEADER_RESULTS_SHOWN = 6;

const NO_PLANTS: readonly Plant[] = [];

function seeAllLabel(count: number): string {
  return count === 1 ? 'See the 1 result' : `See all ${count} results`;
}

/** What the list says when it has no plant to show yet, or none at all. */
function statusText(text: string, count: number | null): string {
  if (count === null) return 'Searching…';
  if (count === 0) return `No plants match "${text}".`;
  return count === 1 ? '1 plant found.' : `${count} plants found.`;
}

/**
 * The header search's popup: the first plants the listing's own ranked search finds for `text`
 * (usePlantSearch, the same engine and answers), each with its picture and price, then the whole
 * answer on the listing. Mounted on the field's first focus, which starts the engine. It tells the
 * field the options' destinations, in order, for the arrows and Enter.
 */
export function HeaderSearchResults({
  text,
  expanded,
  listId,
  active,
  allPath,
  onOptions,
  onChoose,
}: {
  text: string;
  expanded: boolean;
  listId: string;
  active: number;
  allPath: string;
  onOptions: (paths: readonly string[]) => void;
  onChoose: (path: string) => void;
}) {
  const plants = usePlants();
  const catalogue = plants.status === 'loaded' ? plants.plants : NO_PLANTS;
  const { result, start } = usePlantSearch(catalogue, text);
  useEffect(start, [start]);

  // While the answer to the latest keystroke is on its way, the one before it stays.
  const found = (text !== '' ? result?.plants : undefined) ?? null;
  const shown = useMemo(() => found?.slice(0, HEADER_RESULTS_SHOWN) ?? NO_PLANTS, [found]);
  const count = found === null ? null : found.length;

  const paths = useMemo(() => {
    const toPlants = shown.map((plant) => plantPath(plant.plantId));
    return count === null ? toPlants : [...toPlants, allPath];
  }, [shown, count, allPath]);
  useEffect(() => onOptions(paths), [paths, onOptions]);

  const option = (index: number) =>
    `flex cursor-pointer items-center gap-3 px-3 py-2 ${
      index === active ? 'bg-brand-50 text-brand-900' : 'text-stone-800 hover:bg-stone-100'
    }`;
  const events = (index: number) => ({
    id: `${listId}-${index}`,
    role: 'option' as const,
    'aria-selected': index === active,
    // The field keeps focus (and the list stays open) while the pointer chooses.
    onMouseDown: (event: React.MouseEvent) => event.preventDefault(),
    onClick: () => onChoose(paths[index]!),
  });

  return (
    <>
      {/* Outside the popup: a live region that appears with its text is not always read. */}
      <p role="status" className="sr-only">
        {expanded ? statusText(text, count) : ''}
      </p>
      <div
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-50 mt-1 overflow-hidden rounded-xl bg-white shadow-lg ring-1 ring-stone-200 max-lg:mx-4"
      >
        <p className="px-3 pt-2 pb-1 text-xs font-medium text-stone-600">
          {statusText(text, count)}
        </p>
        <ul
          id={listId}
          role="listbox"
          aria-label="Plants found"
          aria-busy={count === null}
          className="pb-1"
        >
          {shown.map((plant, index) => (
            <li key={plant.plantId} {...events(index)} className={option(index)}>
              <img
                {...artworkSources(plant.image)}
                sizes="40px"
                alt=""
                width={40}
                height={40}
                className="h-10 w-10 shrink-0 rounded-md bg-brand-50 object-cover"
              />
              <span className="min-w-0 flex-1 truncate font-medium">{plant.plantName}</span>
              <span className="text-sm text-stone-700">{formatMoney(plant.price)}</span>
            </li>
          ))}
          {count !== null && (
            <li
              {...events(shown.length)}
              className={`${option(shown.length)} border-t border-stone-100 font-semibold text-brand-800`}
            >
              {count === 0 ? 'Search all plants' : seeAllLabel(count)}
            </li>
          )}
        </ul>
      </div>
    </>
  );
}
