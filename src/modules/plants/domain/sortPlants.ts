import { compareOrderKeys, orderKey } from './foldText';
import type { Plant } from '@/modules/shared/domain/Plant';
import { isOutOfStock } from '@/modules/shared/domain/stockRules';
import type { PlantSort } from './PlantQuery';

/** A plant's name as it is put in order (orderKey), kept for as long as the plant lives. */
const nameKeys = new WeakMap<Plant, string>();

function nameKeyOf(plant: Plant): string {
  let key = nameKeys.get(plant);
  if (key === undefined) {
    key = orderKey(plant.plantName);
    nameKeys.set(plant, key);
  }
  return key;
}

/** Relevance has none: it keeps the order it is given. */
const COMPARATORS: Partial<Record<PlantSort, (a: Plant, b: Plant) => number>> = {
  // A shopper looks first at what can be bought; a sold-out plant keeps its page but waits below.
  featured: (a, b) => Number(isOutOfStock(a)) - Number(isOutOfStock(b)),
  'price-asc': (a, b) => a.price - b.price,
  'price-desc': (a, b) => b.price - a.price,
  rating: (a, b) => b.rating - a.rating,
  name: (a, b) => compareOrderKeys(nameKeyOf(a), nameKeyOf(b)),
};

/**
 * A sorted copy. The sort is stable: plants that tie keep their catalogue
 * order, and featured is the catalogue order with the sold-out plants moved
 * after the others. Rating sorts best first. Relevance is the order a search
 * gives (SearchPlants): here, the order given.
 */
export function sortPlants(plants: readonly Plant[], sort: PlantSort): Plant[] {
  const compare = COMPARATORS[sort];
  return compare === undefined ? [...plants] : [...plants].sort(compare);
}
