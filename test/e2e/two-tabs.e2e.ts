// Two tabs of one signed-in shopper (one Chromium profile: shared local storage,
// `storage` events between the tabs), 50 cart operations each, interleaved A, B, A, B... through
// the UI: Add to Cart on detail pages, plus, minus and remove on the cart page. Each tab works on
// its own plants and both add to one shared plant. A tab never waits for the other to catch up:
// the only thing that keeps one tab from overwriting the other's lines is the app re-reading
// storage before each write (docs/adr/0004). At the end the cart holds every line both tabs added,
// with the quantities of a reference model, and both tabs show it, live.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { readShopCatalogueRecords } from './support';
import { shownCart, signUp, storedCart, type ShownLine } from './support/hostingShopper';
import { escapeRegExp } from './support/accounts';
import { allInStockInCartText } from '@/modules/cart/domain/cartMessages';

const OPERATIONS_PER_TAB = 50;
/** Storage changes within milliseconds: poll often rather than on the slow default schedule. */
const FAST = { timeout: 30_000, intervals: [10, 25, 50, 100] };
const SEED = Number(process.env.TWO_TABS_SEED ?? 20_251_122);

/** A small seeded generator (mulberry32): the same seed, the same interleaving. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface Plant {
  readonly plantId: number;
  readonly plantName: string;
  readonly availableStock: number;
}

type Tab = 'A' | 'B';
type Operation =
  | { kind: 'add'; plant: Plant }
  | { kind: 'increase'; plant: Plant }
  | { kind: 'decrease'; plant: Plant }
  | { kind: 'remove'; plant: Plant };

/**
 * The plants of the home page's Popular Plants that can be bought, so every step is reached by
 * in-app links (no reload): the best stocked is shared, the others split between the tabs. Some
 * have little stock, so the stock cap is met along the way.
 */
const popular = (readShopCatalogueRecords() as Plant[])
  .slice(0, 8)
  .filter((plant) => plant.availableStock > 0);
const [SHARED, ...others] = [...popular].sort((a, b) => b.availableStock - a.availableStock) as [
  Plant,
  ...Plant[],
];
const OWN: Record<Tab, Plant[]> = {
  A: others.filter((_, i) => i % 2 === 0),
  B: others.filter((_, i) => i % 2 === 1),
};

/** The cart as spec section 4 says it must be after the operations so far (order kept). */
class Model {
  readonly lines: { plant: Plant; quantity: number }[] = [];

  quantity(plant: Plant): number {
    return this.lines.find((line) => line.plant.plantId === plant.plantId)?.quantity ?? 0;
  }

  apply(operation: Operation): void {
    const { plant } = operation;
    const index = this.lines.findIndex((line) => line.plant.plantId === plant.plantId);
    const line = this.lines[index];
    if (operation.kind === 'add') {
      if (line) line.quantity = Math.min(line.quantity + 1, plant.availableStock);
      else this.lines.push({ plant, quantity: 1 });
    } else if (operation.kind === 'increase') {
      line!.quantity = Math.min(line!.quantity + 1, plant.availableStock);
    } else if (operation.kind === 'decrease') {
      if (line!.quantity <= 1) this.lines.splice(index, 1);
      else line!.quantity -= 1;
    } else {
      this.lines.splice(index, 1);
    }
  }

  shown(): ShownLine[] {
    return this.lines.map(({ plant, quantity }) => ({ name: plant.plantName, quantity }));
  }
}

