import type { Plant } from '@/modules/shared/domain/Plant';
import type { CartLine } from './CartLine';
import { findLine } from './cartRules';

/**
 * Beyond the spec, whose detail page offers up to availableStock: how many more of `plant` the
 * cart can take, its stock less what the cart holds already, and 0 when the cart holds it all. An
 * offer of the whole stock over a cart holding some of it is one the add would cut short.
 */
export function addableQuantity(
  lines: readonly CartLine[],
  plant: Pick<Plant, 'plantId' | 'availableStock'>,
): number {
  const inCart = findLine(lines, plant.plantId)?.quantity ?? 0;
  return Math.max(0, plant.availableStock - inCart);
}
