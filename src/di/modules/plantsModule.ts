import { ContainerModule } from 'inversify';
import { FindPlant } from '@/modules/plants/application/FindPlant';
import { ListPlants } from '@/modules/plants/application/ListPlants';
import type { PlantCatalogPort } from '@/modules/plants/application/PlantCatalogPort';
import type { PlantSearchEnginePort } from '@/modules/plants/application/PlantSearchEnginePort';
import { SearchPlants, type OpenPlantSearch } from '@/modules/plants/application/SearchPlants';
import { singleton } from '../singleton';
import { token } from '../Token';

export const PLANTS = {
  ports: {
    PlantCatalogPort: token<PlantCatalogPort>('PlantCatalogPort'),
    PlantSearchEnginePort: token<PlantSearchEnginePort>('PlantSearchEnginePort'),
  },
  useCases: {
    ListPlants: token<ListPlants>('ListPlants'),
    FindPlant: token<FindPlant>('FindPlant'),
    SearchPlants: token<OpenPlantSearch>('SearchPlants'),
  },
} as const;

/** The adapter each port of the module gets, chosen by the composition root. */
export interface PlantsAdapters {
  readonly catalog: () => PlantCatalogPort;
  readonly searchEngine: () => PlantSearchEnginePort;
}

/** The catalogue: listing, one plant, the search. */
export const plantsModule = (adapters: PlantsAdapters) =>
  new ContainerModule(({ bind }) => {
    const { ports, useCases } = PLANTS;
    singleton(bind, ports.PlantCatalogPort, adapters.catalog);
    singleton(bind, ports.PlantSearchEnginePort, adapters.searchEngine);
    singleton(bind, useCases.ListPlants, (get) => new ListPlants(get(ports.PlantCatalogPort)));
    singleton(bind, useCases.FindPlant, (get) => new FindPlant(get(ports.PlantCatalogPort)));
    singleton(
      bind,
      useCases.SearchPlants,
      (get) => new SearchPlants(get(ports.PlantSearchEnginePort)),
    );
  });
