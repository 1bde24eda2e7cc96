// A reference model of spec section 4's cart and wishlist, written from the spec (not from
// src/modules/cart/domain/cartRules.ts, so the property tests do not check the code with itself),
// the invariants every stored cart must keep, and the two storages the use-cases run on in the
// property tests: in memory, and the real local-storage adapter over a Map-backed Storage.
import fc from 'fast-check';
import { expect } from 'vitest';
import type { CartStoragePort } from '@/modules/cart/application/CartStoragePort';
import type { CartLine, WishlistItem } from '@/modules/cart/domain/CartLine';
import { orderSummary } from '@/modules/cart/domain/orderSummary';
import { InMemoryCartStorage } from '@/modules/cart/infrastructure/InMemoryCartStorage';
import { LocalStorageCartStorage } from '@/modules/cart/infrastructure/LocalStorageCartStorage';
import type { Plant } from '@/modules/shared/domain/Plant';
import { aPlant } from '@test/support/plants';
import { MemoryStorage, NO_STORAGE_EVENTS } from './memoryStorage';

export interface CartModel {
  cart: CartLine[];
  wishlist: WishlistItem[];
  /** While true, every write fails (a full storage): nothing may change. */
  failingWrites: boolean;
}

export const emptyModel = (): CartModel => ({ cart: [], wishlist: [], failingWrites: false });

/** Spec: a quantity that is not a usable count adds one; never above the plant's stock. */
function wantedQuantity(quantity: number): number {
  return Number.isFinite(quantity) ? Math.max(1, Math.trunc(quantity)) : 1;
}

/**
 * Spec section 4: adding a plant already in the cart increases its quantity (up to the stock of
 * the plant as it is now), otherwise the plant is appended. Out of stock: refused.
 */
export function modelAdd(
  cart: readonly CartLine[],
  plant: Plant,
  quantity: number,
): CartLine[] | 'out-of-stock' {
  if (plant.availableStock <= 0) return 'out-of-stock';
  const wanted = wantedQuantity(quantity);
  const index = cart.findIndex((line) => line.plant.plantId === plant.plantId);
  if (index < 0) return [...cart, { plant, quantity: Math.min(wanted, plant.availableStock) }];
  return cart.map((line, i) =>
    i === index
      ? { plant, quantity: Math.min(line.quantity + wanted, plant.availableStock) }
      : line,
  );
}

/** Spec section 4: 0 or less removes the line; an unknown plant fails; never above the stock. */
export function modelSetQuantity(
  cart: readonly CartLine[],
  plantId: number,
  quantity: number,
): CartLine[] | 'item-not-found' {
  const line = cart.find((entry) => entry.plant.plantId === plantId);
  if (!line) return 'item-not-found';
  if (Number.isNaN(quantity)) return [...cart];
  const whole = quantity === Infinity ? line.plant.availableStock : Math.trunc(quantity);
  const next = Math.min(whole, line.plant.availableStock);
  if (!(next >= 1)) return cart.filter((entry) => entry !== line);
  return cart.map((entry) => (entry === line ? { ...entry, quantity: next } : entry));
}

/** The cart page's minus and plus: a step from the stored quantity, then the rule above. */
export function modelChangeQuantityBy(
  cart: readonly CartLine[],
  plantId: number,
  delta: number,
): CartLine[] | 'item-not-found' {
  const line = cart.find((entry) => entry.plant.plantId === plantId);
  if (!line) return 'item-not-found';
  return modelSetQuantity(cart, plantId, line.quantity + delta);
}

export const modelRemove = (cart: readonly CartLine[], plantId: number) =>
  cart.filter((line) => line.plant.plantId !== plantId);

export const modelRemoveFromWishlist = (wishlist: readonly WishlistItem[], plantId: number) =>
  wishlist.filter((item) => item.plantId !== plantId);

/** Exact money, in cents, with BigInt: no rounding can hide a wrong total. */
function exactSubtotal(cart: readonly CartLine[]): bigint {
  return cart.reduce((sum, line) => sum + BigInt(line.plant.price) * BigInt(line.quantity), 0n);
}

