import { SearchPlants } from '@/modules/plants/application/SearchPlants';
import {
  WorkerPlantSearchEngine,
  type SearchWorker,
} from '@/modules/plants/infrastructure/WorkerPlantSearchEngine';

/** The search worker, bundled by Vite from this very expression (its own chunk). */
function startSearchWorker(): SearchWorker {
  return new Worker(
    new URL('../modules/plants/infrastructure/plantSearchWorker.ts', import.meta.url),
    { type: 'module', name: 'plant-search' },
  ) as SearchWorker;
}

/**
 * The search with its engine: reached only through lazySearchPlants' import(), so this module
 * makes a chunk of its own (ADR 0031). In a browser the index and the search run in a worker,
 * whose script holds MiniSearch; where there is no Worker (jsdom), they run in the page, and
 * only then is MiniSearch fetched into it.
 */
export async function createSearchPlants(): Promise<SearchPlants> {
  if (typeof Worker === 'function') {
    return new SearchPlants(new WorkerPlantSearchEngine(startSearchWorker));
  }
  const [{ InProcessPlantSearchEngine }, { MiniSearchPlantTextIndex }] = await Promise.all([
    import('@/modules/plants/infrastructure/InProcessPlantSearchEngine'),
    import('@/modules/plants/infrastructure/MiniSearchPlantTextIndex'),
  ]);
  return new SearchPlants(new InProcessPlantSearchEngine(new MiniSearchPlantTextIndex()));
}
