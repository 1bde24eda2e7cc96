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

/** Card wording, spec section 9: 'Only N left'. */
export function lowStockCardLabel(plant: Pick<Plant, 'availableStock'>): string {
  return `Only ${plant.availableStock} left`;
}

/** Detail-page wording, spec section 9: 'Only N left!'. */
export function lowStockDetailLabel(plant: Pick<Plant, 'availableStock'>): string {
  return `Only ${plant.availableStock} left!`;
}

export const OUT_OF_STOCK_LABEL = 'Out of stock';
