import type { Plant } from '@/modules/shared/domain/Plant';
import type { Cents } from '@/modules/shared/domain/Money';

/**
 * Where a stored line or wishlist item stands against the shop's catalogue:
 * - 'for-sale': in the catalogue with stock; counted in the totals.
 * - 'out-of-stock': in the catalogue with stock 0; shown, not counted.
 * - 'no-longer-available': the catalogue no longer has the plant; shown, not counted.
 * - 'beyond-countable-total': for sale, but the cart's total would no longer be a
 *   whole number of cents the app can add up (a hand-written cart); shown, not counted.
 * - 'unchecked': the catalogue could not be read; shown as stored, not counted.
 */
export type Standing =
  'for-sale' | 'out-of-stock' | 'no-longer-available' | 'beyond-countable-total' | 'unchecked';

/** A cart line as the screens show it: the catalogue's plant and what changed since it was stored. */
export interface CheckedLine {
  /** The catalogue's entry for the plantId; the stored fields when there is none to check against. */
  readonly plant: Plant;
  /** The stored quantity, lowered to the stock when the line is for sale. */
  readonly quantity: number;
  readonly standing: Standing;
  /** The stored price, when the catalogue's differs from it. */
  readonly priceChangedFrom: Cents | null;
  /** The stored quantity, when it was above the stock and lowered to it. */
  readonly quantityLoweredFrom: number | null;
}

/** A wishlist item as the screens show it. */
export interface CheckedWishlistItem {
  readonly plant: Plant;
  readonly standing: Exclude<Standing, 'beyond-countable-total'>;
  readonly priceChangedFrom: Cents | null;
}

/** Only lines for sale are counted in the totals, the free-shipping rule and the top bar. */
export function isCounted(line: Pick<CheckedLine, 'standing'>): boolean {
  return line.standing === 'for-sale';
}