/** Spec sections 3, 4 and 9: what every cart and wishlist, stored or shown, must satisfy. */
export function expectCartInvariants(
  cart: readonly CartLine[],
  wishlist: readonly WishlistItem[],
): void {
  const cartIds = cart.map((line) => line.plant.plantId);
  expect(new Set(cartIds).size, `duplicate cart lines in ${cartIds.join(',')}`).toBe(
    cartIds.length,
  );
  const wishIds = wishlist.map((item) => item.plantId);
  expect(new Set(wishIds).size, `duplicate wishlist items in ${wishIds.join(',')}`).toBe(
    wishIds.length,
  );
  for (const { plant, quantity } of cart) {
    expect(Number.isInteger(quantity), `quantity ${quantity} is whole`).toBe(true);
    expect(quantity, `quantity of ${plant.plantId}`).toBeGreaterThanOrEqual(1);
    expect(quantity, `quantity of ${plant.plantId} vs stock`).toBeLessThanOrEqual(
      plant.availableStock,
    );
  }
  const summary = orderSummary(cart);
  const subtotal = exactSubtotal(cart);
  expect(BigInt(summary.subtotal), 'subtotal is the sum of the lines').toBe(subtotal);
  // Free shipping strictly above $50, else a flat $5.
  const shipping = subtotal > 5000n ? 0n : 500n;
  expect(BigInt(summary.shipping), `shipping for ${subtotal} cents`).toBe(shipping);
  expect(BigInt(summary.total), 'total = subtotal + shipping').toBe(subtotal + shipping);
  if (subtotal > 5000n) expect(summary.freeShippingHint).toBeNull();
  else {
    const missing = Number(5000n - subtotal > 0n ? 5000n - subtotal : 1n) / 100;
    expect(summary.freeShippingHint).toBe(
      `Add $${missing.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} more for free shipping!`,
    );
  }
}

/** A storage the use-cases run on, the ways a test drives it, and a second "tab" over it. */
export interface StorageUnderTest {
  readonly name: string;
  /** The port as this tab sees it. */
  readonly storage: CartStoragePort;
  /** The same stored lists as another tab sees them. */
  readonly otherTab: CartStoragePort;
  failWrites(on: boolean): void;
}

export const STORAGES: Record<string, () => StorageUnderTest> = {
  InMemoryCartStorage: () => {
    const storage = new InMemoryCartStorage();
    return {
      name: 'InMemoryCartStorage',
      storage,
      otherTab: storage,
      failWrites: (on) => storage.failWrites(on),
    };
  },
  'LocalStorageCartStorage over a Storage': () => {
    const backing = new MemoryStorage();
    return {
      name: 'LocalStorageCartStorage',
      storage: new LocalStorageCartStorage(() => backing, NO_STORAGE_EVENTS),
      otherTab: new LocalStorageCartStorage(() => backing, NO_STORAGE_EVENTS),
      failWrites: (on) => {
        backing.failure = on ? 'quota exceeded' : null;
      },
    };
  },
};

/** A small pool of plant ids, so sequences keep meeting the same plants again. */
export const PLANT_IDS = [1, 2, 3, 4, 5, 6] as const;

/**
 * A plant as the catalogue gives it now: the same id may come back with another stock or price
 * (the newest plant data wins), including out of stock; prices cross the $50 threshold often.
 */
export const plantArb: fc.Arbitrary<Plant> = fc
  .record({
    plantId: fc.constantFrom(...PLANT_IDS),
    availableStock: fc.oneof(
      { weight: 1, arbitrary: fc.constant(0) },
      { weight: 6, arbitrary: fc.integer({ min: 1, max: 12 }) },
    ),
    price: fc.oneof(
      fc.integer({ min: 0, max: 6000 }),
      fc.constantFrom(1, 999, 2500, 4999, 5000, 5001),
    ),
  })
  .map(({ plantId, availableStock, price }) =>
    aPlant({ plantId, plantName: `Plant ${plantId}`, availableStock, price }),
  );

/** Any number a screen or a caller might pass as a quantity. */
export const quantityArb: fc.Arbitrary<number> = fc.oneof(
  { weight: 8, arbitrary: fc.integer({ min: -3, max: 15 }) },
  { weight: 1, arbitrary: fc.constantFrom(0, 0.5, 1.5, 2.7, -0.5, 1e9, NaN, Infinity, -Infinity) },
  { weight: 1, arbitrary: fc.double({ min: -20, max: 40, noNaN: true }) },
);

export const plantIdArb = fc.constantFrom(...PLANT_IDS, 99);
