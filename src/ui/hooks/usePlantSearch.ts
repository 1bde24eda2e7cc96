import { useCallback, useEffect, useState } from 'react';
import type { PlantSearch, PlantSearchResult } from '@/modules/plants/application/SearchPlants';
import type { Plant } from '@/modules/shared/domain/Plant';
import { USE_CASES } from '@/di/tokens';
import { useInjection } from '@/ui/di/useInjection';

interface Answer {
  readonly search: PlantSearch;
  readonly text: string;
  readonly result: PlantSearchResult;
}

/**
 * The search's answer to `text` on this catalogue: SearchPlants', the ranked search's or, when
 * that cannot answer (its code not fetched offline, a late or failed worker), the plain search's
 * through the same port (DeadlinePlantSearchEngine). Nothing is fetched until `start()` (the
 * search box is focused) or there is a text to answer: a shopper who never searches never pays
 * for it. Answers come asynchronously (from a worker in a browser): until the one for `text` has
 * come, `result` is the latest one before it and `answered` is false; `result` is null before any
 * answer. `loading` while the code, the index or an answer is on its way.
 */
export function usePlantSearch(
  catalogue: readonly Plant[],
  text: string,
): { result: PlantSearchResult | null; answered: boolean; loading: boolean; start: () => void } {
  const searchPlants = useInjection(USE_CASES.SearchPlants);
  const wanted = text !== '';
  const [started, setStarted] = useState(wanted);
  const [failed, setFailed] = useState(false);
  const [ready, setReady] = useState<{ catalogue: readonly Plant[]; search: PlantSearch } | null>(
    null,
  );
  const [answer, setAnswer] = useState<Answer | null>(null);
  if (wanted && !started && !failed) setStarted(true);

  useEffect(() => {
    if (!started) return undefined;
    let current = true;
    searchPlants.execute(catalogue).then(
      (search) => {
        if (current) setReady({ catalogue, search });
      },
      () => {
        // Not even the plain search answered: tried again when the box is focused again.
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

  const search = ready?.catalogue === catalogue ? ready.search : null;
  useEffect(() => {
    if (search === null || text === '') return;
    // Not cancelled by the next keystroke: each answer shows while typing goes on, and searches
    // are answered in the order asked (PlantSearchEnginePort), so the last answer is the latest.
    search.find(text).then(
      (result) => setAnswer({ search, text, result }),
      () => {
        // The engine answers a failed or late search with the plain search itself; should that
        // fail too, the next focus of the box starts again.
        setReady(null);
        setAnswer(null);
        setStarted(false);
        setFailed(true);
      },
    );
  }, [search, text]);

  const start = useCallback(() => {
    setFailed(false);
    setStarted(true);
  }, []);
  const latest = answer !== null && answer.search === search ? answer : null;
  const answered = latest !== null && latest.text === text;
  return {
    result: latest?.result ?? null,
    answered,
    loading: started && (search === null || (text !== '' && !answered)),
    start,
  };
}
