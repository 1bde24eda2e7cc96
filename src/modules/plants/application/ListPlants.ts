import type { Plant } from '@/modules/plants/domain/Plant';
import type { PlantCatalogPort } from './PlantCatalogPort';

export class ListPlants {
  constructor(private readonly catalog: PlantCatalogPort) {}

  execute(): Promise<readonly Plant[]> {
    return this.catalog.list();
  }
}
