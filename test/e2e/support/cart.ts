// The cart page and the top bar's cart count, read the way a shopper (or a screen reader) does, and
// the money strings the journeys expect, computed here from plants.json in whole cents.
import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { escapeRegExp } from './accounts';
import type { PlantRecordJson } from '@test/support/plants';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "$74.97" for 7497 cents. */
export const money = (cents: number) => usd.format(cents / 100);
export const priceCents = (plant: PlantRecordJson) => Math.round(plant.price * 100);

/** Spec §9: free shipping above $50, else $5; the hint asks for $50 minus the subtotal. */
export function expectedSummary(subtotalCents: number): {
  rows: [string, string][];
  hint: string | null;
} {
  const free = subtotalCents > 5000;
  const shipping = free ? 0 : 500;
  return {
    rows: [
      ['Subtotal', money(subtotalCents)],
      ['Shipping', free ? 'Free' : money(shipping)],
      ['Total', money(subtotalCents + shipping)],
    ],
    hint: free ? null : `Add ${money(5000 - subtotalCents)} more for free shipping!`,
  };
}

/** A plant two of which stay under $50 and three go over it, with a stock of 3 or more. */
export const crossesFreeShippingAtThree = (plant: PlantRecordJson) =>
  plant.availableStock >= 3 && 2 * priceCents(plant) < 5000 && 3 * priceCents(plant) > 5000;

export const orderSummary = (page: Page) => page.getByRole('region', { name: 'Order Summary' });

/** The Order Summary's rows as [term, value] pairs, and its free-shipping hint (null if none). */
export async function readSummary(
  page: Page,
): Promise<{ rows: [string, string][]; hint: string | null }> {
  const summary = orderSummary(page);
  const terms = await summary.getByRole('term').allInnerTexts();
  const values = await summary.getByRole('definition').allInnerTexts();
  const hint = summary.getByText(/^Add \$[\d,.]+ more for free shipping!$/);
  return {
    rows: terms.map((term, index) => [term.trim(), (values[index] ?? '').trim()]),
    hint: (await hint.count()) ? (await hint.innerText()).trim() : null,
  };
}

export async function expectSummary(page: Page, subtotalCents: number, message: string) {
  await expect
    .poll(() => readSummary(page), { message: `order summary: ${message}` })
    .toEqual(expectedSummary(subtotalCents));
}

/** The cart line (a list item) of a plant on /cart. */
export function cartLine(page: Page, plant: PlantRecordJson): Locator {
  return page
    .getByRole('region', { name: 'Items in your cart' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: plant.plantName, exact: true }) });
}

export interface LineState {
  quantity: string;
  lineTotal: string;
  unitPrice: string;
}

export async function readLine(line: Locator, plant: PlantRecordJson): Promise<LineState> {
  const stepper = line.getByRole('group', { name: `Quantity of ${plant.plantName}`, exact: true });
  return {
    quantity: (await stepper.getByRole('status').innerText()).trim(),
    lineTotal: ((await line.getByText(/^Line total: \$/).textContent()) ?? '').trim(),
    unitPrice: (await line.getByText(/ each$/).innerText()).trim(),
  };
}

/** The line shows `quantity`, its total and the unit price, as strings. */
export async function expectLine(page: Page, plant: PlantRecordJson, quantity: number) {
  await expect
    .poll(() => readLine(cartLine(page, plant), plant), {
      message: `cart line of ${plant.plantName}`,
    })
    .toEqual({
      quantity: String(quantity),
      lineTotal: `Line total: ${money(priceCents(plant) * quantity)}`,
      unitPrice: `${money(priceCents(plant))} each`,
    });
}

export const increaseButton = (page: Page, plant: PlantRecordJson) =>
  cartLine(page, plant).getByRole('button', {
    name: `Increase quantity of ${plant.plantName}`,
    exact: true,
  });

export const decreaseButton = (page: Page, plant: PlantRecordJson) =>
  cartLine(page, plant).getByRole('button', {
    name: `Decrease quantity of ${plant.plantName}`,
    exact: true,
  });

/** The top bar's My Cart link (desktop): its name carries the item count once there is one. */
export const topBarCartLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^My Cart/ });

/** What the top bar's My Cart link says: "My Cart" alone when empty, else "My Cart N item(s)". */
export function cartLinkName(count: number): RegExp {
  if (count === 0) return /^My Cart$/;
  return new RegExp(`^My Cart ${count} ${count === 1 ? 'item' : 'items'}$`);
}

export async function expectTopBarCount(page: Page, count: number, timeout?: number) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: cartLinkName(count) })
    .waitFor({ timeout });
}

/** The Cart (N) / Wishlist (N) tabs. */
export const tab = (page: Page, label: 'Cart' | 'Wishlist', count: number) =>
  page
    .getByRole('tablist', { name: 'Cart and wishlist' })
    .getByRole('tab', { name: new RegExp(`^${escapeRegExp(`${label} (${count})`)}$`) });

/** The detail page's stepper value, and its plus / minus buttons. */
export function detailStepper(page: Page) {
  const group = page.getByRole('group', { name: 'Quantity', exact: true });
  return {
    value: group.getByRole('status'),
    increase: group.getByRole('button', { name: 'Increase quantity', exact: true }),
    decrease: group.getByRole('button', { name: 'Decrease quantity', exact: true }),
  };
}

/** Opens /plant/{id} and waits for the plant's heading. */
export async function openPlant(page: Page, plant: PlantRecordJson): Promise<void> {
  await page.goto(`/plant/${plant.plantId}`);
  await page.getByRole('heading', { level: 1, name: plant.plantName, exact: true }).waitFor();
}

/** localStorage as the shop left it: every key, and the parsed cart and wishlist. */
export async function readCartStorage(page: Page): Promise<{
  keys: string[];
  cart: unknown;
  wishlist: unknown;
}> {
  return page.evaluate(() => {
    const parse = (key: string) => {
      const raw = localStorage.getItem(key);
      return raw === null ? null : (JSON.parse(raw) as unknown);
    };
    return {
      keys: Object.keys(localStorage).sort(),
      cart: parse('cart'),
      wishlist: parse('wishlist'),
    };
  });
}
