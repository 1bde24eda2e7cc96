// Corrupt and hostile `cart` and `wishlist` values in local storage, read through
// the real adapter (LocalStorageCartStorage) and the application's reading of it (one line per
// plant), then checked against the catalogue as the screens are (the adapter only parses;
// repeats, stock and the countable total are the domain's rules). Whatever is stored, reading never
// throws, every valid entry is kept, every invalid one is dropped with a console warning naming the
// key, nothing leaks onto Object.prototype, and what is read is something the screens can show (the
// order summary of the lines can be computed). The browser half is test/e2e/hardening.e2e.ts.
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { AddToCart } from '@/modules/cart/application/AddToCart';
import { readCartLines, readWishlistItems } from '@/modules/cart/application/readStoredLists';
import type { WishlistItem } from '@/modules/cart/domain/CartLine';
import type { CheckedLine } from '@/modules/cart/domain/CheckedLine';
import { checkedOrderSummary } from '@/modules/cart/domain/checkedTotals';
import { catalogueOf } from '@/modules/cart/domain/PlantCatalogue';
import { reconcileCart } from '@/modules/cart/domain/reconcileCart';
import { LocalStorageCartStorage } from '@/modules/cart/infrastructure/LocalStorageCartStorage';
import { aPlant, cartRecordOf, plantRecordOf } from '@test/support/plants';
import { MemoryStorage, NO_STORAGE_EVENTS } from './support/memoryStorage';
import { CartStore } from '@/modules/cart/application/CartStore';

type Json = unknown;

const fern = aPlant({ plantId: 1, plantName: 'Boston Fern', price: 1999, availableStock: 5 });
const pothos = aPlant({ plantId: 2, plantName: 'Golden Pothos', price: 2499, availableStock: 10 });
const ivy = aPlant({ plantId: 3, plantName: 'English Ivy', price: 899, availableStock: 4 });
/** The shop's catalogue the stored lines are checked against, as the screens check them. */
const CATALOGUE = catalogueOf([fern, pothos, ivy]);

/** A valid stored cart line, with any field replaced (or removed, with `undefined`). */
function line(plant = fern, quantity: unknown = 2, changes: Record<string, unknown> = {}): Json {
  const record: Record<string, unknown> = {
    ...cartRecordOf({ plant, quantity: 1 }),
    quantity,
    ...changes,
  };
  for (const [key, value] of Object.entries(changes)) if (value === undefined) delete record[key];
  return record;
}

function plantRecord(plant = fern, changes: Record<string, unknown> = {}): Json {
  const record: Record<string, unknown> = { ...plantRecordOf(plant), ...changes };
  for (const [key, value] of Object.entries(changes)) if (value === undefined) delete record[key];
  return record;
}

const list = (...entries: Json[]) => JSON.stringify(entries);
/** A list as text, with one entry given as raw JSON text (for what JSON.stringify cannot write). */
const listWithRaw = (raw: string, ...entries: Json[]) =>
  `[${[raw, ...entries.map((entry) => JSON.stringify(entry))].join(',')}]`;
const withoutQuantity = (plant = fern) => JSON.stringify(plantRecordOf(plant)).slice(1, -1);

interface HostileCase {
  /** What is wrong with the stored value. */
  readonly kind: string;
  /** The raw text stored under the key. */
  readonly stored: string;
  /** What the adapter must give back: plantId and (for the cart) quantity, in order. */
  readonly kept: readonly (readonly [plantId: number, quantity?: number])[];
  /** How many entries must be reported as dropped (a warning each, or one for the whole value). */
  readonly dropped: number;
}

const MB = 1024 * 1024;

/** About 3 MB: one valid line, then thousands of junk entries of every kind. */
function multiMegabyteCart(): string {
  const junk: Json[] = [];
  for (let i = 0; junk.length * 120 < 3 * MB; i += 1) {
    junk.push(
      i % 3 === 0
        ? { plantId: -i, note: 'x'.repeat(80) }
        : i % 3 === 1
          ? line(pothos, -i)
          : 'y'.repeat(100),
    );
  }
  return list(line(fern, 2), ...junk);
}

/** Nested lists thousands deep: a parser or schema that recurses per level would blow its stack. */
function deeplyNested(depth: number): string {
  return `[${'['.repeat(depth)}${']'.repeat(depth)},${JSON.stringify(line(fern, 1))}]`;
}

