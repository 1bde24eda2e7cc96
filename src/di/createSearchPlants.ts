import type { PlantSearchEnginePort } from '@/modules/plants/application/PlantSearchEnginePort';
import { SearchPlants } from '@/modules/plants/application/SearchPlants';
import { DeadlinePlantSearchEngine } from '@/modules/plants/infrastructure/DeadlinePlantSearchEngine';
import { PlainPlantSearchEngine } from '@/modules/plants/infrastructure/PlainPlantSearchEngine';
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

async function rankedEngine(): Promise<PlantSearchEnginePort> {
  if (typeof Worker === 'function') return new WorkerPlantSearchEngine(startSearchWorker);
  const [{ InProcessPlantSearchEngine }, { MiniSearchPlantTextIndex }] = await Promise.all([
    import('@/modules/plants/infrastructure/InProcessPlantSearchEngine'),
    import('@/modules/plants/infrastructure/MiniSearchPlantTextIndex'),
  ]);
  return new InProcessPlantSearchEngine(new MiniSearchPlantTextIndex());
}

/**
 * The search with its engine: reached only through lazySearchPlants' import(), so this module
 * makes a chunk of its own (ADR 0031). In a browser the index and the search run in a worker,
 * whose script holds MiniSearch; where there is no Worker (jsdom), they run in the page, and
 * only then is MiniSearch fetched into it. Either way the plain search answers when the ranked
 * one fails or misses its deadline (DeadlinePlantSearchEngine).
 */
export async function createSearchPlants(): Promise<SearchPlants> {
  return new SearchPlants(
    new DeadlinePlantSearchEngine(await rankedEngine(), new PlainPlantSearchEngine()),
  );
}
