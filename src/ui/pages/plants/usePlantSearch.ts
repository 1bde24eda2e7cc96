import { useCallback, useEffect, useState } from 'react';
import type { PlantSearch } from '@/modules/plants/application/SearchPlants';
import type { Plant } from '@/modules/shared/domain/Plant';
import { USE_CASES } from '@/di/tokens';
import { useInjection } from '@/ui/di/useInjection';

/**
 * The catalogue's ranked search, once its code has come and its index is built. Nothing is
 * fetched until `start()` (the search box is focused) or `wanted` (there is a search to answer):
 * a shopper who never searches never pays for it. Null until then, and for good if the code
 * cannot be fetched (offline on a first visit): the page then falls back to its plain search.
 * `loading` while the code or the index is on its way.
 */
export function usePlantSearch(
  catalogue: readonly Plant[],
  wanted: boolean,
): { search: PlantSearch | null; loading: boolean; start: () => void } {
  const searchPlants = useInjection(USE_CASES.SearchPlants);
  const [started, setStarted] = useState(wanted);
  const [failed, setFailed] = useState(false);
  const [ready, setReady] = useState<{ catalogue: readonly Plant[]; search: PlantSearch } | null>(
    null,
  );
  if (wanted && !started && !failed) setStarted(true);

  useEffect(() => {
    if (!started) return undefined;
    let current = true;
    searchPlants.execute(catalogue).then(
      (search) => {
        if (current) setReady({ catalogue, search });
      },
      () => {
        // Left to the plain search until the box is focused again, which tries again.
        if (current) {
          setStarted(false);
          setFailed(true);
        }
      },
    );
    return () => {
      current = false;
    };
  }, [started, catalogue, searchPlants]);

  const start = useCallback(() => {
    setFailed(false);
    setStarted(true);
  }, []);
  const search = ready?.catalogue === catalogue ? ready.search : null;
  return { search, loading: started && search === null, start };
}
