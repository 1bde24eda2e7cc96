import { serveSearch, type SearchWorkerScope } from './serveSearch';

/** The search worker's script, started by WorkerPlantSearchEngine (through createRankedSearchEngine). */
serveSearch(globalThis as unknown as SearchWorkerScope);
