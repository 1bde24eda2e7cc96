import { serveSearch, type SearchWorkerScope } from './serveSearch';

/** The search worker's script, started by WorkerPlantSearchEngine (through createSearchPlants). */
serveSearch(globalThis as unknown as SearchWorkerScope);
