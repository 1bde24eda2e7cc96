import {
  cents,
  multiplyCents,
  subtractCents,
  sumCents,
  ZERO_CENTS,
  addCents,
  type Cents,
} from '@/modules/shared/domain/Money';
import type { CartLine } from './CartLine';
import { FREE_SHIPPING_UNLOCKED, freeShippingAwayText, freeShippingHintText } from './cartMessages';

/** Spec section 9: free shipping when the subtotal is above $50, otherwise a flat $5. */
export const FREE_SHIPPING_THRESHOLD = cents(5000);
export const FLAT_SHIPPING_FEE = cents(500);

/**
 * The largest subtotal, in cents, to which the order summary can still add
 * shipping and stay a whole number of cents (Money refuses unsafe integers).
 */
export const MAX_COUNTABLE_SUBTOTAL = Number.MAX_SAFE_INTEGER - FLAT_SHIPPING_FEE;

export function lineTotal(line: CartLine): Cents {
  return multiplyCents(line.plant.price, line.quantity);
}

export function subtotal(lines: readonly CartLine[]): Cents {
  return sumCents(lines.map(lineTotal));
}

export function qualifiesForFreeShipping(amount: Cents): boolean {
  return amount > FREE_SHIPPING_THRESHOLD;
}

export function shippingFor(amount: Cents): Cents {
  return qualifiesForFreeShipping(amount) ? ZERO_CENTS : FLAT_SHIPPING_FEE;
}

/**
 * What a subtotal lacks for free shipping: $50 minus it, or null once shipping is free. At exactly
 * $50.00 the rule ("above 50") still charges shipping, so it lacks the one cent that crosses it.
 */
export function amountToFreeShipping(amount: Cents): Cents | null {
  if (qualifiesForFreeShipping(amount)) return null;
  const missing = subtractCents(FREE_SHIPPING_THRESHOLD, amount);
  return missing > 0 ? missing : cents(1);
}

/** 'Add $X more for free shipping!' with X = $50 minus the subtotal; null once shipping is free. */
export function freeShippingHint(amount: Cents): string | null {
  const toAdd = amountToFreeShipping(amount);
  return toAdd === null ? null : freeShippingHintText(toAdd);
}

/** The add confirmation's line: '$X away from free shipping', or 'Free shipping unlocked'. */
export function freeShippingProgress(amount: Cents): string {
  const toAdd = amountToFreeShipping(amount);
  return toAdd === null ? FREE_SHIPPING_UNLOCKED : freeShippingAwayText(toAdd);
}

export interface OrderSummary {
  readonly subtotal: Cents;
  readonly shipping: Cents;
  readonly total: Cents;
  readonly freeShippingHint: string | null;
}

export function orderSummary(lines: readonly CartLine[]): OrderSummary {
  const sub = subtotal(lines);
  const shipping = shippingFor(sub);
  return {
    subtotal: sub,
    shipping,
    total: addCents(sub, shipping),
    freeShippingHint: freeShippingHint(sub),
  };
}
