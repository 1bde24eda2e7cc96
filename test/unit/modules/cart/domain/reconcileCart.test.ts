import { describe, expect, it } from 'vitest';
import { checkedOrderSummary } from '@/modules/cart/domain/checkedTotals';
import { MAX_COUNTABLE_SUBTOTAL } from '@/modules/cart/domain/orderSummary';
import { lineNotes, wishlistNotes } from '@/modules/cart/domain/lineNotes';
import { catalogueOf } from '@/modules/cart/domain/PlantCatalogue';
import { reconcileCart, storedFormOf } from '@/modules/cart/domain/reconcileCart';
import { reconcileWishlist } from '@/modules/cart/domain/reconcileWishlist';
import { aLine, aPlant } from '@test/support/plants';

const fern = aPlant({ plantId: 1, plantName: 'Boston Fern', price: 1999, availableStock: 5 });
const pothos = aPlant({ plantId: 2, plantName: 'Golden Pothos', price: 2499, availableStock: 3 });
const cactus = aPlant({ plantId: 3, plantName: 'Bunny Ear Cactus', price: 899, availableStock: 0 });
const catalogue = catalogueOf([fern, pothos, cactus]);

describe('reconcileCart: a stored cart checked against the catalogue', () => {
  it('takes name, image, price and stock from the catalogue, whatever was stored', () => {
    const stored = { ...fern, plantName: 'Old name', image: 'images/old.svg', price: 1 };
    const [line] = reconcileCart([aLine(aPlant(stored), 2)], catalogue);
    expect(line?.plant).toBe(fern);
    expect(line?.standing).toBe('for-sale');
    expect(line?.quantity).toBe(2);
  });

  it("a changed or tampered price shows the catalogue's and says 'Price changed from $X'", () => {
    const [line] = reconcileCart([aLine(aPlant({ ...fern, price: 1 }), 2)], catalogue);
    expect(line?.priceChangedFrom).toBe(1);
    expect(lineNotes(line!)).toEqual(['Price changed from $0.01']);
    expect(checkedOrderSummary([line!]).subtotal).toBe(3998);
  });

  it("a quantity above the stock is lowered to it: 'Only N left — quantity lowered from M'", () => {
    const [line] = reconcileCart([aLine(pothos, 7)], catalogue);
    expect(line?.quantity).toBe(3);
    expect(line?.quantityLoweredFrom).toBe(7);
    expect(lineNotes(line!)).toEqual(['Only 3 left — quantity lowered from 7']);
  });

  it("stock 0: 'Out of stock', kept with its quantity, left out of the totals", () => {
    const lines = reconcileCart(
      [aLine({ ...cactus, availableStock: 4 }, 2), aLine(fern, 1)],
      catalogue,
    );
    expect(lines[0]?.standing).toBe('out-of-stock');
    expect(lines[0]?.quantity).toBe(2);
    expect(lineNotes(lines[0]!)).toEqual(['Out of stock']);
    expect(checkedOrderSummary(lines)).toMatchObject({
      subtotal: 1999,
      shipping: 500,
      total: 2499,
    });
  });

  it("a plant no longer in the catalogue stays, as stored, with 'No longer available', uncounted", () => {
    const retired = aPlant({ plantId: 99, plantName: 'Retired Palm', price: 5000 });
    const lines = reconcileCart([aLine(retired, 2), aLine(pothos, 1)], catalogue);
    expect(lines.map((line) => line.standing)).toEqual(['no-longer-available', 'for-sale']);
    expect(lines[0]?.plant).toBe(retired);
    expect(lineNotes(lines[0]!)).toEqual(['No longer available']);
    expect(checkedOrderSummary(lines).subtotal).toBe(2499);
  });

  it('without a catalogue, shows what is stored, unchecked and uncounted', () => {
    const stored = aLine(aPlant({ ...fern, price: 1 }), 9);
    expect(reconcileCart([stored], null)).toEqual([
      {
        plant: stored.plant,
        quantity: 9,
        standing: 'unchecked',
        priceChangedFrom: null,
        quantityLoweredFrom: null,
      },
    ]);
  });

  it('keeps one line per plant, the first', () => {
    const lines = reconcileCart([aLine(fern, 1), aLine(pothos, 1), aLine(fern, 4)], catalogue);
    expect(lines.map((line) => [line.plant.plantId, line.quantity])).toEqual([
      [1, 1],
      [2, 1],
    ]);
  });

  it('its stored form reads back with nothing left to say', () => {
    const stored = [aLine(aPlant({ ...fern, price: 5 }), 9), aLine(pothos, 1), aLine(cactus, 2)];
    const again = reconcileCart(storedFormOf(reconcileCart(stored, catalogue)), catalogue);
    expect(again.flatMap((line) => lineNotes(line))).toEqual(['Out of stock']);
    expect(again.map((line) => line.quantity)).toEqual([5, 1, 2]);
  });
});

