import {
  PLANTS_PER_MESSAGE,
  WorkerPlantSearchEngine,
} from '@/modules/plants/infrastructure/WorkerPlantSearchEngine';
import { countPerTask } from '../support/countPerTask';
import { failingSearchIndex } from '../support/failingSearchIndex';
import { aSearchWorkerOnAPort } from '../support/searchWorkerOnAPort';
import { describePlantSearchEngineContract } from './PlantSearchEnginePort.contract';

// The worker's own code (serveSearch) across a MessageChannel, as the shop runs it where there is
// no Worker; the browser journeys in test/e2e/finding-plants.e2e.ts run the bundled worker itself.
describePlantSearchEngineContract('WorkerPlantSearchEngine', {
  ranks: true,
  create: () => new WorkerPlantSearchEngine(() => aSearchWorkerOnAPort()),
  createBroken: () =>
    new WorkerPlantSearchEngine(() => aSearchWorkerOnAPort({ failToStart: true })),
  watchParts() {
    const sent = countPerTask();
    const engine = new WorkerPlantSearchEngine(() => {
      const worker = aSearchWorkerOnAPort();
      const post = worker.postMessage.bind(worker);
      worker.postMessage = (message) => {
        if (message.kind === 'plants') sent.add(message.plants.length);
        post(message);
      };
      return worker;
    });
    return { engine, mostPerTask: PLANTS_PER_MESSAGE, perTask: () => sent.perTask };
  },
  createFailingSearch: () =>
    new WorkerPlantSearchEngine(() => aSearchWorkerOnAPort({ buildIndex: failingSearchIndex })),
});