const CART_CASES: readonly HostileCase[] = [
  // The value as a whole.
  { kind: 'not JSON', stored: '{"cart": [', kept: [], dropped: 1 },
  { kind: 'an empty string', stored: '', kept: [], dropped: 1 },
  { kind: 'the text "undefined"', stored: 'undefined', kept: [], dropped: 1 },
  {
    kind: 'a byte-order mark before the list',
    stored: `\uFEFF${list(line())}`,
    kept: [],
    dropped: 1,
  },
  { kind: 'JSON null', stored: 'null', kept: [], dropped: 1 },
  {
    kind: 'a string instead of a list (double-encoded)',
    stored: JSON.stringify(list(line())),
    kept: [],
    dropped: 1,
  },
  {
    kind: 'an object instead of a list',
    stored: JSON.stringify({ 0: line(), 1: line(pothos, 1), length: 2 }),
    kept: [],
    dropped: 1,
  },
  { kind: 'a number instead of a list', stored: '42', kept: [], dropped: 1 },
  { kind: 'a boolean instead of a list', stored: 'true', kept: [], dropped: 1 },
  {
    kind: 'entries that are not objects',
    stored: list(1, 'fern', null, true, [], line(pothos, 1)),
    kept: [[2, 1]],
    dropped: 5,
  },
  // Quantities.
  {
    kind: 'a negative quantity',
    stored: list(line(fern, -3), line(pothos, 1)),
    kept: [[2, 1]],
    dropped: 1,
  },
  {
    kind: 'a zero quantity',
    stored: list(line(fern, 0), line(pothos, 1)),
    kept: [[2, 1]],
    dropped: 1,
  },
  {
    kind: 'a fractional quantity',
    stored: list(line(fern, 1.5), line(pothos, 1)),
    kept: [[2, 1]],
    dropped: 1,
  },
  {
    kind: 'a NaN quantity (JSON writes it as null)',
    stored: list(line(fern, NaN), line(pothos, 1)),
    kept: [[2, 1]],
    dropped: 1,
  },
  {
    kind: 'a NaN quantity as text',
    stored: list(line(fern, 'NaN'), line(pothos, 1)),
    kept: [[2, 1]],
    dropped: 1,
  },
  {
    kind: 'an infinite quantity (1e999)',
    stored: listWithRaw(`{${withoutQuantity()},"quantity":1e999}`, line(pothos, 1)),
    kept: [[2, 1]],
    dropped: 1,
  },
  {
    kind: 'a huge quantity (1e21)',
    stored: list(line(fern, 1e21), line(pothos, 1)),
    kept: [[2, 1]],
    dropped: 1,
  },
  {
    kind: 'a quantity past Number.MAX_SAFE_INTEGER',
    stored: listWithRaw(`{${withoutQuantity()},"quantity":9007199254740993}`, line(pothos, 1)),
    kept: [[2, 1]],
    dropped: 1,
  },
  {
    kind: 'a quantity as a numeric string',
    stored: list(line(fern, '2'), line(pothos, 1)),
    kept: [[2, 1]],
    dropped: 1,
  },
  {
    kind: 'a missing quantity',
    stored: list(plantRecord(fern), line(pothos, 1)),
    kept: [[2, 1]],
    dropped: 1,
  },
  {
    kind: 'a quantity above the stock (capped, not dropped)',
    stored: list(line(fern, 999)),
    kept: [[1, 5]],
    dropped: 0,
  },
  // Identity.
  {
    kind: 'duplicate plantIds (the first is kept)',
    stored: list(line(fern, 2), line(pothos, 1), line(fern, 4), line(fern, 1)),
    kept: [
      [1, 2],
      [2, 1],
    ],
    dropped: 2,
  },
  {
    kind: 'a negative plantId',
    stored: list(line(fern, 1, { plantId: -1 }), line(pothos, 1)),
    kept: [[2, 1]],
    dropped: 1,
  },
  {
    kind: 'a fractional plantId',
    stored: list(line(fern, 1, { plantId: 1.5 }), line(pothos, 1)),
    kept: [[2, 1]],
    dropped: 1,
  },
  {
    kind: 'a plantId as text',
    stored: list(line(fern, 1, { plantId: '1' }), line(pothos, 1)),
    kept: [[2, 1]],
    dropped: 1,
  },
  {
    kind: 'a plantId past Number.MAX_SAFE_INTEGER',
    stored: list(line(fern, 1, { plantId: 2 ** 60 }), line(pothos, 1)),
    kept: [[2, 1]],
    dropped: 1,
  },
  // Prototype pollution.
  {
    kind: 'a __proto__ key carrying the quantity',
    stored: listWithRaw(`{${withoutQuantity()},"__proto__":{"quantity":3}}`, line(pothos, 1)),
    kept: [[2, 1]],
    dropped: 1,
  },
  {
    kind: 'a __proto__ key trying to pollute Object.prototype',
    stored: listWithRaw(
      `{"__proto__":{"polluted":"yes","isAdmin":true},${withoutQuantity()},"quantity":2}`,
    ),
    kept: [[1, 2]],
    dropped: 0,
  },
  {
    kind: 'a constructor.prototype key',
    stored: list(line(fern, 2, { constructor: { prototype: { polluted: 'yes' } } })),
    kept: [[1, 2]],
    dropped: 0,
  },
  // Other fields.
  {
    kind: 'a blank name',
    stored: list(line(fern, 1, { plantName: '   ' }), line(pothos, 1)),
    kept: [[2, 1]],
    dropped: 1,
  },
  {
    kind: 'a name that is not text',
    stored: list(line(fern, 1, { plantName: { toString: 'x' } }), line(pothos, 1)),
    kept: [[2, 1]],
    dropped: 1,
  },
  {
    kind: 'a negative price',
    stored: list(line(fern, 1, { price: -19.99 }), line(pothos, 1)),
    kept: [[2, 1]],
    dropped: 1,
  },
  {
    kind: 'a price as text',
    stored: list(line(fern, 1, { price: '$19.99' }), line(pothos, 1)),
    kept: [[2, 1]],
    dropped: 1,
  },
  {
    kind: 'an infinite price (1e999)',
    stored: listWithRaw(
      JSON.stringify(line(fern, 1)).replace('"price":19.99', '"price":1e999'),
      line(pothos, 1),
    ),
    kept: [[2, 1]],
    dropped: 1,
  },
  {
    kind: 'a rating above 5',
    stored: list(line(fern, 1, { rating: 50 }), line(pothos, 1)),
    kept: [[2, 1]],
    dropped: 1,
  },
  {
    // The stored stock is not the shop's; the catalogue has the plant in stock.
    kind: 'a stored stock of 0 (the catalogue decides: still for sale)',
    stored: list(line(fern, 1, { availableStock: 0 }), line(pothos, 1)),
    kept: [
      [1, 1],
      [2, 1],
    ],
    dropped: 0,
  },
  {
    kind: 'a negative stock',
    stored: list(line(fern, 1, { availableStock: -5 }), line(pothos, 1)),
    kept: [[2, 1]],
    dropped: 1,
  },
  {
    kind: 'a fractional stock',
    stored: list(line(fern, 1, { availableStock: 4.5 }), line(pothos, 1)),
    kept: [[2, 1]],
    dropped: 1,
  },
  {
    kind: 'missing plant fields',
    stored: list({ plantId: 3, quantity: 1 }, line(pothos, 1)),
    kept: [[2, 1]],
    dropped: 1,
  },
  {
    kind: 'extra fields (kept out of the app)',
    stored: list(line(fern, 1, { isAdmin: true, discount: 1 })),
    kept: [[1, 1]],
    dropped: 0,
  },
  // Script, markup and URL strings are text: kept as they are, rendered as text (component suite).
  {
    kind: 'script strings in the name, category and image',
    stored: list(
      line(fern, 1, {
        plantName: '<script>alert(1)</script>',
        category: '<img src=x onerror=alert(1)>',
        image: 'javascript:alert(1)',
      }),
    ),
    kept: [[1, 1]],
    dropped: 0,
  },
  // Size.
  { kind: 'lists nested 5,000 deep', stored: deeplyNested(5000), kept: [[1, 1]], dropped: 1 },
  {
    kind: 'a multi-megabyte value (3 MB of junk around one valid line)',
    stored: multiMegabyteCart(),
    kept: [[1, 2]],
    dropped: -1,
  },
  {
    kind: 'a 2 MB name',
    stored: list(line(fern, 1, { plantName: 'Fern '.repeat(400_000) })),
    kept: [[1, 1]],
    dropped: 0,
  },
];