describe('reconcileCart: the edges of its rules', () => {
  it('a quantity at the stock is kept as it is, with no note', () => {
    const [line] = reconcileCart([aLine(fern, 5)], catalogue);
    expect(line).toEqual({
      plant: fern,
      quantity: 5,
      standing: 'for-sale',
      priceChangedFrom: null,
      quantityLoweredFrom: null,
    });
  });

  it('an out-of-stock line shows the catalogue’s plant and its price change, no lowering', () => {
    const stored = aLine(aPlant({ ...cactus, price: 500, availableStock: 9 }), 7);
    expect(reconcileCart([stored], catalogue)).toEqual([
      {
        plant: cactus,
        quantity: 7,
        standing: 'out-of-stock',
        priceChangedFrom: 500,
        quantityLoweredFrom: null,
      },
    ]);
  });

  it('a plant no longer sold keeps its stored fields and says nothing of price or stock', () => {
    const retired = aPlant({ plantId: 99, price: 5000, availableStock: 1 });
    expect(reconcileCart([aLine(retired, 3)], catalogue)).toEqual([
      {
        plant: retired,
        quantity: 3,
        standing: 'no-longer-available',
        priceChangedFrom: null,
        quantityLoweredFrom: null,
      },
    ]);
  });

  it('counts lines up to the largest countable subtotal, not one cent beyond', () => {
    const vault = aPlant({ plantId: 7, price: MAX_COUNTABLE_SUBTOTAL - 1999, availableStock: 1 });
    const shop = catalogueOf([fern, pothos, cactus, vault]);
    // The vault and one fern reach the largest countable subtotal exactly.
    const exactly = reconcileCart([aLine(vault, 1), aLine(fern, 1)], shop);
    expect(exactly.map((line) => line.standing)).toEqual(['for-sale', 'for-sale']);
    expect(checkedOrderSummary(exactly).subtotal).toBe(MAX_COUNTABLE_SUBTOTAL);
  });

  it('a line past it is shown, not counted; lines that still fit after it are counted', () => {
    // Room for 5000 cents after the vault: three pothos (7497) do not fit, two ferns (3998) do.
    const vault = aPlant({ plantId: 7, price: MAX_COUNTABLE_SUBTOTAL - 5000, availableStock: 1 });
    const shop = catalogueOf([fern, pothos, cactus, vault]);
    const lines = reconcileCart(
      [aLine(vault, 1), aLine(cactus, 2), aLine(pothos, 3), aLine(fern, 2)],
      shop,
    );
    expect(lines.map((line) => line.standing)).toEqual([
      'for-sale',
      'out-of-stock',
      'beyond-countable-total',
      'for-sale',
    ]);
    expect(lines[2]).toMatchObject({ plant: pothos, quantity: 3 });
    expect(lineNotes(lines[2]!)).toEqual(['Too many to total in one order — lower the quantity']);
    expect(checkedOrderSummary(lines).subtotal).toBe(MAX_COUNTABLE_SUBTOTAL - 5000 + 3998);
  });
});

describe('reconcileWishlist', () => {
  it('without a catalogue, shows each item as stored, unchecked', () => {
    const stored = aPlant({ ...fern, price: 1 });
    expect(reconcileWishlist([stored, stored], null)).toEqual([
      { plant: stored, standing: 'unchecked', priceChangedFrom: null },
    ]);
  });

  it('shows the catalogue’s plant, the price it changed from, stock 0 and a vanished plant', () => {
    const retired = aPlant({ plantId: 99, plantName: 'Retired Palm' });
    const items = reconcileWishlist(
      [aPlant({ ...fern, price: 2500 }), cactus, retired, pothos],
      catalogue,
    );
    expect(items.map((item) => item.standing)).toEqual([
      'for-sale',
      'out-of-stock',
      'no-longer-available',
      'for-sale',
    ]);
    expect(items[0]?.plant).toBe(fern);
    expect(items.map(wishlistNotes)).toEqual([
      ['Price changed from $25.00'],
      ['Out of stock'],
      ['No longer available'],
      [],
    ]);
  });
});
