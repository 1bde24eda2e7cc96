// Property-based tests of the cart and wishlist use-cases (fast-check, model
// based). Thousands of random sequences of every use-case, from two tabs sharing one storage,
// with storage failures switched on and off, on both storages. After every step: no duplicate
// lines, 1 <= quantity <= stock, the totals are the sum of the lines, the shipping rule holds,
// the step's result is exactly what storage holds, the cart store shows what storage holds, and
// all of it equals the reference model of spec section 4.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AddToCart } from '@/modules/cart/application/AddToCart';
import { CartStore } from '@/modules/cart/application/CartStore';
import type { CartStoragePort } from '@/modules/cart/application/CartStoragePort';
import { ChangeQuantityBy } from '@/modules/cart/application/ChangeQuantityBy';
import { MoveToCart } from '@/modules/cart/application/MoveToCart';
import { RemoveFromCart } from '@/modules/cart/application/RemoveFromCart';
import { RemoveFromWishlist } from '@/modules/cart/application/RemoveFromWishlist';
import { ToggleWishlist } from '@/modules/cart/application/ToggleWishlist';
import { CartError } from '@/modules/cart/domain/CartError';
import type { Plant } from '@/modules/shared/domain/Plant';
import {
  emptyModel,
  expectCartInvariants,
  modelAdd,
  modelChangeQuantityBy,
  modelRemove,
  modelRemoveFromWishlist,
  plantArb,
  plantIdArb,
  quantityArb,
  STORAGES,
  type CartModel,
  type StorageUnderTest,
} from '@test/unit/hardening/support/cartModel';

/** Sequences per storage; each holds up to MAX_STEPS steps. */
const RUNS = Number(process.env.LEAFY_PROPERTY_RUNS ?? 1500); // fewer under mutation testing
const MAX_STEPS = 40;

interface Real {
  readonly target: StorageUnderTest;
  readonly store: CartStore;
}

type Tab = 'this tab' | 'other tab';
const tabArb = fc.constantFrom<Tab>('this tab', 'other tab');

const portOf = (real: Real, tab: Tab): CartStoragePort =>
  tab === 'this tab' ? real.target.storage : real.target.otherTab;

