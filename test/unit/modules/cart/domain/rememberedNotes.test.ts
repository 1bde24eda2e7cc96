import { describe, expect, it } from 'vitest';
import type { CheckedLine, CheckedWishlistItem, Standing } from '@/modules/cart/domain/CheckedLine';
import {
  itemNotesToRemember,
  lineNotesToRemember,
  withRememberedItemNotes,
  withRememberedNotes,
  type RememberedLineNotes,
} from '@/modules/cart/domain/rememberedNotes';
import { cents } from '@/modules/shared/domain/Money';
import { aPlant } from '@test/support/plants';

// A fern at $19.99 with 2 left; the shopper had it at $15.00, 9 of them, before the check.
const fern = aPlant({ plantId: 1, price: 1999, availableStock: 2 });
const pothos = aPlant({ plantId: 2, price: 2499, availableStock: 5 });

function aCheckedLine(overrides: Partial<CheckedLine> = {}): CheckedLine {
  return {
    plant: fern,
    quantity: 2,
    standing: 'for-sale',
    priceChangedFrom: null,
    quantityLoweredFrom: null,
    ...overrides,
  };
}

function anItem(overrides: Partial<CheckedWishlistItem> = {}): CheckedWishlistItem {
  return { plant: fern, standing: 'for-sale', priceChangedFrom: null, ...overrides };
}

const notesOf = (line: CheckedLine) => ({
  priceChangedFrom: line.priceChangedFrom,
  quantityLoweredFrom: line.quantityLoweredFrom,
});

const bothNotes: RememberedLineNotes = new Map([
  [fern.plantId, { priceChangedFrom: cents(1500), quantityLoweredFrom: 9 }],
]);

describe('rememberedNotes: the notes shown again once storage is in line', () => {
  describe('withRememberedNotes', () => {
    it('shows both notes again while the line is still as the check left it', () => {
      const [line] = withRememberedNotes([aCheckedLine()], bothNotes);
      expect(line).toEqual(aCheckedLine({ priceChangedFrom: cents(1500), quantityLoweredFrom: 9 }));
    });

    it('leaves a line with no remembered notes as it is', () => {
      const line = aCheckedLine({ plant: pothos });
      expect(withRememberedNotes([line], bothNotes)).toEqual([line]);
    });

    it('gives back the very line the remembered notes leave as it is (a row need not render again)', () => {
      const remembered: RememberedLineNotes = new Map([
        [fern.plantId, { priceChangedFrom: fern.price, quantityLoweredFrom: 2 }],
      ]);
      const line = aCheckedLine();
      expect(withRememberedNotes([line], remembered)[0]).toBe(line);
    });

    it('adds nothing to an unchecked line or one no longer sold', () => {
      for (const standing of ['unchecked', 'no-longer-available'] as Standing[]) {
        const [line] = withRememberedNotes([aCheckedLine({ standing })], bothNotes);
        expect(notesOf(line!)).toEqual({ priceChangedFrom: null, quantityLoweredFrom: null });
      }
    });

    it('drops the price note once the price is back to the one it was changed from', () => {
      const remembered: RememberedLineNotes = new Map([
        [fern.plantId, { priceChangedFrom: fern.price, quantityLoweredFrom: null }],
      ]);
      const [line] = withRememberedNotes([aCheckedLine()], remembered);
      expect(notesOf(line!)).toEqual({ priceChangedFrom: null, quantityLoweredFrom: null });
    });

    it('a note of the check itself wins over the remembered one', () => {
      const [line] = withRememberedNotes(
        [aCheckedLine({ priceChangedFrom: cents(1800), quantityLoweredFrom: 4 })],
        bothNotes,
      );
      expect(notesOf(line!)).toEqual({ priceChangedFrom: 1800, quantityLoweredFrom: 4 });
    });

    it('drops the quantity note once the shopper has moved the quantity off the stock', () => {
      const [line] = withRememberedNotes([aCheckedLine({ quantity: 1 })], bothNotes);
      expect(notesOf(line!)).toEqual({ priceChangedFrom: 1500, quantityLoweredFrom: null });
    });

    it('drops the quantity note when it would not say the quantity went down', () => {
      const remembered: RememberedLineNotes = new Map([
        [fern.plantId, { priceChangedFrom: null, quantityLoweredFrom: 2 }],
      ]);
      const [line] = withRememberedNotes([aCheckedLine()], remembered);
      expect(notesOf(line!)).toEqual({ priceChangedFrom: null, quantityLoweredFrom: null });
    });

    it('explains a lowered quantity only on a line for sale; the price note stays', () => {
      const soldOut = aPlant({ plantId: 1, price: 1999, availableStock: 0 });
      for (const standing of ['out-of-stock', 'beyond-countable-total'] as Standing[]) {
        const plant = standing === 'out-of-stock' ? soldOut : fern;
        const quantity = plant.availableStock;
        const [line] = withRememberedNotes(
          [aCheckedLine({ plant, quantity, standing })],
          bothNotes,
        );
        expect(notesOf(line!)).toEqual({ priceChangedFrom: 1500, quantityLoweredFrom: null });
      }
    });
  });

  describe('withRememberedItemNotes', () => {
    const remembered = new Map([[fern.plantId, { priceChangedFrom: cents(1500) }]]);

    it('shows the price note again while the price still differs', () => {
      expect(withRememberedItemNotes([anItem()], remembered)).toEqual([
        anItem({ priceChangedFrom: cents(1500) }),
      ]);
    });

    it('not once the price is back, nor for a plant with no note', () => {
      const back = new Map([[fern.plantId, { priceChangedFrom: fern.price }]]);
      expect(withRememberedItemNotes([anItem()], back)).toEqual([anItem()]);
      expect(withRememberedItemNotes([anItem({ plant: pothos })], remembered)).toEqual([
        anItem({ plant: pothos }),
      ]);
    });

    it('gives back the very item a note no longer describes (a card need not render again)', () => {
      const item = anItem();
      const back = new Map([[fern.plantId, { priceChangedFrom: fern.price }]]);
      expect(withRememberedItemNotes([item], back)[0]).toBe(item);
    });

    it('nor on an unchecked item or one no longer sold', () => {
      for (const standing of ['unchecked', 'no-longer-available'] as const) {
        expect(withRememberedItemNotes([anItem({ standing })], remembered)).toEqual([
          anItem({ standing }),
        ]);
      }
    });

    it('a note of the check itself wins over the remembered one', () => {
      expect(
        withRememberedItemNotes([anItem({ priceChangedFrom: cents(1800) })], remembered),
      ).toEqual([anItem({ priceChangedFrom: cents(1800) })]);
    });
  });

  describe('what is remembered', () => {
    it('the notes of each line that shows one, by plant', () => {
      const remembered = lineNotesToRemember([
        aCheckedLine({ priceChangedFrom: cents(1500) }),
        aCheckedLine({ plant: pothos }),
        aCheckedLine({ plant: aPlant({ plantId: 3 }), quantityLoweredFrom: 7 }),
      ]);
      expect([...remembered]).toEqual([
        [1, { priceChangedFrom: 1500, quantityLoweredFrom: null }],
        [3, { priceChangedFrom: null, quantityLoweredFrom: 7 }],
      ]);
    });

    it('the price note of each wishlist item that shows one, by plant', () => {
      const remembered = itemNotesToRemember([
        anItem({ plant: pothos }),
        anItem({ priceChangedFrom: cents(1500) }),
      ]);
      expect([...remembered]).toEqual([[1, { priceChangedFrom: 1500 }]]);
    });
  });
});
