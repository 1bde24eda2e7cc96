import type { Plant } from './Plant';

/** Spec section 9: the low-stock badge shows when availableStock is below 5. */
export const LOW_STOCK_THRESHOLD = 5;

export function isOutOfStock(plant: Pick<Plant, 'availableStock'>): boolean {
  return plant.availableStock <= 0;
}

/**
 * True when the red "Only N left" badge applies. At 0 the shop says
 * "Out of stock" instead of "Only 0 left" (see docs/beyond-the-spec.md).
 */
export function isLowStock(plant: Pick<Plant, 'availableStock'>): boolean {
  return plant.availableStock < LOW_STOCK_THRESHOLD && !isOutOfStock(plant);
}