const WISHLIST_CASES: readonly HostileCase[] = [
  { kind: 'not JSON', stored: '[{"plantId": 1,', kept: [], dropped: 1 },
  {
    kind: 'an object instead of a list',
    stored: JSON.stringify({ items: [plantRecord()] }),
    kept: [],
    dropped: 1,
  },
  { kind: 'a string instead of a list', stored: JSON.stringify('fern'), kept: [], dropped: 1 },
  {
    kind: 'entries that are not objects',
    stored: list(7, 'fern', null, plantRecord(pothos)),
    kept: [[2]],
    dropped: 3,
  },
  {
    kind: 'duplicate plantIds',
    stored: list(plantRecord(fern), plantRecord(pothos), plantRecord(fern)),
    kept: [[1], [2]],
    dropped: 1,
  },
  {
    kind: 'a __proto__ key',
    stored: listWithRaw(`{"__proto__":{"polluted":"yes"},${withoutQuantity(ivy)}}`),
    kept: [[3]],
    dropped: 0,
  },
  {
    kind: 'wrong-typed fields',
    stored: list(plantRecord(fern, { price: 'free', rating: '5' }), plantRecord(ivy)),
    kept: [[3]],
    dropped: 1,
  },
  {
    kind: 'missing fields',
    stored: list({ plantId: 1, plantName: 'Boston Fern' }, plantRecord(ivy)),
    kept: [[3]],
    dropped: 1,
  },
  {
    kind: 'a cart line in the wishlist (its quantity is not kept)',
    stored: list(line(fern, 3)),
    kept: [[1]],
    dropped: 0,
  },
  {
    kind: 'script strings in the name',
    stored: list(plantRecord(fern, { plantName: '"><svg onload=alert(1)>' })),
    kept: [[1]],
    dropped: 0,
  },
  {
    kind: 'an out-of-stock plant (kept: the wishlist shows it as out of stock)',
    stored: list(plantRecord(fern, { availableStock: 0 })),
    kept: [[1]],
    dropped: 0,
  },
  {
    kind: 'a multi-megabyte value',
    stored: list(
      plantRecord(ivy),
      ...Array.from({ length: 40_000 }, (_, i) => ({ plantId: `junk-${i}`, pad: 'z'.repeat(60) })),
    ),
    kept: [[3]],
    dropped: -1,
  },
];

