import type {
  PlantSearchEngine,
  PlantSearchEnginePort,
} from '@/modules/plants/application/PlantSearchEnginePort';
import { foldText } from '@/modules/plants/domain/foldText';
import { searchTerms } from '@/modules/plants/domain/searchPlants';
import type { Plant } from '@/modules/shared/domain/Plant';

/**
 * The plain search as an engine: a plant is found when each word typed is in its name, category
 * or nursery (searchTerms, as filterPlants reads them), in catalogue order, with nothing near and
 * nothing suggested. No index, no library, no worker, nothing to fetch: what answers when the
 * ranked search cannot (DeadlinePlantSearchEngine), its code not fetched or its answer late.
 */
export class PlainPlantSearchEngine implements PlantSearchEnginePort {
  async open(catalogue: readonly Plant[]): Promise<PlantSearchEngine> {
    let keys: string[] | null = null;
    return {
      find: async (search) => {
        const terms = searchTerms(search);
        if (terms.length === 0) return { ids: null, nearest: [], suggestions: [] };
        // Folded on the first search, not at open: a fallback that is never searched costs nothing.
        keys ??= catalogue.map((plant) =>
          foldText(`${plant.plantName}\n${plant.category}\n${plant.providerName}`),
        );
        const ids: number[] = [];
        for (let place = 0; place < keys.length; place += 1) {
          const key = keys[place]!;
          if (terms.every((term) => key.includes(term))) ids.push(place);
        }
        return { ids, nearest: [], suggestions: [] };
      },
    };
  }
}
