import type {
  PlantSearchEngine,
  PlantSearchEnginePort,
} from '@/modules/plants/application/PlantSearchEnginePort';
import { foldText } from '@/modules/plants/domain/foldText';
import type { SearchDocument } from '@/modules/plants/domain/searchRanking';
import { searchTerms } from '@/modules/plants/domain/searchPlants';

/**
 * The plain search as an engine: a plant is found when each word typed is in its name, category
 * or nursery (searchTerms, as filterPlants reads them), in catalogue order, with nothing near.
 * No index, no library, no worker: what answers when the ranked search does not in time
 * (DeadlinePlantSearchEngine). It does not answer what rankedSearch would: it is no engine of
 * the contract, only the one the shop falls back to.
 */
export class PlainPlantSearchEngine implements PlantSearchEnginePort {
  async open(documents: readonly SearchDocument[]): Promise<PlantSearchEngine> {
    let keys: string[] | null = null;
    return {
      find: async (search) => {
        const terms = searchTerms(search);
        if (terms.length === 0) return { ids: null, nearest: [] };
        // Folded on the first search, not at open: a fallback that is never searched costs nothing.
        keys ??= documents.map((document) =>
          foldText(`${document.name}\n${document.category}\n${document.nursery}`),
        );
        const ids: number[] = [];
        for (let place = 0; place < keys.length; place += 1) {
          const key = keys[place]!;
          if (terms.every((term) => key.includes(term))) ids.push(documents[place]!.id);
        }
        return { ids, nearest: [] };
      },
    };
  }
}
