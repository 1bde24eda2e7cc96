import type { Plant } from '@/modules/shared/domain/Plant';
import type { PlantCatalogPort } from './PlantCatalogPort';

export interface ListPlantsOptions {
  /** The shopper asked to try again: read the catalogue anew rather than share an earlier read. */
  readonly afresh?: boolean;
}

export class ListPlants {
  constructor(private readonly catalog: PlantCatalogPort) {}

  execute({ afresh = false }: ListPlantsOptions = {}): Promise<readonly Plant[]> {
    return afresh ? this.catalog.reload() : this.catalog.list();
  }
}
