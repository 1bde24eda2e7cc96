import { WorkerPlantSearchEngine } from '@/modules/plants/infrastructure/WorkerPlantSearchEngine';
import { aSearchWorkerOnAPort } from '../support/searchWorkerOnAPort';
import { describePlantSearchEngineContract } from './PlantSearchEnginePort.contract';

// The worker's own code (serveSearch) across a MessageChannel; the browser journeys in
// test/e2e/finding-plants.e2e.ts run the bundled worker itself.
describePlantSearchEngineContract('WorkerPlantSearchEngine', {
  create: () => new WorkerPlantSearchEngine(() => aSearchWorkerOnAPort()),
  createBroken: () =>
    new WorkerPlantSearchEngine(() => aSearchWorkerOnAPort({ failToStart: true })),
});
