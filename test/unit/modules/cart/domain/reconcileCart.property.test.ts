// Property tests of the reconciliation. For any stored cart (repeats, stale or tampered
// prices, quantities far above the stock, plants the shop no longer sells) and any catalogue: the
// totals are the sum of catalogue price x reconciled quantity over the lines still for sale, no
// quantity for sale exceeds the current stock, and no stored plant is silently dropped.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CartLine } from '@/modules/cart/domain/CartLine';
import { checkedOrderSummary } from '@/modules/cart/domain/checkedTotals';
import { lineNotes } from '@/modules/cart/domain/lineNotes';
import { FLAT_SHIPPING_FEE, FREE_SHIPPING_THRESHOLD } from '@/modules/cart/domain/orderSummary';
import { catalogueOf } from '@/modules/cart/domain/PlantCatalogue';
import { reconcileCart, storedFormOf } from '@/modules/cart/domain/reconcileCart';
import type { Plant } from '@/modules/shared/domain/Plant';
import { aPlant } from '@test/support/plants';

const plantIdArb = fc.integer({ min: 1, max: 25 });
/** Prices and stocks as the schemas allow them, with the small values made likely. */
const priceArb = fc.oneof(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 1e8 }));
const stockArb = fc.oneof(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 1e6 }));
const quantityArb = fc.oneof(fc.integer({ min: 1, max: 15 }), fc.integer({ min: 1, max: 1e6 }));

const plantArb = fc
  .record({ plantId: plantIdArb, price: priceArb, availableStock: stockArb })
  .map((fields) => aPlant(fields));

/** The catalogue: up to 20 plants of ids 1..25 (so some stored plants are not sold any more). */
const catalogueArb = fc.uniqueArray(plantArb, {
  selector: (plant) => plant.plantId,
  maxLength: 20,
});

/** A stored cart: lines with the fields as they were stored, repeats allowed. */
const storedCartArb = fc.array(
  fc.record({ plant: plantArb, quantity: quantityArb }) as fc.Arbitrary<CartLine>,
  { maxLength: 30 },
);

function firstIds(lines: readonly CartLine[]): number[] {
  return [...new Set(lines.map((line) => line.plant.plantId))];
}

describe('reconcileCart (property)', () => {
  it('no stored plant is silently dropped: one line per stored plant, in stored order, each with a standing', () => {
    fc.assert(
      fc.property(storedCartArb, catalogueArb, (stored, plants) => {
        const lines = reconcileCart(stored, catalogueOf(plants));
        expect(lines.map((line) => line.plant.plantId)).toEqual(firstIds(stored));
        const sold = new Map(plants.map((plant) => [plant.plantId, plant]));
        for (const line of lines) {
          const current = sold.get(line.plant.plantId);
          if (!current) {
            expect(line.standing).toBe('no-longer-available');
            expect(lineNotes(line)).toContain('No longer available');
          } else {
            expect(line.plant).toBe(current);
            if (current.availableStock === 0) expect(line.standing).toBe('out-of-stock');
            else expect(['for-sale', 'beyond-countable-total']).toContain(line.standing);
          }
        }
      }),
      { numRuns: 500 },
    );
  });

  it('no quantity for sale exceeds the current stock, and a lowered one says from what', () => {
    fc.assert(
      fc.property(storedCartArb, catalogueArb, (stored, plants) => {
        const lines = reconcileCart(stored, catalogueOf(plants));
        for (const line of lines.filter((entry) => entry.standing === 'for-sale')) {
          const storedQuantity = stored.find(
            (s) => s.plant.plantId === line.plant.plantId,
          )!.quantity;
          expect(line.quantity).toBeGreaterThanOrEqual(1);
          expect(line.quantity).toBeLessThanOrEqual(line.plant.availableStock);
          expect(line.quantity).toBe(Math.min(storedQuantity, line.plant.availableStock));
          expect(line.quantityLoweredFrom).toBe(
            storedQuantity > line.plant.availableStock ? storedQuantity : null,
          );
        }
      }),
      { numRuns: 500 },
    );
  });

  it('the totals are catalogue price x reconciled quantity over the lines for sale, with the shipping rule', () => {
    fc.assert(
      fc.property(storedCartArb, catalogueArb, (stored, plants) => {
        const sold = new Map<number, Plant>(plants.map((plant) => [plant.plantId, plant]));
        const lines = reconcileCart(stored, catalogueOf(plants));
        const summary = checkedOrderSummary(lines);
        let expected = 0n;
        for (const line of lines.filter((entry) => entry.standing === 'for-sale')) {
          const current = sold.get(line.plant.plantId)!;
          expected += BigInt(current.price) * BigInt(line.quantity);
        }
        expect(BigInt(summary.subtotal)).toBe(expected);
        const shipping = summary.subtotal > FREE_SHIPPING_THRESHOLD ? 0 : FLAT_SHIPPING_FEE;
        expect(summary.shipping).toBe(shipping);
        expect(summary.total).toBe(summary.subtotal + shipping);
        // Only a total too large to count leaves a line for sale out, and then it says so.
        for (const line of lines.filter((entry) => entry.standing === 'beyond-countable-total')) {
          expect(
            BigInt(summary.subtotal) + BigInt(line.plant.price) * BigInt(line.quantity),
          ).toBeGreaterThan(BigInt(Number.MAX_SAFE_INTEGER - FLAT_SHIPPING_FEE));
        }
      }),
      { numRuns: 500 },
    );
  });

  it('a price edited in storage changes nothing that is charged', () => {
    fc.assert(
      fc.property(storedCartArb, catalogueArb, priceArb, (stored, plants, tampered) => {
        const catalogue = catalogueOf(plants);
        const edited = stored.map((line) => ({
          ...line,
          plant: aPlant({ ...line.plant, price: tampered }),
        }));
        expect(checkedOrderSummary(reconcileCart(edited, catalogue))).toEqual(
          checkedOrderSummary(reconcileCart(stored as CartLine[], catalogue)),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('what is stored once checked reads back the same, with no price or quantity note', () => {
    fc.assert(
      fc.property(storedCartArb, catalogueArb, (stored, plants) => {
        const catalogue = catalogueOf(plants);
        const first = reconcileCart(stored, catalogue);
        const again = reconcileCart(storedFormOf(first), catalogue);
        expect(
          again.map(({ plant, quantity, standing }) => ({ plant, quantity, standing })),
        ).toEqual(first.map(({ plant, quantity, standing }) => ({ plant, quantity, standing })));
        for (const line of again) {
          if (line.standing !== 'no-longer-available') {
            expect(line.priceChangedFrom).toBeNull();
            expect(line.quantityLoweredFrom).toBeNull();
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
