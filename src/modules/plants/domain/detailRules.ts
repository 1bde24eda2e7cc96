import { multiplyCents, type Cents } from '@/modules/shared/domain/Money';
import type { Plant } from '@/modules/shared/domain/Plant';

/** Spec section 9: the detail page's struck-through price. */
export const COMPARE_AT_PRICE_FACTOR = 1.3;

/** The struck-through price: 1.3 times the price, rounded to the cent. */
export function compareAtPrice(price: Cents): Cents {
  return multiplyCents(price, COMPARE_AT_PRICE_FACTOR);
}

/**
 * Spec section 4: the detail page's quantity starts at 1 and stays between 1
 * and availableStock (1 when nothing is in stock; Add to Cart is disabled then).
 */
export const INITIAL_DETAIL_QUANTITY = 1;

export function clampDetailQuantity(
  quantity: number,
  plant: Pick<Plant, 'availableStock'>,
): number {
  const max = Math.max(1, plant.availableStock);
  if (!Number.isFinite(quantity)) return 1;
  return Math.min(max, Math.max(1, Math.trunc(quantity)));
}
