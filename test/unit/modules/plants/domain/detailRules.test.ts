import { describe, expect, it } from 'vitest';
import { cents, dollarsToCents, formatMoney } from '@/modules/shared/domain/Money';
import {
  clampDetailQuantity,
  compareAtPrice,
  COMPARE_AT_PRICE_FACTOR,
  INITIAL_DETAIL_QUANTITY,
} from '@/modules/plants/domain/detailRules';

describe('detail page compare-at price (spec section 9)', () => {
  it('strikes through 1.3 times the price, rounded to the cent', () => {
    expect(COMPARE_AT_PRICE_FACTOR).toBe(1.3);
    expect(compareAtPrice(dollarsToCents(19.99))).toBe(2599); // 25.987
    expect(formatMoney(compareAtPrice(dollarsToCents(19.99)))).toBe('$25.99');
    expect(compareAtPrice(dollarsToCents(49.99))).toBe(6499); // 64.987
    expect(compareAtPrice(dollarsToCents(9.99))).toBe(1299); // 12.987
    expect(compareAtPrice(dollarsToCents(10))).toBe(1300);
    expect(compareAtPrice(cents(5))).toBe(7); // 6.5 cents rounds half up
    expect(compareAtPrice(cents(0))).toBe(0);
  });

  it('rounds 1.3 times every price up to $20,000 exactly as integer arithmetic does', () => {
    for (let price = 0; price <= 2_000_000; price += 1) {
      const exact = Math.floor((price * 13 + 5) / 10);
      if (compareAtPrice(cents(price)) !== exact) {
        throw new Error(
          `compareAtPrice(${price}) is ${compareAtPrice(cents(price))}, not ${exact}`,
        );
      }
    }
  });
});

describe('detail page quantity (spec section 4)', () => {
  const plant = { availableStock: 5 };

  it('starts at 1', () => {
    expect(INITIAL_DETAIL_QUANTITY).toBe(1);
  });

  it('stays between 1 and the available stock', () => {
    expect(clampDetailQuantity(1, plant)).toBe(1);
    expect(clampDetailQuantity(3, plant)).toBe(3);
    expect(clampDetailQuantity(5, plant)).toBe(5);
    expect(clampDetailQuantity(6, plant)).toBe(5);
    expect(clampDetailQuantity(100, plant)).toBe(5);
    expect(clampDetailQuantity(0, plant)).toBe(1);
    expect(clampDetailQuantity(-3, plant)).toBe(1);
  });

  it('is 1 when nothing is in stock', () => {
    expect(clampDetailQuantity(0, { availableStock: 0 })).toBe(1);
    expect(clampDetailQuantity(2, { availableStock: 0 })).toBe(1);
  });

  it('is a whole number, and 1 for a value that is not a number', () => {
    expect(clampDetailQuantity(2.7, plant)).toBe(2);
    expect(clampDetailQuantity(Number.NaN, plant)).toBe(1);
  });
});
