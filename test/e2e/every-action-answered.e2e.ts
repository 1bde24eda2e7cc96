// Journeys: every cart action answered (docs/beyond-the-spec.md, "Shopping on a phone"). After Add
// to Cart, beside the spec's 'Added to cart!' (§4), a toast shows what was added, a way to the cart
// and how far free shipping is (§9: free above $50); an add the stock stops says so instead; a line
// removed by the bin or by "−" at 1 is told with 'Removed from cart' (§8) and an Undo that puts it
// back, with its quantity, at its place.
//
// The page's clock is installed before it loads and paused once it is up (after the moment the
// toasts' code is fetched), so no toast and no 3 s confirmation runs out while the test looks.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectPath } from './support/accounts';
import { openWithStillClock, readShopCatalogueRecords } from './support';
import { signUpSession, type SignedInSession, type StoredShopping } from './support/a11y';
import {
  cartLine,
  crossesFreeShippingAtThree,
  decreaseButton,
  detailStepper,
  money,
  priceCents,
  readCartStorage,
  tab,
} from './support/cart';

// The hero holds still and nothing fades, so scans and pictures are stable; a test that
// watches motion asks for it with shop.open({ reducedMotion: 'no-preference' }).
test.use({ reducedMotion: 'reduce' });

const plants = readShopCatalogueRecords();

/** One is under $50, three are over: the confirmation says how far, then that it is free. */
const thresholdPlant = plants.find(crossesFreeShippingAtThree)!;
/** The Phalaenopsis Orchid: two in stock. */
const twoInStock = plants.find((plant) => plant.availableStock === 2)!;
const inStock = plants.filter((plant) => plant.availableStock >= 5);
const [first, middle, last] = inStock;
const THREE_LINES: StoredShopping = {
  cart: [
    { plantId: first!.plantId, quantity: 2 },
    { plantId: middle!.plantId, quantity: 3 },
    { plantId: last!.plantId, quantity: 1 },
  ],
};

const addToCart = (page: Page) => page.getByRole('button', { name: 'Add to Cart', exact: true });
const confirmation = (page: Page, text: string) =>
  page.getByRole('button', { name: text, exact: true });
const addedToast = (page: Page, plantName: string) =>
  page.getByRole('status').filter({ hasText: `× ${plantName} added to your cart` });
const removedToasts = (page: Page) =>
  page.getByRole('status').filter({ hasText: /^Removed from cart/ });

async function openPlant(page: Page, plant: { plantId: number; plantName: string }) {
  await openWithStillClock(
    page,
    `/plant/${plant.plantId}`,
    page.getByRole('heading', { level: 1, name: plant.plantName, exact: true }),
  );
}

/**
 * Undo in the newest 'Removed from cart' toast; then the three lines are back in their order, with
 * their quantities, on the page and in storage.
 */
async function undoAndExpectThreeLines(page: Page): Promise<void> {
  await removedToasts(page).getByRole('button', { name: 'Undo', exact: true }).first().click();
  await expect
    .poll(() => lineNames(page))
    .toEqual([first!.plantName, middle!.plantName, last!.plantName]);
  expect((await readCartStorage(page)).cart).toMatchObject(
    THREE_LINES.cart!.map(({ plantId, quantity }) => ({ plantId, quantity })),
  );
}

/** The names of the cart's lines, top to bottom. */
const lineNames = (page: Page) =>
  page
    .getByRole('region', { name: 'Items in your cart' })
    .getByRole('heading', { level: 3 })
    .allInnerTexts();

test.describe('every action answered @phone', () => {
  let session: SignedInSession;
  test.beforeAll(async ({ browser }) => {
    session = await signUpSession(browser, 'action-answered');
  });

  test('Add to Cart shows what was added, View cart, and how far free shipping is', async ({
    shop,
  }) => {
    const price = priceCents(thresholdPlant);
    const page = await shop.open({ signedIn: session, shopping: { cart: [] } });
    await openPlant(page, thresholdPlant);

    await addToCart(page).click();
    await confirmation(page, 'Added to cart!').waitFor();
    const toast = addedToast(page, thresholdPlant.plantName);
    await toast.filter({ hasText: `1 × ${thresholdPlant.plantName}` }).waitFor();
    await toast
      .getByText(`${money(5000 - price)} away from free shipping`, { exact: true })
      .waitFor();
    expect(await toast.getByRole('link', { name: 'View cart', exact: true }).count()).toBe(1);

    // Two more: over $50, and the confirmation says so.
    await page.clock.runFor(3_000);
    await addToCart(page).waitFor();
    await detailStepper(page).increase.click();
    await addToCart(page).click();
    await confirmation(page, 'Added to cart!').waitFor();
    const second = toast.filter({ hasText: `2 × ${thresholdPlant.plantName}` });
    await second.getByText('Free shipping unlocked', { exact: true }).waitFor();

    await second.getByRole('link', { name: 'View cart', exact: true }).click();
    await expectPath(page, '/cart');
    await tab(page, 'Cart', 3).waitFor();
  });

  test('an add the stock stops says so instead of "Added to cart!"', async ({ shop }) => {
    const stock = twoInStock.availableStock;
    const page = await shop.open({ signedIn: session, shopping: { cart: [] } });
    await openPlant(page, twoInStock);

    await detailStepper(page).increase.click();
    await addToCart(page).click();
    await confirmation(page, 'Added to cart!').waitFor();
    await page.clock.runFor(3_000);
    // Once the confirmation has run out the button says why no more can be added, before a press;
    // a press all the same adds nothing and says nothing else.
    const allInCart = confirmation(page, `All ${stock} in stock are in your cart`);
    await allInCart.waitFor();
    await expect(allInCart).toHaveAttribute('aria-disabled', 'true');
    await allInCart.dispatchEvent('click');
    await expect(allInCart).toBeVisible();
    expect(await confirmation(page, 'Added to cart!').count()).toBe(0);
    expect(
      (await readCartStorage(page)).cart,
      'the cart still holds the stock, no more',
    ).toMatchObject([{ plantId: twoInStock.plantId, quantity: stock }]);
  });

  test('the bin says "Removed from cart" with Undo, which puts the line back at its place', async ({
    shop,
  }) => {
    const page = await shop.open({ signedIn: session, shopping: THREE_LINES });
    await openWithStillClock(page, '/cart', page.getByRole('heading', { name: 'Order Summary' }));

    await cartLine(page, middle!)
      .getByRole('button', { name: `Remove ${middle!.plantName} from cart`, exact: true })
      .click();
    const removed = removedToasts(page);
    await removed.waitFor();
    await expect.poll(() => lineNames(page)).toEqual([first!.plantName, last!.plantName]);

    await undoAndExpectThreeLines(page);
    // A dismissed toast fades for a second before it leaves the page.
    await page.clock.runFor(1_000);
    await expect.poll(() => removed.count(), { message: 'the toast goes with its Undo' }).toBe(0);
  });

  test('"−" at 1 says "Removed from cart" with Undo too', async ({ shop }) => {
    const page = await shop.open({ signedIn: session, shopping: THREE_LINES });
    await openWithStillClock(page, '/cart', page.getByRole('heading', { name: 'Order Summary' }));

    await decreaseButton(page, last!).click();
    const removed = removedToasts(page);
    await removed.waitFor();
    await expect.poll(() => lineNames(page)).toEqual([first!.plantName, middle!.plantName]);

    await undoAndExpectThreeLines(page);
  });
});
