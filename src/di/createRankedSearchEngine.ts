import type { PlantSearchEnginePort } from '@/modules/plants/application/PlantSearchEnginePort';
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

/** The search worker's code: in a Worker, or on a MessageChannel where there is none (jsdom). */
async function searchWorkers(): Promise<() => SearchWorker> {
  if (typeof Worker === 'function') return startSearchWorker;
  // Only here is MiniSearch fetched into the page.
  const { searchWorkerOnAChannel } =
    await import('@/modules/plants/infrastructure/searchWorkerOnAChannel');
  return () => searchWorkerOnAChannel();
}

/**
 * The ranked search's engine: reached only through plantSearchEngine's import(), so this module
 * makes a chunk of its own (ADR 0031). The page talks to the worker through
 * WorkerPlantSearchEngine; when the worker fails or misses a deadline, the plain search answers
 * (DeadlinePlantSearchEngine).
 */
export async function createRankedSearchEngine(): Promise<PlantSearchEnginePort> {
  return new DeadlinePlantSearchEngine(
    new WorkerPlantSearchEngine(await searchWorkers()),
    new PlainPlantSearchEngine(),
  );
}
