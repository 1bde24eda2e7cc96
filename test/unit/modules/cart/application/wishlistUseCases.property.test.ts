// Properties of the wishlist use-cases, and of what the local-storage adapter
// stores, over random plants and random starting lists (fast-check). The model-based run of every
// use-case together is cartUseCases.property.test.ts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MoveToCart } from '@/modules/cart/application/MoveToCart';
import { RemoveFromWishlist } from '@/modules/cart/application/RemoveFromWishlist';
import { ToggleWishlist } from '@/modules/cart/application/ToggleWishlist';
import type { CartLine, WishlistItem } from '@/modules/cart/domain/CartLine';
import { cartItemCount } from '@/modules/cart/domain/cartRules';
import { InMemoryCartStorage } from '@/modules/cart/infrastructure/InMemoryCartStorage';
import { LocalStorageCartStorage } from '@/modules/cart/infrastructure/LocalStorageCartStorage';
import type { Plant } from '@/modules/shared/domain/Plant';
import { cents } from '@/modules/shared/domain/Money';
import { expectCartInvariants, plantArb, PLANT_IDS } from '@test/unit/hardening/support/cartModel';
import { MemoryStorage, NO_STORAGE_EVENTS } from '@test/unit/hardening/support/memoryStorage';
import { CartStore } from '@/modules/cart/application/CartStore';

const RUNS = Number(process.env.LEAFY_PROPERTY_RUNS ?? 1000); // fewer under mutation testing

/** Plants with distinct ids, in a random order. */
const distinctPlants = (maxLength = PLANT_IDS.length) =>
  fc.uniqueArray(plantArb, { selector: (plant) => plant.plantId, maxLength });

/** A valid stored cart: distinct plants in stock, each with 1..stock. */
const cartArb: fc.Arbitrary<CartLine[]> = distinctPlants().chain((plants) =>
  fc.tuple(
    ...plants
      .filter((plant) => plant.availableStock > 0)
      .map((plant) =>
        fc.integer({ min: 1, max: plant.availableStock }).map((quantity) => ({ plant, quantity })),
      ),
  ),
);

const ids = (items: readonly WishlistItem[]) => items.map((item) => item.plantId);

describe('wishlist use-cases: properties', () => {
  it('toggling the same plant twice leaves the wishlist as it was', async () => {
    await fc.assert(
      fc.asyncProperty(distinctPlants(), plantArb, async (wishlist, plant) => {
        const storage = new InMemoryCartStorage({ wishlist });
        const toggle = new ToggleWishlist(storage, new CartStore(storage));
        const first = await toggle.execute(plant);
        expect(first.added).toBe(!wishlist.some((item) => item.plantId === plant.plantId));
        const second = await toggle.execute(plant);
        expect(second.added).toBe(!first.added);
        const after = await storage.readWishlist();
        // The same plants in the same order (a plant added and removed again leaves no trace;
        // one removed and added again comes back at the end).
        if (first.added) expect(after).toEqual(wishlist);
        else expect(new Set(ids(after))).toEqual(new Set(ids(wishlist)));
      }),
      { numRuns: RUNS },
    );
  });

  it('removing from the wishlist is idempotent and keeps the order of the rest', async () => {
    await fc.assert(
      fc.asyncProperty(distinctPlants(), fc.constantFrom(...PLANT_IDS), async (wishlist, id) => {
        const storage = new InMemoryCartStorage({ wishlist });
        const remove = new RemoveFromWishlist(storage, new CartStore(storage));
        const once = await remove.execute(id);
        const twice = await remove.execute(id);
        expect(twice).toEqual(once);
        expect(once).toEqual(wishlist.filter((item) => item.plantId !== id));
        expect(await storage.readWishlist()).toEqual(once);
      }),
      { numRuns: RUNS },
    );
  });

  it('moving to the cart: the plant leaves the wishlist, the cart gains at most one, never above stock', async () => {
    await fc.assert(
      fc.asyncProperty(cartArb, distinctPlants(), async (cart, wishlist) => {
        fc.pre(wishlist.length > 0);
        const storage = new InMemoryCartStorage({ cart, wishlist });
        const moved = wishlist[0]!;
        const result = await new MoveToCart(storage, new CartStore(storage))
          .execute(moved.plantId)
          .then(
            (value) => value,
            () => null,
          );
        const stored = { cart: await storage.readCart(), wishlist: await storage.readWishlist() };
        expectCartInvariants(stored.cart, stored.wishlist);
        if (moved.availableStock <= 0) {
          // Out of stock: refused, nothing changed.
          expect(result).toBeNull();
          expect(stored).toEqual({ cart, wishlist });
          return;
        }
        expect(result).toEqual(stored);
        expect(ids(stored.wishlist)).toEqual(ids(wishlist).slice(1));
        const line = stored.cart.find((entry) => entry.plant.plantId === moved.plantId);
        expect(line?.plant).toEqual(moved);
        const gained = cartItemCount(stored.cart) - cartItemCount(cart);
        expect(gained).toBeLessThanOrEqual(1);
        expect(stored.cart.length - cart.length).toBeLessThanOrEqual(1);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('what the local-storage adapter stores: properties', () => {
  /** Any text a plant field may hold: unicode, markup, quotes, control characters. */
  const textArb = fc.oneof(
    fc.string({ unit: 'grapheme', maxLength: 30 }),
    fc.constantFrom('<script>alert(1)</script>', '"\'`', '\u0000\u202e', '__proto__', '🌿 Fern'),
  );
  const anyPlantArb: fc.Arbitrary<Plant> = fc.record({
    plantId: fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
    plantName: textArb.filter((name) => name.trim() !== ''),
    providerName: textArb,
    image: textArb,
    category: textArb,
    price: fc.integer({ min: 0, max: 100_000_000 }).map(cents),
    rating: fc.double({ min: 0, max: 5, noNaN: true }).map((r) => (Object.is(r, -0) ? 0 : r)),
    description: textArb,
    careLevel: textArb,
    availableStock: fc.integer({ min: 1, max: 1_000_000 }),
  });

  it('a valid cart and wishlist read back exactly as written, whatever the text and prices', async () => {
    const linesArb = fc
      .uniqueArray(anyPlantArb, { selector: (plant) => plant.plantId, maxLength: 8 })
      .chain((plants) =>
        fc.tuple(
          ...plants.map((plant) =>
            fc
              .integer({ min: 1, max: plant.availableStock })
              .map((quantity) => ({ plant, quantity })),
          ),
        ),
      );
    await fc.assert(
      fc.asyncProperty(
        linesArb,
        fc.uniqueArray(anyPlantArb, { selector: (plant) => plant.plantId, maxLength: 8 }),
        async (cart, wishlist) => {
          const backing = new MemoryStorage();
          const adapter = new LocalStorageCartStorage(() => backing, NO_STORAGE_EVENTS);
          await adapter.writeCart(cart);
          await adapter.writeWishlist(wishlist);
          const readCart = await adapter.readCart();
          const readWishlist = await adapter.readWishlist();
          // Prices travel in dollars and come back to the same cent.
          expect(readCart).toEqual(
            cart.map((line) => ({
              ...line,
              plant: { ...line.plant, plantName: line.plant.plantName.trim() },
            })),
          );
          expect(readWishlist).toEqual(
            wishlist.map((plant) => ({ ...plant, plantName: plant.plantName.trim() })),
          );
        },
      ),
      { numRuns: RUNS },
    );
  });
});
