import { describe, expect, it } from 'vitest';
import { dollarsToCents, formatMoney } from '@/modules/shared/domain/Money';
import {
  FLAT_SHIPPING_FEE,
  FREE_SHIPPING_THRESHOLD,
  amountToFreeShipping,
  freeShippingHint,
  freeShippingProgress,
  lineTotal,
  orderSummary,
  qualifiesForFreeShipping,
  shippingFor,
  subtotal,
} from '@/modules/cart/domain/orderSummary';
import { aLine, aPlant } from '@test/support/plants';

const at = (dollars: number) => dollarsToCents(dollars);
const plantAt = (plantId: number, dollars: number) =>
  aPlant({ plantId, price: at(dollars), availableStock: 50 });

describe('order summary (spec section 9)', () => {
  it('has a $50.00 threshold and a $5.00 flat fee, in cents', () => {
    expect(FREE_SHIPPING_THRESHOLD).toBe(5000);
    expect(FLAT_SHIPPING_FEE).toBe(500);
  });

  it('totals a line as price times quantity, in cents', () => {
    expect(lineTotal(aLine(plantAt(1, 19.99), 3))).toBe(5997);
    expect(formatMoney(lineTotal(aLine(plantAt(1, 19.99), 3)))).toBe('$59.97');
  });

  it('adds the lines to a subtotal, exact to the cent', () => {
    expect(subtotal([])).toBe(0);
    expect(subtotal([aLine(plantAt(1, 49.99), 1), aLine(plantAt(2, 9.99), 1)])).toBe(5998);
    expect(
      subtotal([aLine(plantAt(1, 19.99), 2), aLine(plantAt(2, 0.1), 1), aLine(plantAt(3, 0.2), 1)]),
    ).toBe(4028);
  });

  it('ships free strictly above $50.00', () => {
    expect(qualifiesForFreeShipping(at(50.01))).toBe(true);
    expect(shippingFor(at(50.01))).toBe(0);
    expect(shippingFor(at(59.97))).toBe(0);
  });

  it('charges $5.00 at exactly $50.00 and below', () => {
    expect(qualifiesForFreeShipping(at(50))).toBe(false);
    expect(shippingFor(at(50))).toBe(500);
    expect(shippingFor(at(49.99))).toBe(500);
    expect(shippingFor(at(19.97))).toBe(500);
  });

  it("hints 'Add $30.03 more for free shipping!' for a $19.97 subtotal", () => {
    expect(freeShippingHint(at(19.97))).toBe('Add $30.03 more for free shipping!');
    expect(freeShippingHint(at(49.99))).toBe('Add $0.01 more for free shipping!');
    expect(freeShippingHint(at(0))).toBe('Add $50.00 more for free shipping!');
  });

  it('asks for the one cent that crosses the threshold at exactly $50.00', () => {
    expect(freeShippingHint(at(50))).toBe('Add $0.01 more for free shipping!');
  });

  it('gives no hint once shipping is free', () => {
    expect(freeShippingHint(at(50.01))).toBeNull();
    expect(freeShippingHint(at(100))).toBeNull();
  });

  it('sums subtotal and shipping to the total', () => {
    // 19.99 + 9.99 is 29.979999999999997 in floating-point dollars.
    const below = orderSummary([aLine(plantAt(1, 19.99), 1), aLine(plantAt(2, 9.99), 1)]);
    expect(below).toEqual({
      subtotal: 2998,
      shipping: 500,
      total: 3498,
      freeShippingHint: 'Add $20.02 more for free shipping!',
    });
    expect(formatMoney(below.total)).toBe('$34.98');

    const above = orderSummary([aLine(plantAt(1, 19.99), 3)]);
    expect(above).toEqual({ subtotal: 5997, shipping: 0, total: 5997, freeShippingHint: null });
    expect(formatMoney(above.total)).toBe('$59.97');

    const exactly = orderSummary([aLine(plantAt(1, 25), 2)]);
    expect(exactly).toEqual({
      subtotal: 5000,
      shipping: 500,
      total: 5500,
      freeShippingHint: 'Add $0.01 more for free shipping!',
    });
  });

  it('hints $19.97 short of the threshold for a $30.03 cart, exact to the cent', () => {
    const summary = orderSummary([aLine(plantAt(1, 10.01), 3)]);
    expect(summary.subtotal).toBe(3003);
    expect(summary.freeShippingHint).toBe('Add $19.97 more for free shipping!');
    expect(summary.total).toBe(3503);
  });
});

describe('how far free shipping is (the add confirmation, beyond the spec)', () => {
  it('is $50 minus the subtotal, one cent at exactly $50.00, nothing above it', () => {
    expect(amountToFreeShipping(at(24.99))).toBe(2501);
    expect(amountToFreeShipping(at(0))).toBe(5000);
    expect(amountToFreeShipping(at(50))).toBe(1);
    expect(amountToFreeShipping(at(50.01))).toBeNull();
  });

  it("reads '$X.XX away from free shipping' until it is 'Free shipping unlocked'", () => {
    expect(freeShippingProgress(at(24.99))).toBe('$25.01 away from free shipping');
    expect(freeShippingProgress(at(49.99))).toBe('$0.01 away from free shipping');
    expect(freeShippingProgress(at(50))).toBe('$0.01 away from free shipping');
    expect(freeShippingProgress(at(50.01))).toBe('Free shipping unlocked');
    expect(freeShippingProgress(at(1234.5))).toBe('Free shipping unlocked');
  });

  it('agrees with the order summary hint on the amount', () => {
    expect(freeShippingHint(at(24.99))).toBe('Add $25.01 more for free shipping!');
    expect(freeShippingHint(at(50.01))).toBeNull();
  });
});
