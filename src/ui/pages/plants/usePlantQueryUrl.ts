import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { parsePlantQuery, PLANT_QUERY_KEYS, serialisePlantQuery } from './plantQueryUrl';
import { restrictToFacets, type PlantFacets } from '@/modules/plants/domain/plantFacets';
import { type PlantQuery } from '@/modules/plants/domain/PlantQuery';

/**
 * How a change enters the browser history:
 * - 'step': a new entry, so Back undoes it (a filter, the sort, Clear all);
 * - 'search': a new entry for the first change of a search, then the same
 *   entry is replaced while the search goes on, so Back leaves the search in
 *   one step instead of one letter at a time.
 */
export type QueryChange = 'step' | 'search';

/** Marks a history entry written by the search, in the location's state. */
const SEARCH_ENTRY = 'plantSearch';

const OWN_KEYS = new Set<string>(Object.values(PLANT_QUERY_KEYS));

function isSearchEntry(state: unknown): boolean {
  return typeof state === 'object' && state !== null && SEARCH_ENTRY in state;
}

/**
 * The /plants query, read from and written to the URL: a link reproduces the
 * view, Back and Forward step through it, a reload keeps it. Values the
 * catalogue does not offer are ignored; parameters of other features are kept.
 *
 * A step shows at once: the router may commit a new location in a transition
 * (the declarative <BrowserRouter> always does), and until it does the query
 * written is the one returned, so a checkbox or the sort never flicks back.
 * Any location the router then commits is the truth again.
 */
export function usePlantQueryUrl(facets: PlantFacets): {
  query: PlantQuery;
  setQuery: (next: PlantQuery, change: QueryChange) => void;
} {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const fromUrl = useMemo(
    () => restrictToFacets(parsePlantQuery(params), facets),
    [params, facets],
  );
  const [written, setWritten] = useState<{ query: PlantQuery; from: string } | null>(null);
  if (written !== null && written.from !== location.key) setWritten(null);
  const query = written !== null && written.from === location.key ? written.query : fromUrl;
  // The location a search was last written from. The router may not have committed that write
  // yet (a transition on a busy machine), so the next search write still sees the old location:
  // it must replace the entry just pushed, not push a second one.
  // Once any location commits (the write itself, Back, Forward), the location's state says it.
  const searchWrittenFrom = useRef<string | null>(null);
  useEffect(() => {
    searchWrittenFrom.current = null;
  }, [location.key]);

  const setQuery = useCallback(
    (next: PlantQuery, change: QueryChange) => {
      const nextParams = new URLSearchParams();
      for (const [key, value] of params) if (!OWN_KEYS.has(key)) nextParams.append(key, value);
      for (const [key, value] of serialisePlantQuery(next)) nextParams.append(key, value);
      if (nextParams.toString() === params.toString()) return;
      const searching = change === 'search';
      if (!searching) setWritten({ query: next, from: location.key });
      const searchGoesOn =
        isSearchEntry(location.state) || searchWrittenFrom.current === location.key;
      searchWrittenFrom.current = searching ? location.key : null;
      setParams(nextParams, {
        replace: searching && searchGoesOn,
        state: searching ? { [SEARCH_ENTRY]: true } : null,
        preventScrollReset: true,
      });
    },
    [params, setParams, location.key, location.state],
  );

  return { query, setQuery };
}
