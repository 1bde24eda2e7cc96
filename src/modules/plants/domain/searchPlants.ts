import { facetKey, facetKeyMemo, foldText } from './foldText';
import type { Plant } from '@/modules/shared/domain/Plant';
import { isOutOfStock } from '@/modules/shared/domain/stockRules';
import { normaliseSearchInput, type PlantQuery } from './PlantQuery';
import { isAnyPrice, isWithinPrice } from './priceRange';

/**
 * A plant's search key (name, category and provider, one per line so a word never spans two
 * fields, folded) is computed once and kept for as long as the plant object lives: plants are
 * immutable, so the key never changes.
 */
const searchKeys = new WeakMap<Plant, string>();

function searchKeyOf(plant: Plant): string {
  let key = searchKeys.get(plant);
  if (key === undefined) {
    key = foldText(`${plant.plantName}\n${plant.category}\n${plant.providerName}`);
    searchKeys.set(plant, key);
  }
  return key;
}

/** The search's words, folded. A plant matches when each word is in its name, category or provider. */
export function searchTerms(search: string): string[] {
  const folded = foldText(normaliseSearchInput(search));
  return folded ? folded.split(' ') : [];
}

/**
 * The plants that match the search and filters, in the order given. Filters
 * combine with AND across groups and OR within a group; filter values compare
 * like the search (case and accents ignored). inStock leaves the sold-out out;
 * price keeps the plants within its range (priceRange.ts).
 */
export function filterPlants(
  plants: readonly Plant[],
  query: Pick<PlantQuery, 'search' | 'categories' | 'careLevels' | 'inStock' | 'price'>,
): Plant[] {
  const terms = searchTerms(query.search);
  const categories = new Set(query.categories.map(facetKey));
  const careLevels = new Set(query.careLevels.map(facetKey));
  const { inStock, price } = query;
  const anyPrice = isAnyPrice(price);
  if (
    terms.length === 0 &&
    categories.size === 0 &&
    careLevels.size === 0 &&
    !inStock &&
    anyPrice
  ) {
    return [...plants];
  }
  const keyOf = facetKeyMemo();
  return plants.filter((plant) => {
    if (inStock && isOutOfStock(plant)) return false;
    if (!anyPrice && !isWithinPrice(plant.price, price)) return false;
    if (categories.size > 0 && !categories.has(keyOf(plant.category))) return false;
    if (careLevels.size > 0 && !careLevels.has(keyOf(plant.careLevel))) return false;
    if (terms.length === 0) return true;
    const key = searchKeyOf(plant);
    return terms.every((term) => key.includes(term));
  });
}
