import type { Plant } from '@/modules/shared/domain/Plant';
import type { PlantCatalogPort } from './PlantCatalogPort';

/** Spec section 2: the detail route's id is matched against the numeric plantId. */
export function parsePlantIdParam(param: string | undefined): number | null {
  if (param === undefined || !/^\d{1,15}$/.test(param)) return null;
  return Number(param);
}

export class FindPlant {
  constructor(private readonly catalog: PlantCatalogPort) {}

  /** Null for an id that is not a whole number or matches no plant. */
  async execute(plantIdParam: string | undefined): Promise<Plant | null> {
    const plantId = parsePlantIdParam(plantIdParam);
    return plantId === null ? null : this.catalog.findById(plantId);
  }
}
