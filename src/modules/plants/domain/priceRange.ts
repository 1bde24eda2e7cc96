import type { Plant } from '@/modules/shared/domain/Plant';

/**
 * The price filter: the plants priced from `min` to `max` cents, both included. Either end may be
 * open (null). Money stays integer cents (ADR 0003); the URL carries whole dollars.
 */
export interface PriceRange {
  readonly min: number | null;
  readonly max: number | null;
}

export const ANY_PRICE: PriceRange = { min: null, max: null };

/** Highest price, in whole dollars, a range may name: beyond it a bound is not a price. */
export const MAX_PRICE_DOLLARS = 100_000;

/** True when the range lets every plant through. */
export function isAnyPrice(range: PriceRange): boolean {
  return range.min === null && range.max === null;
}

/**
 * The range as the shopper meant it: bounds given the wrong way round are swapped, so
 * "from 40 to 10" finds the plants from 10 to 40 instead of nothing.
 */
export function orderedPriceRange(min: number | null, max: number | null): PriceRange {
  if (min !== null && max !== null && min > max) return { min: max, max: min };
  return { min, max };
}

export function isWithinPrice(priceCents: number, range: PriceRange): boolean {
  if (range.min !== null && priceCents < range.min) return false;
  if (range.max !== null && priceCents > range.max) return false;
  return true;
}

/** The plants within the range, in their order; the same list when every price is let through. */
export function withinPrice(plants: readonly Plant[], range: PriceRange): readonly Plant[] {
  if (isAnyPrice(range)) return plants;
  return plants.filter((plant) => isWithinPrice(plant.price, range));
}
