import type { PlantTextIndexPort } from '@/modules/plants/application/PlantTextIndexPort';
import { InMemoryPlantTextIndex } from '@/modules/plants/infrastructure/InMemoryPlantTextIndex';
import { InProcessPlantSearchEngine } from '@/modules/plants/infrastructure/InProcessPlantSearchEngine';
import {
  INDEX_CHUNK_SIZE,
  MiniSearchPlantTextIndex,
} from '@/modules/plants/infrastructure/MiniSearchPlantTextIndex';
import { countedAsRead, countPerTask } from '../support/countPerTask';
import { failingSearchOn } from '../support/failingSearchIndex';
import { describePlantSearchEngineContract } from './PlantSearchEnginePort.contract';

const brokenIndex: PlantTextIndexPort = {
  build: () => Promise.reject(new Error('the index could not be built')),
};

describePlantSearchEngineContract('InProcessPlantSearchEngine on MiniSearch', {
  create: () => new InProcessPlantSearchEngine(new MiniSearchPlantTextIndex()),
  createBroken: () => new InProcessPlantSearchEngine(brokenIndex),
  // Built in the page in parts of INDEX_CHUNK_SIZE plants, one task each.
  watchParts() {
    const indexed = countPerTask();
    const index = new MiniSearchPlantTextIndex();
    const engine = new InProcessPlantSearchEngine({
      build: (documents) => index.build(countedAsRead(documents, indexed)),
    });
    return { engine, mostPerTask: INDEX_CHUNK_SIZE, perTask: () => indexed.perTask };
  },
  createFailingSearch: () =>
    new InProcessPlantSearchEngine(failingSearchOn(new MiniSearchPlantTextIndex())),
});

describePlantSearchEngineContract('InProcessPlantSearchEngine on the in-memory index', {
  create: () => new InProcessPlantSearchEngine(new InMemoryPlantTextIndex()),
  createBroken: () => new InProcessPlantSearchEngine(brokenIndex),
  createFailingSearch: () =>
    new InProcessPlantSearchEngine(failingSearchOn(new InMemoryPlantTextIndex())),
});
