import { describe, expect, it } from 'vitest';
import { isLowStock, isOutOfStock, LOW_STOCK_THRESHOLD } from '@/modules/shared/domain/stockRules';
import { lowStockCardLabel, lowStockDetailLabel } from '@/modules/plants/domain/plantMessages';
import { OUT_OF_STOCK_LABEL } from '@/modules/shared/domain/sharedMessages';

const stock = (availableStock: number) => ({ availableStock });

describe('stock rules (spec section 9)', () => {
  it('sets the low-stock threshold at 5', () => {
    expect(LOW_STOCK_THRESHOLD).toBe(5);
  });

  it('calls a stock below 5 low, and 5 or more not low', () => {
    expect(isLowStock(stock(1))).toBe(true);
    expect(isLowStock(stock(3))).toBe(true);
    expect(isLowStock(stock(4))).toBe(true);
    expect(isLowStock(stock(5))).toBe(false);
    expect(isLowStock(stock(6))).toBe(false);
    expect(isLowStock(stock(60))).toBe(false);
  });

  it('calls a stock of 0 out of stock, not low', () => {
    expect(isOutOfStock(stock(0))).toBe(true);
    expect(isLowStock(stock(0))).toBe(false);
    expect(OUT_OF_STOCK_LABEL).toBe('Out of stock');
  });

  it('calls any positive stock in stock', () => {
    expect(isOutOfStock(stock(1))).toBe(false);
    expect(isOutOfStock(stock(24))).toBe(false);
  });

  it("words the badge 'Only 3 left' on cards and 'Only 3 left!' on the detail page", () => {
    expect(lowStockCardLabel(stock(3))).toBe('Only 3 left');
    expect(lowStockDetailLabel(stock(3))).toBe('Only 3 left!');
    expect(lowStockCardLabel(stock(1))).toBe('Only 1 left');
    expect(lowStockDetailLabel(stock(4))).toBe('Only 4 left!');
  });
});
