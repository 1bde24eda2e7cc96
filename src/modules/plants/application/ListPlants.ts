import type { Plant } from '../domain/Plant';
import type { PlantCatalogPort } from './PlantCatalogPort';

export class ListPlants {
  constructor(private readonly catalog: PlantCatalogPort) {}

  execute(): Promise<readonly Plant[]> {
    return this.catalog.list();
  }
}
