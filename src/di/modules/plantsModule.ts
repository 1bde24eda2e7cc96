import { ContainerModule } from 'inversify';
import { FindPlant } from '@/modules/plants/application/FindPlant';
import { ListPlants } from '@/modules/plants/application/ListPlants';
import type { PlantCatalogPort } from '@/modules/plants/application/PlantCatalogPort';
import type { OpenPlantSearch } from '@/modules/plants/application/SearchPlants';
import { lazySearchPlants } from '../lazySearchPlants';
import { singleton } from '../singleton';
import { token } from '../Token';

export const PLANTS = {
  ports: { PlantCatalogPort: token<PlantCatalogPort>('PlantCatalogPort') },
  useCases: {
    ListPlants: token<ListPlants>('ListPlants'),
    FindPlant: token<FindPlant>('FindPlant'),
    /** Loads its code on first use: lazySearchPlants. */
    SearchPlants: token<OpenPlantSearch>('SearchPlants'),
  },
} as const;

/** The adapter each port of the module gets, chosen by the composition root. */
export interface PlantsAdapters {
  readonly catalog: () => PlantCatalogPort;
}

/** The catalogue: listing, one plant, the search. */
export const plantsModule = (adapters: PlantsAdapters) =>
  new ContainerModule(({ bind }) => {
    const { ports, useCases } = PLANTS;
    singleton(bind, ports.PlantCatalogPort, adapters.catalog);
    singleton(bind, useCases.ListPlants, (get) => new ListPlants(get(ports.PlantCatalogPort)));
    singleton(bind, useCases.FindPlant, (get) => new FindPlant(get(ports.PlantCatalogPort)));
    singleton(bind, useCases.SearchPlants, () => lazySearchPlants());
  });
