// Journeys: the cart and the wishlist (spec §2 Plant detail, Cart page; §3 the storage
// keys; §4 Cart transitions; §9 shipping). Signed in on the shared Auth emulator with a new account
// per test; the cart lives in the browser context's localStorage, so each test starts empty.
// Expected money strings are computed from public/plants.json in whole cents.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { escapeRegExp, expectPath, signedInPage, toast } from './support/accounts';
import {
  cartLine,
  crossesFreeShippingAtThree,
  decreaseButton,
  detailStepper,
  expectLine,
  expectSummary,
  expectTopBarCount,
  increaseButton,
  openPlant,
  orderSummary,
  priceCents,
  readCartStorage,
  tab,
  topBarCartLink,
} from './support/cart';
import { readShopCatalogueRecords, type PlantRecordJson } from './support';

const plants = readShopCatalogueRecords();

/** Two are under $50, three are over: the journey crosses the free-shipping line both ways. */
const thresholdPlant = plants.find(crossesFreeShippingAtThree);
/** Low stock (2..4): plus works a little, then stops at the stock. */
const lowStockPlant = plants.find(
  (plant) => plant.availableStock >= 2 && plant.availableStock <= 4,
);
const inStock = plants.filter((plant) => plant.availableStock >= 5);

/** The other keys the page may keep in localStorage are Firebase's own (the signed-in user). */
const shopKeys = (keys: string[]) => keys.filter((key) => !key.startsWith('firebase:'));
/**
 * Spec §3's keys, plus the one naming whose lists they are (each account keeps its own
 * lists; docs/adr/0014-per-account-lists-in-one-browser.md). Nothing is set aside while signed in.
 */
const SIGNED_IN_KEYS = ['cart', 'leafy.listOwner', 'wishlist'];

/** What the shop stores for a plant: its plants.json record as is (price in dollars). */
const storedPlant = (plant: PlantRecordJson) => ({ ...plant });

const addToCartButton = (page: Page) =>
  page.getByRole('button', { name: 'Add to Cart', exact: true });
const addedConfirmation = (page: Page) =>
  page.getByRole('button', { name: 'Added to cart!', exact: true });

