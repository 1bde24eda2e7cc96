import type {
  PlantSearchEngine,
  PlantSearchEnginePort,
} from '@/modules/plants/application/PlantSearchEnginePort';
import type { PlantTextIndexPort } from '@/modules/plants/application/PlantTextIndexPort';
import { rankedSearch } from '@/modules/plants/application/rankedSearch';
import type { SearchDocument } from '@/modules/plants/domain/searchRanking';

/**
 * The search in the page itself: where there is no Worker (the component tests' jsdom), and the
 * engine the worker runs (plantSearchWorker.ts).
 */
export class InProcessPlantSearchEngine implements PlantSearchEnginePort {
  constructor(private readonly indexer: PlantTextIndexPort) {}

  async open(documents: readonly SearchDocument[]): Promise<PlantSearchEngine> {
    const index = await this.indexer.build(documents);
    return { find: async (search) => rankedSearch(index, search, documents) };
  }
}
