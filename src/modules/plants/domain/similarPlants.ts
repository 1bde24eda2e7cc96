import { facetKey } from './foldText';
import type { Plant } from '@/modules/shared/domain/Plant';
import { isOutOfStock } from '@/modules/shared/domain/stockRules';

/** How many plants "More plants like this" offers at most: one row of the desktop's grid. */
export const SIMILAR_PLANTS_COUNT = 4;

/** Both shared ranks above the category alone, the category alone above the care level alone. */
function likeness(plant: Plant, to: Plant): number {
  const sameCategory = facetKey(plant.category) === facetKey(to.category);
  const sameCareLevel = facetKey(plant.careLevel) === facetKey(to.careLevel);
  return (sameCategory ? 2 : 0) + (sameCareLevel ? 1 : 0);
}

/**
 * The plants offered under a plant's details: those of the same category or the same care level
 * (case and accents ignored), the plant itself left out. What can be bought comes first, then the
 * plants most like it; ties keep the catalogue's order. At most SIMILAR_PLANTS_COUNT.
 */
export function similarPlants(plant: Plant, catalogue: readonly Plant[]): Plant[] {
  return catalogue
    .filter((other) => other.plantId !== plant.plantId)
    .map((other) => ({ other, likeness: likeness(other, plant), soldOut: isOutOfStock(other) }))
    .filter((candidate) => candidate.likeness > 0)
    .sort((a, b) => Number(a.soldOut) - Number(b.soldOut) || b.likeness - a.likeness)
    .slice(0, SIMILAR_PLANTS_COUNT)
    .map((candidate) => candidate.other);
}