test.describe('cart', () => {
  test('plants.json has what these journeys need', () => {
    expect(thresholdPlant, 'a plant with 2 x price < $50 < 3 x price and stock >= 3').toBeDefined();
    expect(lowStockPlant, 'a plant with stock 2..4').toBeDefined();
    expect(inStock.length).toBeGreaterThanOrEqual(2);
  });

  test('adds from the detail page with the stepper; totals, hint, the $50 line both ways; minus to 0 removes', async ({
    shop,
  }) => {
    const plant = thresholdPlant!;
    const price = priceCents(plant);
    const { page } = await signedInPage(shop, 'cart-totals');
    await expectTopBarCount(page, 0);

    await openPlant(page, plant);
    const stepper = detailStepper(page);
    expect(await stepper.value.innerText()).toBe('1');
    expect(await stepper.decrease.isDisabled()).toBe(true);
    await stepper.increase.click();
    await expect.poll(() => stepper.value.innerText()).toBe('2');
    await addToCartButton(page).click();
    await addedConfirmation(page).waitFor();
    await expectTopBarCount(page, 2);

    await topBarCartLink(page).click();
    await expectPath(page, '/cart');
    await tab(page, 'Cart', 2).waitFor();
    await expectLine(page, plant, 2);
    await expectSummary(page, 2 * price, '2 x, under $50: $5.00 shipping and the hint');

    await increaseButton(page, plant).click();
    await expectLine(page, plant, 3);
    await expectSummary(page, 3 * price, '3 x, over $50: free shipping, no hint');
    await expectTopBarCount(page, 3);

    await decreaseButton(page, plant).click();
    await expectLine(page, plant, 2);
    await expectSummary(page, 2 * price, 'back under $50');
    await expectTopBarCount(page, 2);

    await decreaseButton(page, plant).click();
    await expectLine(page, plant, 1);
    await expectSummary(page, price, '1 x');
    await decreaseButton(page, plant).click();
    await tab(page, 'Cart', 0).waitFor();
    await page.getByRole('heading', { name: 'Your cart is empty', exact: true }).waitFor();
    expect(await cartLine(page, plant).count()).toBe(0);
    expect(await orderSummary(page).count()).toBe(0);
    await expectTopBarCount(page, 0);
    expect((await readCartStorage(page)).cart).toEqual([]);
  });

  test('plus stops at the stock, on the detail page and in the cart', async ({ shop }) => {
    const plant = lowStockPlant!;
    const stock = plant.availableStock;
    const { page } = await signedInPage(shop, 'cart-stock');
    await openPlant(page, plant);
    await page.getByText(`Only ${stock} left!`, { exact: true }).waitFor();

    const stepper = detailStepper(page);
    for (let quantity = 2; quantity <= stock; quantity += 1) {
      await stepper.increase.click();
      await expect.poll(() => stepper.value.innerText()).toBe(String(quantity));
    }
    expect(await stepper.increase.isDisabled()).toBe(true);
    // Back to one, added, then raised in the cart instead.
    for (let quantity = stock - 1; quantity >= 1; quantity -= 1) {
      await stepper.decrease.click();
      await expect.poll(() => stepper.value.innerText()).toBe(String(quantity));
    }
    await addToCartButton(page).click();
    await addedConfirmation(page).waitFor();

    await page.goto('/cart');
    await expectLine(page, plant, 1);
    for (let quantity = 2; quantity <= stock; quantity += 1) {
      expect(await increaseButton(page, plant).isEnabled()).toBe(true);
      await increaseButton(page, plant).click();
      await expectLine(page, plant, quantity);
    }
    expect(await increaseButton(page, plant).isDisabled()).toBe(true);
    await expectSummary(page, stock * priceCents(plant), `${stock} x, the whole stock`);
    await expectTopBarCount(page, stock);
  });

  test('a heart on a card saves the plant; Move to Cart moves it and says so', async ({ shop }) => {
    const plant = inStock[0]!;
    const { page } = await signedInPage(shop, 'wishlist');
    await page.goto('/');
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: plant.plantName, exact: true }) });
    const heart = card.getByRole('button', { name: `Save ${plant.plantName} to wishlist` });
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');

    await topBarCartLink(page).click();
    await expectPath(page, '/cart');
    await tab(page, 'Cart', 0).waitFor();
    await tab(page, 'Wishlist', 1).click();
    const saved = page
      .getByRole('region', { name: 'Saved plants' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: plant.plantName, exact: true }) });
    await saved.waitFor();
    await saved.getByRole('button', { name: 'Move to Cart', exact: true }).click();
    await toast(page, 'Moved to cart').waitFor();
    await tab(page, 'Wishlist', 0).waitFor();
    await page.getByRole('heading', { name: 'Your wishlist is empty', exact: true }).waitFor();

    await tab(page, 'Cart', 1).click();
    await expectLine(page, plant, 1);
    await expectSummary(page, priceCents(plant), 'the moved plant');
    await expectTopBarCount(page, 1);

    const stored = await readCartStorage(page);
    expect(shopKeys(stored.keys)).toEqual(SIGNED_IN_KEYS);
    expect(stored.cart).toEqual([{ ...storedPlant(plant), quantity: 1 }]);
    expect(stored.wishlist).toEqual([]);
  });

  test('two tabs stay in step without a reload; a reload keeps everything; storage holds dollars', async ({
    shop,
  }) => {
    const [plant] = inStock.slice(1);
    const { page: first } = await signedInPage(shop, 'two-tabs');
    const second = await first.context().newPage();
    await second.goto('/cart');
    await second.getByRole('heading', { name: 'Your cart is empty' }).waitFor();
    await tab(second, 'Cart', 0).waitFor();
    await expectTopBarCount(second, 0);

    // The second tab is marked, so that "without a reload" is checked, not assumed: a reload
    // would drop the mark. It follows storage events, not a timer, so there is no delay to time.
    const notReloaded = () =>
      second.evaluate(() => (window as unknown as { sameDocument?: true }).sameDocument === true);
    await second.evaluate(() => {
      (window as unknown as { sameDocument?: true }).sameDocument = true;
    });

    // Added in the first tab: the second shows it, without a reload.
    await openPlant(first, plant!);
    await addToCartButton(first).click();
    await addedConfirmation(first).waitFor();
    await Promise.all([
      expectTopBarCount(second, 1),
      cartLine(second, plant!).waitFor(),
      tab(second, 'Cart', 1).waitFor(),
    ]);
    await expectLine(second, plant!, 1);

    // Saved to the wishlist in the first tab: the second tab's Wishlist count follows.
    await first.getByRole('button', { name: `Save ${plant!.plantName} to wishlist` }).click();
    await tab(second, 'Wishlist', 1).waitFor();

    // Raised in the second tab: the first tab's top bar follows.
    await increaseButton(second, plant!).click();
    await expectTopBarCount(first, 2);
    await expectLine(second, plant!, 2);
    expect(await notReloaded(), 'the second tab was never reloaded').toBe(true);

    // A reload keeps everything.
    await second.reload();
    await expectLine(second, plant!, 2);
    await tab(second, 'Cart', 2).waitFor();
    await tab(second, 'Wishlist', 1).waitFor();
    await expectTopBarCount(second, 2);
    await first.reload();
    await first.getByRole('heading', { level: 1, name: plant!.plantName, exact: true }).waitFor();
    await expectTopBarCount(first, 2);

    // Spec §3: the lists are under exactly cart and wishlist, prices in dollars as in plants.json.
    const stored = await readCartStorage(second);
    expect(shopKeys(stored.keys)).toEqual(SIGNED_IN_KEYS);
    expect(stored.cart).toEqual([{ ...storedPlant(plant!), quantity: 2 }]);
    expect(stored.wishlist).toEqual([storedPlant(plant!)]);
    expect(JSON.stringify(stored.cart)).toMatch(
      new RegExp(`"price":${escapeRegExp(String(plant!.price))}[,}]`),
    );
  });
});
