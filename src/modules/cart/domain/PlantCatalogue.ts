import type { Plant, PlantId } from '@/modules/shared/domain/Plant';

/** The shop's current plants by plantId: what a stored line is checked against. */
export type PlantCatalogue = ReadonlyMap<PlantId, Plant>;

/** The catalogue of a list of plants; a repeated plantId keeps its first plant, as plants.json does. */
export function catalogueOf(plants: readonly Plant[]): PlantCatalogue {
  const byId = new Map<PlantId, Plant>();
  for (const plant of plants) if (!byId.has(plant.plantId)) byId.set(plant.plantId, plant);
  return byId;
}
