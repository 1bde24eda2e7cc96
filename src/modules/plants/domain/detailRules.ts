import { multiplyCents, type Cents } from '../../shared/domain/Money';
import type { Plant } from './Plant';

/** Spec section 9: the detail page's fixed content. */
export const COMPARE_AT_PRICE_FACTOR = 1.3;
export const SAVE_BADGE_LABEL = 'Save 23%';
export const REVIEW_COUNT_LABEL = '124 reviews';
export const ADDED_TO_CART_CONFIRMATION = 'Added to cart!';
export const ADDED_TO_CART_CONFIRMATION_MS = 3000;

export const FIXED_CARE_INFO = [
  { label: 'Watering', value: 'Moderate' },
  { label: 'Sunlight', value: 'Indirect Light' },
  { label: 'Humidity', value: 'Medium' },
] as const;

export const PERKS = [
  'Free shipping on orders over $50',
  '30-day money-back guarantee',
  'Fast delivery within 3-5 days',
  'Quality checked before shipping',
] as const;

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