/** The next operation for a tab: on its own plants (or an add of the shared one), always valid. */
function nextOperation(tab: Tab, model: Model, next: () => number): Operation {
  const own = OWN[tab];
  const inCart = own.filter((plant) => model.quantity(plant) > 0);
  const roll = next();
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  if (roll < 0.15) return { kind: 'add', plant: SHARED };
  if (roll < 0.45 || inCart.length === 0) return { kind: 'add', plant: pick(own) };
  const plant = pick(inCart);
  if (roll < 0.75 && model.quantity(plant) < plant.availableStock) {
    return { kind: 'increase', plant };
  }
  if (roll < 0.93) return { kind: 'decrease', plant };
  return { kind: 'remove', plant };
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/**
 * Opens the cart page by the top bar's My Cart link (a full load only the first time). The heading
 * comes first: before it, "Loading your cart" is absent only because nothing has rendered yet.
 */
async function onCartPage(page: Page): Promise<void> {
  if (new URL(page.url()).pathname !== '/cart') {
    await mainNav(page)
      .getByRole('link', { name: /^My Cart/ })
      .click();
  }
  await page.getByRole('heading', { level: 1, name: 'My Cart' }).waitFor();
  await page.getByText('Loading your cart').waitFor({ state: 'detached' });
}

/** Opens a plant's detail page as a shopper does: Home, then the plant's card. */
async function onDetailPage(page: Page, plant: Plant): Promise<void> {
  await mainNav(page).getByRole('link', { name: 'Home', exact: true }).click();
  await page
    .getByRole('region', { name: 'Popular Plants' })
    .getByRole('heading', { name: plant.plantName, exact: true })
    .getByRole('link')
    .click();
  await page.getByRole('heading', { level: 1, name: plant.plantName }).waitFor();
}

/** Does one operation in the tab, through the UI, and waits until this tab has stored it. */
async function perform(page: Page, operation: Operation, expected: ShownLine[]): Promise<void> {
  const { plant } = operation;
  // The shopper switches to this tab (a background tab's timers are throttled to once a second).
  await page.bringToFront();
  if (operation.kind === 'add') {
    await onDetailPage(page, plant);
    // An add of the shared plant may find all its stock in the cart already: the button says so,
    // before a press once the page knows, or in answer to the press when the other tab's add is
    // read only then.
    const stockStopped = allInStockInCartText(plant.availableStock);
    const add = page.getByRole('button', { name: 'Add to Cart', exact: true });
    const stopped = page.getByRole('button', { name: stockStopped, exact: true });
    await add.or(stopped).first().waitFor();
    if (await add.isVisible()) {
      await add.click();
      await page
        .getByRole('button', {
          name: new RegExp(`^(Added to cart!|${escapeRegExp(stockStopped)})$`),
        })
        .waitFor();
    }
  } else {
    await onCartPage(page);
    const name = {
      increase: `Increase quantity of ${plant.plantName}`,
      decrease: `Decrease quantity of ${plant.plantName}`,
      remove: `Remove ${plant.plantName} from cart`,
    }[operation.kind];
    await page.getByRole('button', { name, exact: true }).click();
  }
  await expect.poll(() => storedCart(page), FAST).toEqual(expected);
}

test.describe('two tabs, one cart', () => {
  test(`${OPERATIONS_PER_TAB} interleaved operations in each tab: the cart holds every line both added, and both tabs show it`, async ({
    shop,
  }) => {
    test.setTimeout(300_000);
    expect(OWN.A.length, 'plants of tab A').toBeGreaterThanOrEqual(3);
    expect(OWN.B.length, 'plants of tab B').toBeGreaterThanOrEqual(3);
    const tabA = await shop.open();
    await signUp(tabA, 'two-tabs');
    // The second tab of the same browser: same storage, same signed-in shopper.
    const tabB = await tabA.context().newPage();
    await tabB.goto('/cart');
    await onCartPage(tabB);
    const tabs: Record<Tab, Page> = { A: tabA, B: tabB };

    const model = new Model();
    const next = random(SEED);
    const done: Record<Tab, Operation[]> = { A: [], B: [] };
    for (let round = 0; round < OPERATIONS_PER_TAB; round += 1) {
      for (const tab of ['A', 'B'] as const) {
        const operation = nextOperation(tab, model, next);
        model.apply(operation);
        await perform(tabs[tab], operation, model.shown());
        done[tab].push(operation);
        // A tab that has the cart page open follows the other tab's change without a reload.
        const other = tabs[tab === 'A' ? 'B' : 'A'];
        if (new URL(other.url()).pathname === '/cart') {
          await expect.poll(() => shownCart(other), FAST).toEqual(model.shown());
        }
      }
    }
    const kinds = (tab: Tab) => {
      const counts = new Map<string, number>();
      for (const { kind } of done[tab]) counts.set(kind, (counts.get(kind) ?? 0) + 1);
      return [...counts].map(([kind, count]) => `${count} ${kind}`).join(', ');
    };
    console.info(`seed ${SEED}; tab A: ${kinds('A')}; tab B: ${kinds('B')}`);
    expect(done.A).toHaveLength(OPERATIONS_PER_TAB);
    expect(done.B).toHaveLength(OPERATIONS_PER_TAB);

    // Every line either tab added and did not take out again is there, with the model's quantity.
    const final = model.shown();
    for (const tab of ['A', 'B'] as const) {
      for (const plant of new Set(done[tab].map((operation) => operation.plant))) {
        const last = done[tab].filter((operation) => operation.plant === plant).at(-1)!;
        if (last.kind === 'add' || last.kind === 'increase') {
          expect(final.map((line) => line.name)).toContain(plant.plantName);
        }
      }
    }
    const sharedAdds = [...done.A, ...done.B].filter((operation) => operation.plant === SHARED);
    for (const tab of ['A', 'B'] as const) {
      expect(
        done[tab].some((operation) => operation.plant === SHARED),
        `${tab} added it`,
      ).toBe(true);
    }
    expect(final).toContainEqual({
      name: SHARED.plantName,
      quantity: Math.min(sharedAdds.length, SHARED.availableStock),
    });

    // Both tabs show it, and keep following each other live.
    await onCartPage(tabA);
    await onCartPage(tabB);
    for (const page of [tabA, tabB]) {
      expect(await storedCart(page)).toEqual(final);
      await expect.poll(() => shownCart(page)).toEqual(final);
      const plantCount = final.reduce((count, line) => count + line.quantity, 0);
      await page.getByRole('tab', { name: `Cart (${plantCount})` }).waitFor();
    }
    const last = model.lines.at(-1)!;
    model.apply({ kind: 'decrease', plant: last.plant });
    await tabA
      .getByRole('button', { name: `Decrease quantity of ${last.plant.plantName}`, exact: true })
      .click();
    await expect.poll(() => shownCart(tabB)).toEqual(model.shown());
    await expect.poll(() => shownCart(tabA)).toEqual(model.shown());
  });
});
