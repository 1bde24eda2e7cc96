import { MiniSearchPlantTextIndex } from '@/modules/plants/infrastructure/MiniSearchPlantTextIndex';
import { WorkerPlantSearchEngine } from '@/modules/plants/infrastructure/WorkerPlantSearchEngine';
import { failingSearchOn } from '../support/failingSearchIndex';
import { aSearchWorkerOnAPort } from '../support/searchWorkerOnAPort';
import { describePlantSearchEngineContract } from './PlantSearchEnginePort.contract';

// The worker's own code (serveSearch) across a MessageChannel; the browser journeys in
// test/e2e/finding-plants.e2e.ts run the bundled worker itself.
describePlantSearchEngineContract('WorkerPlantSearchEngine', {
  create: () => new WorkerPlantSearchEngine(() => aSearchWorkerOnAPort()),
  createBroken: () =>
    new WorkerPlantSearchEngine(() => aSearchWorkerOnAPort({ failToStart: true })),
  createFailingSearch: () =>
    new WorkerPlantSearchEngine(() =>
      aSearchWorkerOnAPort({ indexer: failingSearchOn(new MiniSearchPlantTextIndex(Infinity)) }),
    ),
});