let warn: MockInstance<typeof console.warn>;
let storage: MemoryStorage;
let adapter: LocalStorageCartStorage;

beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  storage = new MemoryStorage();
  adapter = new LocalStorageCartStorage(() => storage, NO_STORAGE_EVENTS);
});

afterEach(() => {
  // Nothing a stored value said may have reached every object of the app.
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  expect(Object.prototype).not.toHaveProperty('quantity');
});

function warningsAbout(key: string): string[] {
  return warn.mock.calls
    .map((call) => String(call[0]))
    .filter((text) => text.startsWith(`[${key}]`));
}

/** The cart as the screens get it: read, one line per plant, checked against the catalogue. */
async function shownLines(catalogue = CATALOGUE): Promise<CheckedLine[]> {
  return reconcileCart(await readCartLines(adapter), catalogue);
}

/** What the screens need of any cart they are given. */
function expectShowable(lines: readonly CheckedLine[]): void {
  const ids = lines.map((entry) => entry.plant.plantId);
  expect(new Set(ids).size, 'one line per plant').toBe(ids.length);
  for (const { plant, quantity, standing } of lines) {
    expect(Number.isSafeInteger(quantity) && quantity >= 1, `quantity ${quantity}`).toBe(true);
    if (standing === 'for-sale') expect(quantity).toBeLessThanOrEqual(plant.availableStock);
    expect(Number.isSafeInteger(plant.price) && plant.price >= 0, `price ${plant.price}`).toBe(
      true,
    );
    expect(Object.keys(plant).sort()).toEqual(Object.keys(fern).sort());
  }
  // The cart page's order summary (spec section 9) can be computed for whatever was read.
  expect(() => checkedOrderSummary(lines)).not.toThrow();
}

function expectShowableWishlist(items: readonly WishlistItem[]): void {
  const ids = items.map((item) => item.plantId);
  expect(new Set(ids).size).toBe(ids.length);
  for (const item of items) expect(Object.keys(item).sort()).toEqual(Object.keys(fern).sort());
}

function expectDropsReported(key: string, dropped: number): void {
  const warnings = warningsAbout(key);
  if (dropped === 0) expect(warnings, 'no warning when nothing was dropped').toEqual([]);
  // -1: so many entries that the count is not spelled out here; at least one warning says so.
  else expect(warnings.length).toBeGreaterThanOrEqual(dropped === -1 ? 1 : dropped);
  expect(warn.mock.calls.length, 'every warning names its key').toBe(warnings.length);
}

