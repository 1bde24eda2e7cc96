import type { CartLine } from './CartLine';
import { isCounted, type CheckedLine } from './CheckedLine';
import { orderSummary, type OrderSummary } from './orderSummary';

/** The lines the totals count: those for sale, at their checked quantity and catalogue price. */
export function countedLines(lines: readonly CheckedLine[]): CartLine[] {
  return lines.filter(isCounted).map(({ plant, quantity }) => ({ plant, quantity }));
}

/** Spec section 9's summary over the counted lines only. */
export function checkedOrderSummary(lines: readonly CheckedLine[]): OrderSummary {
  return orderSummary(countedLines(lines));
}
