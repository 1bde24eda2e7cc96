// Journeys: the cart in reach on a phone, and one count for one cart (docs/beyond-the-spec.md,
// "Shopping on a phone"). The top bar shows the cart with its count at both widths without opening
// a menu; the phone's menu keeps My Cart (spec §2); the count is the number of plants (the sum of
// the quantities) in the top bar and on the Cart tab alike.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectPath } from './support/accounts';
import { signUpSession, STOCKED_PLANT, type SignedInSession } from './support/a11y';
import { tab } from './support/cart';
import { readShopCatalogueRecords } from './support';

// The hero holds still and nothing fades, so scans and pictures are stable; a test that
// watches motion asks for it with shop.open({ reducedMotion: 'no-preference' }).
test.use({ reducedMotion: 'reduce' });

const plants = readShopCatalogueRecords();
/** Two lines, four plants: a count of lines (2) and a count of plants (4) differ. */
const second = plants.find(
  (plant) => plant.availableStock >= 5 && plant.plantId !== STOCKED_PLANT.plantId,
)!;
const CART = {
  cart: [
    { plantId: STOCKED_PLANT.plantId, quantity: 3 },
    { plantId: second.plantId, quantity: 1 },
  ],
};

/** The cart as the top bar offers it, wherever the bar puts it at this width. */
const topBarCart = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('link', { name, exact: true });

test.describe('the cart in reach @phone', () => {
  let session: SignedInSession;
  test.beforeAll(async ({ browser }) => {
    session = await signUpSession(browser, 'cart-in-reach');
  });

  test('the top bar shows the cart with its count, without opening a menu', async ({ shop }) => {
    const page = await shop.open({ signedIn: session, shopping: CART });
    await page.goto('/plants');
    await page.getByRole('heading', { level: 1, name: 'All Plants' }).waitFor();

    const cart = topBarCart(page, 'My Cart 4 items');
    await cart.waitFor();
    expect(await cart.isVisible(), 'in the top bar itself, no menu opened').toBe(true);
    expect(await page.getByRole('navigation', { name: 'Mobile' }).count()).toBe(0);
    // A finger's 44 px on the phone; WCAG 2.2's 24 px minimum under a pointer.
    const target = page.viewportSize()!.width < 768 ? 44 : 24;
    const box = (await cart.boundingBox())!;
    expect(Math.min(box.width, box.height), `a target of ${target} px`).toBeGreaterThanOrEqual(
      target,
    );

    await cart.click();
    await expectPath(page, '/cart');
    await page.getByRole('heading', { level: 1, name: 'My Cart' }).waitFor();
  });

  test('one count everywhere: the Cart tab counts the plants, as the top bar does', async ({
    shop,
  }) => {
    const page = await shop.open({ signedIn: session, shopping: CART });
    await page.goto('/cart');
    await page.getByRole('heading', { level: 1, name: 'My Cart' }).waitFor();

    await tab(page, 'Cart', 4).waitFor();
    await topBarCart(page, 'My Cart 4 items').waitFor();

    // One plant less on a line: both counts follow.
    await page
      .getByRole('button', { name: `Decrease quantity of ${STOCKED_PLANT.plantName}`, exact: true })
      .click();
    await tab(page, 'Cart', 3).waitFor();
    await topBarCart(page, 'My Cart 3 items').waitFor();
  });

  test('the phone menu keeps My Cart, with the same count @phone-only', async ({ shop }) => {
    const page = await shop.open({ signedIn: session, shopping: CART });
    await page.goto('/');
    await page.getByRole('heading', { name: 'Popular Plants' }).waitFor();
    await page.getByRole('button', { name: 'Open menu', exact: true }).click();
    await page
      .getByRole('navigation', { name: 'Mobile' })
      .getByRole('link', { name: 'My Cart 4 items', exact: true })
      .waitFor();
  });
});