describe(`a hostile 'cart' in local storage (${CART_CASES.length} kinds): valid lines kept, the rest dropped with a warning`, () => {
  it.each(CART_CASES)('$kind', async ({ stored, kept, dropped }) => {
    storage.setItem('cart', stored);
    const started = performance.now();
    const lines = await shownLines();
    expect(performance.now() - started, 'read time in ms').toBeLessThan(2000);

    expect(lines.map(({ plant, quantity }) => [plant.plantId, quantity])).toEqual(kept);
    expectShowable(lines);
    expectDropsReported('cart', dropped);
    // The stored text is only read: it is never rewritten by a read.
    expect(storage.raw('cart')).toBe(stored);
  });

  it('keeps script and markup strings exactly as stored (they are text, shown as text)', async () => {
    storage.setItem('cart', list(line(fern, 1, { plantName: '<script>alert(1)</script>' })));
    const [first] = await adapter.readCart();
    expect(first?.plant.plantName).toBe('<script>alert(1)</script>');
  });

  it('strips unknown and __proto__ keys from what it gives the app', async () => {
    storage.setItem(
      'cart',
      listWithRaw(
        `{"__proto__":{"polluted":"yes"},${withoutQuantity()},"quantity":2,"isAdmin":true}`,
      ),
    );
    const [first] = await adapter.readCart();
    expect(Object.getPrototypeOf(first!.plant)).toBe(Object.prototype);
    expect(Object.hasOwn(first!.plant, '__proto__')).toBe(false);
    expect(first!.plant).not.toHaveProperty('isAdmin');
    expect(first!.plant).not.toHaveProperty('polluted');
  });

  it('keeps lines whose total no longer fits in whole cents out of the totals, so the order summary always adds up', async () => {
    // Such lines are no longer dropped at reading, they stay visible, marked and uncounted.
    const priciest = (plantId: number) =>
      aPlant({ plantId, price: 100_000_000, availableStock: 1_000_000 });
    const plants = Array.from({ length: 100 }, (_, i) => priciest(i + 1));
    storage.setItem('cart', list(...plants.map((plant) => line(plant, 1_000_000))));
    const lines = await shownLines(catalogueOf(plants));
    expect(lines).toHaveLength(100);
    const counted = lines.filter((entry) => entry.standing === 'for-sale').length;
    expect(counted).toBeGreaterThan(0);
    expect(counted).toBeLessThan(100);
    expect(lines.slice(counted).every((entry) => entry.standing === 'beyond-countable-total')).toBe(
      true,
    );
    expectShowable(lines);
  });

  it('writes back only the valid lines after the next change (the junk does not survive)', async () => {
    storage.setItem('cart', list(1, line(fern, 1.5), line(pothos, 1), line(pothos, 3), 'junk'));
    await new AddToCart(adapter, new CartStore(adapter)).execute(ivy, 2);
    expect(JSON.parse(storage.raw('cart')!)).toEqual([
      cartRecordOf({ plant: pothos, quantity: 1 }),
      cartRecordOf({ plant: ivy, quantity: 2 }),
    ]);
  });

  it('caps the warnings of one read, so a huge junk value cannot flood the console', async () => {
    storage.setItem('cart', multiMegabyteCart());
    await adapter.readCart();
    const warnings = warningsAbout('cart');
    expect(warnings.length).toBeLessThanOrEqual(25);
    expect(warnings.at(-1)).toMatch(/more entries? dropped/);
  });
});

describe(`a hostile 'wishlist' in local storage (${WISHLIST_CASES.length} kinds)`, () => {
  it.each(WISHLIST_CASES)('$kind', async ({ stored, kept, dropped }) => {
    storage.setItem('wishlist', stored);
    const items = await readWishlistItems(adapter);
    expect(items.map((item) => [item.plantId])).toEqual(kept);
    expectShowableWishlist(items);
    expectDropsReported('wishlist', dropped);
  });
});

describe('both keys hostile at once', () => {
  it('each list is read on its own: junk in one never costs the other its valid entries', async () => {
    storage.setItem('cart', '<html>not json</html>');
    storage.setItem('wishlist', list(plantRecord(ivy)));
    expect(await adapter.readCart()).toEqual([]);
    expect((await adapter.readWishlist()).map((item) => item.plantId)).toEqual([3]);

    storage.setItem('cart', list(line(pothos, 1)));
    storage.setItem('wishlist', '{"__proto__": null}');
    expect((await adapter.readCart()).map((entry) => entry.plant.plantId)).toEqual([2]);
    expect(await adapter.readWishlist()).toEqual([]);
  });
});
