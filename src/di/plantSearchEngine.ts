import type { PlantSearchEnginePort } from '@/modules/plants/application/PlantSearchEnginePort';
import { PlainPlantSearchEngine } from '@/modules/plants/infrastructure/PlainPlantSearchEngine';

/** Fetches the ranked engine's code (its own chunk) and makes the engine. */
export type LoadRankedEngine = () => Promise<PlantSearchEnginePort>;

const loadRankedEngine: LoadRankedEngine = () =>
  import('./createRankedSearchEngine').then((module) => module.createRankedSearchEngine());

/**
 * The shop's PlantSearchEnginePort: the ranked engine, whose code (the worker's adapter, its
 * deadlines, and the worker with the rules and MiniSearch) is fetched when a catalogue is first
 * opened, that is when a shopper starts a search: no page's JavaScript before its first render
 * carries it (ADR 0031). When that code cannot be fetched (offline on a first visit), the plain
 * search opens instead, an adapter of the same port whose code is already in the page; the fetch
 * is tried again when another catalogue is opened.
 */
export function plantSearchEngine(
  load: LoadRankedEngine = loadRankedEngine,
): PlantSearchEnginePort {
  const plain = new PlainPlantSearchEngine();
  let loading: Promise<PlantSearchEnginePort> | undefined;
  return {
    open: (catalogue) => {
      loading ??= load().catch((error: unknown) => {
        loading = undefined;
        throw error;
      });
      return loading.then(
        (ranked) => ranked.open(catalogue),
        () => plain.open(catalogue),
      );
    },
  };
}
