import { SearchPlants } from '@/modules/plants/application/SearchPlants';
import { MiniSearchPlantTextIndex } from '@/modules/plants/infrastructure/MiniSearchPlantTextIndex';

/**
 * The search with its library: reached only through lazySearchPlants' import(), so this module,
 * MiniSearch and the search's rules make a chunk of their own (ADR 0030).
 */
export function createSearchPlants(): SearchPlants {
  return new SearchPlants(new MiniSearchPlantTextIndex());
}