/** Runs a use-case that must fail with `reason`, and checks that nothing changed. */
async function expectRefused(run: () => Promise<unknown>, reason: CartError['reason']) {
  const error = await run().then(
    () => new Error('the step should have been refused'),
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(CartError);
  expect((error as CartError).reason).toBe(reason);
  return error as CartError;
}

/** After every step: storage equals the model, keeps the invariants, and the store shows it. */
async function expectConsistent(model: CartModel, real: Real): Promise<void> {
  const cart = await real.target.storage.readCart();
  const wishlist = await real.target.storage.readWishlist();
  expect(cart).toEqual(model.cart);
  expect(wishlist).toEqual(model.wishlist);
  // Another tab reads the same thing.
  expect(await real.target.otherTab.readCart()).toEqual(cart);
  expectCartInvariants(cart, wishlist);
  const snapshot = await real.store.refresh();
  expect(snapshot).toEqual({ cart, wishlist });
  expect(real.store.getSnapshot()).toBe(snapshot);
}

class AddToCartStep implements fc.AsyncCommand<CartModel, Real> {
  constructor(
    readonly tab: Tab,
    readonly plant: Plant,
    readonly quantity: number,
  ) {}
  check = () => true;
  async run(model: CartModel, real: Real) {
    const useCase = new AddToCart(portOf(real, this.tab), new CartStore(portOf(real, this.tab)));
    const next = modelAdd(model.cart, this.plant, this.quantity);
    if (next === 'out-of-stock') {
      await expectRefused(() => useCase.execute(this.plant, this.quantity), 'out-of-stock');
    } else if (model.failingWrites) {
      await expectRefused(() => useCase.execute(this.plant, this.quantity), 'storage-unavailable');
    } else {
      const before = model.cart.find((line) => line.plant.plantId === this.plant.plantId);
      const result = await useCase.execute(this.plant, this.quantity);
      expect(result.lines).toEqual(next);
      expect(result.lines).toEqual(await real.target.storage.readCart());
      const after = next.find((line) => line.plant.plantId === this.plant.plantId)!;
      expect(result.inCart).toBe(after.quantity);
      expect(result.added).toBe(Math.max(0, after.quantity - (before?.quantity ?? 0)));
      model.cart = next;
    }
    await expectConsistent(model, real);
  }
  toString = () =>
    `${this.tab}: add plant ${this.plant.plantId} (stock ${this.plant.availableStock}, ${this.plant.price}c) x${this.quantity}`;
}

class ChangeQuantityByStep implements fc.AsyncCommand<CartModel, Real> {
  constructor(
    readonly tab: Tab,
    readonly plantId: number,
    readonly delta: number,
  ) {}
  check = () => true;
  async run(model: CartModel, real: Real) {
    const useCase = new ChangeQuantityBy(
      portOf(real, this.tab),
      new CartStore(portOf(real, this.tab)),
    );
    const next = modelChangeQuantityBy(model.cart, this.plantId, this.delta);
    if (next === 'item-not-found') {
      const error = await expectRefused(
        () => useCase.execute(this.plantId, this.delta),
        'item-not-found',
      );
      expect(error.message).toBe('Item not found in cart');
    } else if (model.failingWrites) {
      await expectRefused(() => useCase.execute(this.plantId, this.delta), 'storage-unavailable');
    } else {
      const index = model.cart.findIndex((line) => line.plant.plantId === this.plantId);
      const gone = !next.some((line) => line.plant.plantId === this.plantId);
      const result = await useCase.execute(this.plantId, this.delta);
      expect(result.lines).toEqual(next);
      expect(result.lines).toEqual(await real.target.storage.readCart());
      expect(result.removed).toEqual(gone ? { line: model.cart[index], index, owner: null } : null);
      model.cart = next;
    }
    await expectConsistent(model, real);
  }
  toString = () => `${this.tab}: change the quantity of ${this.plantId} by ${this.delta}`;
}

class RemoveFromCartStep implements fc.AsyncCommand<CartModel, Real> {
  constructor(
    readonly tab: Tab,
    readonly plantId: number,
  ) {}
  check = () => true;
  async run(model: CartModel, real: Real) {
    const useCase = new RemoveFromCart(
      portOf(real, this.tab),
      new CartStore(portOf(real, this.tab)),
    );
    if (model.failingWrites) {
      await expectRefused(() => useCase.execute(this.plantId), 'storage-unavailable');
    } else {
      const index = model.cart.findIndex((line) => line.plant.plantId === this.plantId);
      const removed = index < 0 ? null : { line: model.cart[index], index, owner: null };
      const result = await useCase.execute(this.plantId);
      model.cart = modelRemove(model.cart, this.plantId);
      expect(result.lines).toEqual(model.cart);
      expect(result.lines).toEqual(await real.target.storage.readCart());
      expect(result.removed).toEqual(removed);
    }
    await expectConsistent(model, real);
  }
  toString = () => `${this.tab}: remove ${this.plantId} from the cart`;
}

class ToggleWishlistStep implements fc.AsyncCommand<CartModel, Real> {
  constructor(
    readonly tab: Tab,
    readonly plant: Plant,
  ) {}
  check = () => true;
  async run(model: CartModel, real: Real) {
    const useCase = new ToggleWishlist(
      portOf(real, this.tab),
      new CartStore(portOf(real, this.tab)),
    );
    const present = model.wishlist.some((item) => item.plantId === this.plant.plantId);
    if (model.failingWrites) {
      await expectRefused(() => useCase.execute(this.plant), 'storage-unavailable');
    } else {
      const result = await useCase.execute(this.plant);
      expect(result).toEqual({ added: !present });
      model.wishlist = present
        ? modelRemoveFromWishlist(model.wishlist, this.plant.plantId)
        : [...model.wishlist, this.plant];
    }
    await expectConsistent(model, real);
  }
  toString = () => `${this.tab}: toggle plant ${this.plant.plantId} on the wishlist`;
}

class MoveToCartStep implements fc.AsyncCommand<CartModel, Real> {
  constructor(
    readonly tab: Tab,
    readonly plantId: number,
  ) {}
  check = () => true;
  async run(model: CartModel, real: Real) {
    const useCase = new MoveToCart(portOf(real, this.tab), new CartStore(portOf(real, this.tab)));
    const item = model.wishlist.find((entry) => entry.plantId === this.plantId);
    if (!item) {
      await expectRefused(() => useCase.execute(this.plantId), 'not-in-wishlist');
    } else {
      const cart = modelAdd(model.cart, item, 1);
      if (cart === 'out-of-stock') {
        await expectRefused(() => useCase.execute(this.plantId), 'out-of-stock');
      } else if (model.failingWrites) {
        await expectRefused(() => useCase.execute(this.plantId), 'storage-unavailable');
      } else {
        const result = await useCase.execute(this.plantId);
        model.cart = cart;
        model.wishlist = modelRemoveFromWishlist(model.wishlist, this.plantId);
        expect(result).toEqual({ cart: model.cart, wishlist: model.wishlist });
        expect(result).toEqual({
          cart: await real.target.storage.readCart(),
          wishlist: await real.target.storage.readWishlist(),
        });
      }
    }
    await expectConsistent(model, real);
  }
  toString = () => `${this.tab}: move ${this.plantId} to the cart`;
}

class RemoveFromWishlistStep implements fc.AsyncCommand<CartModel, Real> {
  constructor(
    readonly tab: Tab,
    readonly plantId: number,
  ) {}
  check = () => true;
  async run(model: CartModel, real: Real) {
    const useCase = new RemoveFromWishlist(
      portOf(real, this.tab),
      new CartStore(portOf(real, this.tab)),
    );
    if (model.failingWrites) {
      await expectRefused(() => useCase.execute(this.plantId), 'storage-unavailable');
    } else {
      const result = await useCase.execute(this.plantId);
      model.wishlist = modelRemoveFromWishlist(model.wishlist, this.plantId);
      expect(result).toEqual(model.wishlist);
      expect(result).toEqual(await real.target.storage.readWishlist());
    }
    await expectConsistent(model, real);
  }
  toString = () => `${this.tab}: remove ${this.plantId} from the wishlist`;
}

class StorageFailureStep implements fc.AsyncCommand<CartModel, Real> {
  constructor(readonly failing: boolean) {}
  check = () => true;
  async run(model: CartModel, real: Real) {
    real.target.failWrites(this.failing);
    model.failingWrites = this.failing;
    await expectConsistent(model, real);
  }
  toString = () => (this.failing ? 'storage becomes full' : 'storage has room again');
}

/** The cart page's minus and plus, and any other step a caller might pass. */
const deltaArb: fc.Arbitrary<number> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(-1, 1) },
  { weight: 1, arbitrary: quantityArb },
);

