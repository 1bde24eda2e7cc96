import { describe, expect, it } from 'vitest';
import {
  addCents,
  cents,
  centsToDollars,
  decimalDollars,
  dollarsToCents,
  formatMoney,
  multiplyCents,
  subtractCents,
  sumCents,
  ZERO_CENTS,
} from '@/modules/shared/domain/Money';

describe('Money: integer cents', () => {
  it('accepts whole numbers of cents only', () => {
    expect(cents(1999)).toBe(1999);
    expect(cents(0)).toBe(0);
    expect(ZERO_CENTS).toBe(0);
    expect(() => cents(19.99)).toThrow(RangeError);
    expect(() => cents(19.99)).toThrow('Money must be a whole number of cents, got 19.99');
    expect(() => cents(Number.NaN)).toThrow(RangeError);
    expect(() => cents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => cents(Number.MAX_SAFE_INTEGER + 1)).toThrow(RangeError);
  });

  it('converts dollars to cents, absorbing floating-point noise', () => {
    // 19.99 * 100 is 1998.9999999999998 in binary floating point.
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents(49.99)).toBe(4999);
    expect(dollarsToCents(8.99)).toBe(899);
    expect(dollarsToCents(50)).toBe(5000);
    expect(dollarsToCents(0)).toBe(0);
    expect(dollarsToCents(1.005)).toBe(100); // 1.005 is 1.00499999... in binary
  });

  it('gives every two-decimal dollar amount up to $10,000 back exactly', () => {
    for (let amount = 0; amount <= 1_000_000; amount += 1) {
      const dollars = Number((amount / 100).toFixed(2));
      if (dollarsToCents(dollars) !== amount) {
        throw new Error(`dollarsToCents(${dollars}) is ${dollarsToCents(dollars)}, not ${amount}`);
      }
    }
  });

  it('converts cents back to dollars', () => {
    expect(centsToDollars(cents(1999))).toBe(19.99);
    expect(centsToDollars(cents(5997))).toBe(59.97);
    expect(centsToDollars(cents(5))).toBe(0.05);
  });

  it('adds, subtracts, multiplies and sums in whole cents', () => {
    expect(addCents(cents(1999), cents(1))).toBe(2000);
    expect(subtractCents(cents(5000), cents(1997))).toBe(3003);
    expect(multiplyCents(cents(1999), 3)).toBe(5997);
    expect(multiplyCents(cents(1999), 1.3)).toBe(2599); // 2598.7 rounds to the cent
    expect(sumCents([])).toBe(0);
    expect(sumCents([cents(1999), cents(2499), cents(1)])).toBe(4499);
  });

  it('totals three plants at $19.99 to exactly 5997 cents, shown as "$59.97"', () => {
    const price = dollarsToCents(19.99);
    const total = sumCents([price, price, price]);
    expect(total).toBe(5997);
    expect(formatMoney(total)).toBe('$59.97');
    expect(formatMoney(multiplyCents(price, 3))).toBe('$59.97');
  });
});

describe('Money: sums that floating-point dollars get wrong', () => {
  it('adds $49.99 and $9.99 to exactly "$59.98" (59.980000000000004 in dollars)', () => {
    expect(49.99 + 9.99).toBe(59.980000000000004);
    const total = addCents(dollarsToCents(49.99), dollarsToCents(9.99));
    expect(total).toBe(5998);
    expect(formatMoney(total)).toBe('$59.98');
  });

  it('adds $19.99 and $9.99 to exactly "$29.98" (29.979999999999997 in dollars)', () => {
    expect(19.99 + 9.99).toBe(29.979999999999997);
    const total = sumCents([dollarsToCents(19.99), dollarsToCents(9.99)]);
    expect(total).toBe(2998);
    expect(formatMoney(total)).toBe('$29.98');
  });
});

describe('formatMoney', () => {
  it('writes US dollars with two decimals', () => {
    expect(formatMoney(cents(1999))).toBe('$19.99');
    expect(formatMoney(cents(0))).toBe('$0.00');
    expect(formatMoney(cents(5))).toBe('$0.05');
    expect(formatMoney(cents(500))).toBe('$5.00');
    expect(formatMoney(cents(5000))).toBe('$50.00');
    expect(formatMoney(cents(3003))).toBe('$30.03');
  });

  it('groups thousands with commas', () => {
    expect(formatMoney(cents(123456))).toBe('$1,234.56');
    expect(formatMoney(cents(100000000))).toBe('$1,000,000.00');
  });
});

describe('decimalDollars', () => {
  it('writes dollars as a plain decimal with two places, no symbol and no grouping', () => {
    expect(decimalDollars(cents(1999))).toBe('19.99');
    expect(decimalDollars(cents(0))).toBe('0.00');
    expect(decimalDollars(cents(5))).toBe('0.05');
    expect(decimalDollars(cents(3003))).toBe('30.03');
    expect(decimalDollars(cents(123456))).toBe('1234.56');
    expect(decimalDollars(cents(-250))).toBe('-2.50');
  });

  it('is exact where a float is not: 10 cents three times', () => {
    expect(decimalDollars(addCents(addCents(cents(10), cents(10)), cents(10)))).toBe('0.30');
    expect(decimalDollars(cents(Number.MAX_SAFE_INTEGER))).toBe('90071992547409.91');
  });
});
