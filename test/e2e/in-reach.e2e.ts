// Journeys: what a shopper needs stays in reach on long pages, on a phone and a desktop. The cart's
// Total and Proceed to Checkout stay on the screen while its lines scroll by, and a long list offers
// Back to top, which takes the page and the keyboard back to the top. Without reduced motion, as
// most shoppers browse: the page scrolls smoothly (styles.css).
import type { Locator, Page } from '@playwright/test';
import { expect, test, type Shop } from './support/test';
import { PLANTS, signUpSession, type SignedInSession } from './support/a11y';
import { expectNoAxeViolations } from './support/axe';
import { orderSummary } from './support/cart';
import { waitUntilStill } from './support/pageState';
import { openListingOf } from './support/windowedListing';
import { generatePlantRecords } from '@test/support/generatePlants';

// The hero holds still and nothing fades, so scans and pictures are stable; a test that
// watches motion asks for it with shop.open({ reducedMotion: 'no-preference' }).
test.use({ reducedMotion: 'reduce' });

/** Six lines: the cart's column is several screens long on a phone. */
const LONG_CART = {
  cart: PLANTS.filter((plant) => plant.availableStock >= 2)
    .slice(0, 6)
    .map(({ plantId }) => ({ plantId, quantity: 1 })),
};
/** Two lines: the short cart, whose Checkout sat below a phone's first screen. */
const SHORT_CART = { cart: LONG_CART.cart.slice(0, 2) };
const BIG_CATALOGUE = generatePlantRecords(10_000);

const proceed = (page: Page) =>
  orderSummary(page).getByRole('button', { name: 'Proceed to Checkout', exact: true });

/** The element's box on the screen, in CSS pixels from the viewport's top. */
const box = (locator: Locator) =>
  locator.evaluate((element) => {
    const { top, bottom } = element.getBoundingClientRect();
    return { top: Math.round(top), bottom: Math.round(bottom) };
  });

async function expectOnScreen(page: Page, locator: Locator, step: string): Promise<void> {
  const { top, bottom } = await box(locator);
  const height = await page.evaluate(() => window.innerHeight);
  expect(top, `${step}: its top (${top} px) below the top bar`).toBeGreaterThanOrEqual(64);
  expect(bottom, `${step}: its bottom (${bottom} px) on a screen ${height} px tall`).toBeLessThan(
    height + 1,
  );
}

/** The cart page with these lines, its prices checked. */
async function openCart(
  shop: Shop,
  session: SignedInSession,
  shopping: typeof LONG_CART,
): Promise<Page> {
  const page = await shop.open({ signedIn: session, shopping, reducedMotion: 'no-preference' });
  await page.goto('/cart');
  await expect(proceed(page)).toBeEnabled();
  return page;
}

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

async function scrollTo(page: Page, top: number): Promise<void> {
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
  await waitUntilStill(page);
}

test.describe('the checkout in reach on the cart @phone', () => {
  let session: SignedInSession;
  test.beforeAll(async ({ browser }) => {
    session = await signUpSession(browser, 'checkout-in-reach');
  });

  test('a short cart shows Proceed to Checkout and the total on its first screen', async ({
    shop,
  }) => {
    const page = await openCart(shop, session, SHORT_CART);
    await expectOnScreen(page, proceed(page), 'Proceed to Checkout on opening the cart');
    // A total on the screen too, as the shopper reads it before pressing: the card's beside the
    // lines on a desktop, the one beside the button on a phone.
    const totalsOnScreen = await orderSummary(page)
      .getByText('Total', { exact: true })
      .evaluateAll((totals) =>
        totals.filter((total) => {
          const { top, bottom, height } = total.getBoundingClientRect();
          return height > 0 && top >= 0 && bottom <= window.innerHeight;
        }),
      );
    expect(totalsOnScreen.length, 'a Total on the first screen').toBeGreaterThan(0);
  });

  test("a long cart keeps Proceed to Checkout on the screen while its lines scroll, and a line's controls clear of it", async ({
    shop,
  }) => {
    const page = await openCart(shop, session, LONG_CART);
    const lines = page.getByRole('region', { name: 'Items in your cart' }).getByRole('listitem');
    await expect(lines).toHaveCount(LONG_CART.cart.length);

    for (const line of [2, 4]) {
      const { top } = await box(lines.nth(line));
      await scrollTo(page, (await scrollY(page)) + top - 100);
      await expectOnScreen(page, proceed(page), `Proceed to Checkout beside line ${line + 1}`);
    }
    await expectNoAxeViolations(page, 'the cart, Proceed to Checkout kept on the screen');

    // Tabbed to, the last line's bin is scrolled clear of the button, not under it.
    const lastBin = lines.last().getByRole('button', { name: /^Remove / });
    await scrollTo(page, 0);
    await lastBin.focus();
    await waitUntilStill(page);
    const bin = await box(lastBin);
    const button = await box(proceed(page));
    expect(
      bin.bottom <= button.top || bin.top >= button.bottom,
      `the focused bin (${bin.top}-${bin.bottom} px) clear of Proceed to Checkout (${button.top}-${button.bottom} px)`,
    ).toBe(true);
  });
});

test.describe('back to top on a long list @phone', () => {
  const backToTop = (page: Page) => page.getByRole('button', { name: 'Back to top', exact: true });

  async function expectBackAtTop(page: Page, step: string): Promise<void> {
    await expect(backToTop(page), `${step}: offered far down`).toBeVisible();
    await expectOnScreen(page, backToTop(page), `${step}: Back to top`);
    await expectNoAxeViolations(page, `${step}, Back to top offered`);
    await backToTop(page).click();
    await expect.poll(() => scrollY(page), { message: `${step}: the page at its top` }).toBe(0);
    await waitUntilStill(page);
    expect(await scrollY(page), `${step}: still at the top`).toBe(0);
    await expect(page.getByRole('heading', { level: 1, name: 'All Plants' })).toBeFocused();
    await expect(backToTop(page), `${step}: gone at the top`).toHaveCount(0);
  }

  test("the shop's listing: Back to top far down, and back at the top with the keyboard there", async ({
    shop,
  }) => {
    const page = await shop.open({ reducedMotion: 'no-preference' });
    await page.goto('/plants');
    await expect(page.getByRole('list', { name: 'Plants' })).toHaveAttribute('aria-busy', 'false');
    await expect(backToTop(page), 'not offered at the top').toHaveCount(0);
    await scrollTo(page, await page.evaluate(() => window.innerHeight * 3));
    await expectBackAtTop(page, 'the listing');
  });

  test('the windowed grid of 10,000 plants: from its end back to its top', async ({ shop }) => {
    const page = await shop.open({ reducedMotion: 'no-preference' });
    const grid = await openListingOf(page, BIG_CATALOGUE);
    await expect(grid).toHaveAttribute('aria-busy', 'false');
    await scrollTo(page, await page.evaluate(() => document.documentElement.scrollHeight));
    await expectBackAtTop(page, 'the windowed grid');
  });
});
