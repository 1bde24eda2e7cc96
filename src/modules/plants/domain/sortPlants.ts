import { foldText } from './foldText';
import type { Plant } from '@/modules/shared/domain/Plant';
import type { PlantSort } from './PlantQuery';

/**
 * A plant's name key: folded, with each run of digits padded so that plain string order is
 * A-to-Z order, case and accents ignored and numbers in number order ('Plant 2' before
 * 'Plant 10'). Much faster than a collator on 10,000 names; kept for as long as the plant lives.
 */
const nameKeys = new WeakMap<Plant, string>();

function nameKeyOf(plant: Plant): string {
  let key = nameKeys.get(plant);
  if (key === undefined) {
    key = foldText(plant.plantName).replace(/\d+/g, (digits) => digits.padStart(16, '0'));
    nameKeys.set(plant, key);
  }
  return key;
}

const COMPARATORS: Record<Exclude<PlantSort, 'featured'>, (a: Plant, b: Plant) => number> = {
  'price-asc': (a, b) => a.price - b.price,
  'price-desc': (a, b) => b.price - a.price,
  rating: (a, b) => b.rating - a.rating,
  name: (a, b) => {
    const left = nameKeyOf(a);
    const right = nameKeyOf(b);
    return left < right ? -1 : left > right ? 1 : 0;
  },
};

/**
 * A sorted copy. The sort is stable: plants that tie keep their catalogue
 * order, and featured is the catalogue order itself. Rating sorts best first.
 */
export function sortPlants(plants: readonly Plant[], sort: PlantSort): Plant[] {
  if (sort === 'featured') return [...plants];
  return [...plants].sort(COMPARATORS[sort]);
}