const steps = [
  fc
    .tuple(tabArb, plantArb, quantityArb)
    .map(([tab, plant, q]) => new AddToCartStep(tab, plant, q)),
  fc
    .tuple(tabArb, plantArb, quantityArb)
    .map(([tab, plant, q]) => new AddToCartStep(tab, plant, q)),
  fc
    .tuple(tabArb, plantIdArb, deltaArb)
    .map(([tab, id, delta]) => new ChangeQuantityByStep(tab, id, delta)),
  fc
    .tuple(tabArb, plantIdArb, deltaArb)
    .map(([tab, id, delta]) => new ChangeQuantityByStep(tab, id, delta)),
  fc.tuple(tabArb, plantIdArb).map(([tab, id]) => new RemoveFromCartStep(tab, id)),
  fc.tuple(tabArb, plantArb).map(([tab, plant]) => new ToggleWishlistStep(tab, plant)),
  fc.tuple(tabArb, plantIdArb).map(([tab, id]) => new MoveToCartStep(tab, id)),
  fc.tuple(tabArb, plantIdArb).map(([tab, id]) => new RemoveFromWishlistStep(tab, id)),
  fc.boolean().map((failing) => new StorageFailureStep(failing)),
];

describe.each(Object.entries(STORAGES))('cart and wishlist use-cases over %s', (_name, create) => {
  it(`keep the cart and wishlist rules over ${RUNS} random sequences of up to ${MAX_STEPS} steps from two tabs`, async () => {
    let sequences = 0;
    let totalSteps = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.commands(steps, { maxCommands: MAX_STEPS, size: 'max' }),
        async (commands) => {
          sequences += 1;
          totalSteps += [...commands].length;
          const target = create();
          const real: Real = { target, store: new CartStore(target.storage) };
          await fc.asyncModelRun(() => ({ model: emptyModel(), real }), commands);
        },
      ),
      { numRuns: RUNS },
    );
    // fast-check shrinks on failure; on success it ran exactly RUNS sequences.
    expect(sequences).toBe(RUNS);
    expect(totalSteps).toBeGreaterThan(RUNS * 10);
    console.info(`${_name}: ${sequences} sequences, ${totalSteps} steps`);
  }, 120_000);
});
