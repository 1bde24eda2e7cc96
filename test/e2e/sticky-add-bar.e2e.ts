// Journeys, at a phone's and a desktop's width: a plant's Add to Cart stays in reach. Once the page's
// own Add to Cart has scrolled away above, a bar at the bottom of the screen shows the plant's name,
// its price and an Add to Cart that is the same add (one toast, 'Added to cart!' on both buttons, the
// stepper's quantity); it leaves the toasts and the footer's links uncovered, goes when the page's
// button is back in view, is disabled like it at stock 0, and slides in only without reduced motion.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import {
  OUT_OF_STOCK_PLANT,
  STOCKED_PLANT,
  signUpSession,
  type SignedInSession,
} from './support/a11y';
import { toast } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { detailStepper, openPlant, readCartStorage } from './support/cart';
import { waitUntilStill } from './support/pageState';
import type { PlantRecordJson } from '@test/support/plants';

// The hero holds still and nothing fades, so scans and pictures are stable; a test that
// watches motion asks for it with shop.open({ reducedMotion: 'no-preference' }).
test.use({ reducedMotion: 'reduce' });

const ADD_LABELS = /^(Add to Cart|Added to cart!|All \d+ in stock|The only one)/;

/** The page's own Add to Cart, in the plant's card. */
const mainButton = (page: Page) =>
  page.getByRole('article').getByRole('button', { name: ADD_LABELS });
const stickyBar = (page: Page) => page.locator('[data-add-to-cart-bar]');
const barButton = (page: Page) => stickyBar(page).getByRole('button', { name: ADD_LABELS });

/** The element's box on the screen, in CSS pixels from the viewport's top. */
const box = (locator: Locator) =>
  locator.evaluate((element) => {
    const { top, bottom, left, right } = element.getBoundingClientRect();
    return { top, bottom, left, right };
  });

async function scrollTo(page: Page, top: number): Promise<void> {
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
  await waitUntilStill(page);
}

/** Scrolls until the page's Add to Cart is just above the top of the screen. */
async function scrollPastMainButton(page: Page): Promise<void> {
  const { bottom } = await box(mainButton(page));
  const y = await page.evaluate(() => window.scrollY);
  await scrollTo(page, y + bottom + 40);
  const after = await box(mainButton(page));
  expect(after.bottom, "the page's Add to Cart above the screen").toBeLessThan(0);
}

/** The bar is wholly on the screen, below the top bar; pinned to the bottom while the plant's part of the page goes on below. */
async function expectBarInReach(page: Page): Promise<void> {
  const { top, bottom, partEnd, height } = await stickyBar(page).evaluate((bar) => {
    const { top, bottom } = bar.getBoundingClientRect();
    const partEnd = bar.parentElement!.getBoundingClientRect().bottom;
    return { top, bottom, partEnd, height: window.innerHeight };
  });
  expect(top, 'the bar below the top bar').toBeGreaterThanOrEqual(64);
  expect(bottom, `the bar's bottom on a screen ${height} px tall`).toBeLessThanOrEqual(
    height + 0.5,
  );
  if (partEnd > height)
    expect(bottom, 'the bar at the bottom of the screen').toBeCloseTo(height, 0);
}

async function storedQuantity(page: Page, plant: PlantRecordJson): Promise<number> {
  const { cart } = await readCartStorage(page);
  const lines = (cart ?? []) as { plantId: number; quantity: number }[];
  return lines.find((line) => line.plantId === plant.plantId)?.quantity ?? 0;
}

/** What is drawn at the middle of `locator` is the element itself (or inside it), not a cover. */
async function expectUncovered(locator: Locator, what: string): Promise<void> {
  const uncovered = await locator.evaluate((element) => {
    const { top, bottom, left, right } = element.getBoundingClientRect();
    const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
    return hit !== null && (element === hit || element.contains(hit));
  });
  expect(uncovered, `${what} not covered`).toBe(true);
}

test.describe('a sticky Add to Cart bar on a plant’s page @phone', () => {
  let session: SignedInSession;
  test.beforeAll(async ({ browser }) => {
    session = await signUpSession(browser, 'sticky-add-bar');
  });

  test('scrolled past Add to Cart, the bar keeps the plant’s name, price and Add to Cart on the screen, and adds through the same add', async ({
    shop,
  }) => {
    const page = await shop.open({ signedIn: session });
    await openPlant(page, STOCKED_PLANT);
    await expect(mainButton(page)).toBeEnabled();
    await expect(stickyBar(page), 'no bar while the page’s button is where it was').toHaveCount(0);

    // Two of the stepper: the bar adds what the stepper says, as the page's button would.
    await detailStepper(page).increase.click();
    await expect(detailStepper(page).value).toHaveText('2');
    await scrollPastMainButton(page);

    await expect(stickyBar(page)).toBeVisible();
    await expect(stickyBar(page)).toContainText(STOCKED_PLANT.plantName);
    await expect(stickyBar(page)).toContainText(`$${STOCKED_PLANT.price.toFixed(2)}`);
    await expect(barButton(page)).toHaveText('Add to Cart');
    await expectBarInReach(page);
    const bar = await box(stickyBar(page));
    await expectNoAxeViolations(page, 'a plant’s page, the sticky Add to Cart bar shown');

    await barButton(page).click();
    await expect
      .poll(() => storedQuantity(page, STOCKED_PLANT), { message: 'the bar adds 2' })
      .toBe(2);
    const added = toast(page, `2 × ${STOCKED_PLANT.plantName} added to your cart`, {
      containing: true,
    });
    await expect(added).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'added to your cart' })).toHaveCount(1);
    await expect(barButton(page)).toHaveText('Added to cart!');
    await expect(mainButton(page), 'the page’s button says it too').toHaveText('Added to cart!');

    // The toast is above the bar, whole and uncovered.
    const shown = await box(added);
    expect(
      shown.bottom <= bar.top,
      `the toast (${shown.top}-${shown.bottom}) above the bar (${bar.top})`,
    ).toBe(true);
    await expectUncovered(added, 'the add toast');

    // The page's button back in view: the bar goes.
    await mainButton(page).scrollIntoViewIfNeeded();
    await waitUntilStill(page);
    await expect(stickyBar(page)).toHaveCount(0);
  });

  test('the bar going while it holds the focus hands it to the page’s own Add to Cart', async ({
    shop,
  }) => {
    const page = await shop.open({ signedIn: session });
    await openPlant(page, STOCKED_PLANT);
    const before = await storedQuantity(page, STOCKED_PLANT);
    await scrollPastMainButton(page);
    await barButton(page).focus();
    await expect(barButton(page)).toBeFocused();

    await mainButton(page).scrollIntoViewIfNeeded();
    await waitUntilStill(page);
    await expect(stickyBar(page)).toHaveCount(0);
    await expect(
      mainButton(page),
      'the focus kept on the same add, not dropped to the page',
    ).toBeFocused();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => storedQuantity(page, STOCKED_PLANT), {
        message: 'Enter adds from where the focus went',
      })
      .toBe(before + 1);
  });

  test('at the bottom of the page the bar leaves the footer’s links uncovered', async ({
    shop,
  }) => {
    const page = await shop.open({ signedIn: session });
    await openPlant(page, STOCKED_PLANT);
    await scrollPastMainButton(page);
    await expect(stickyBar(page)).toBeVisible();
    // The page's very end, as far as it scrolls: the footer's last links are where the bar would be.
    await scrollTo(page, await page.evaluate(() => document.documentElement.scrollHeight));
    const footer = page.getByRole('contentinfo');
    const bar = await box(stickyBar(page));
    const { top } = await box(footer);
    expect(
      bar.bottom,
      `the bar (${bar.top}-${bar.bottom} px) above the footer (${top} px)`,
    ).toBeLessThanOrEqual(top + 0.5);
    const links = footer.getByRole('link');
    const count = await links.count();
    expect(count, 'the footer has links').toBeGreaterThan(0);
    for (let index = 0; index < count; index += 1) {
      const link = links.nth(index);
      const height = await page.evaluate(() => window.innerHeight);
      const { top: linkTop, bottom } = await box(link);
      if (linkTop < 64 || bottom > height) continue;
      await expectUncovered(link, `the footer's link "${await link.innerText()}"`);
    }
  });

  test('at stock 0 the bar’s Add to Cart is disabled, as the page’s is', async ({ shop }) => {
    const page = await shop.open({ signedIn: session });
    await openPlant(page, OUT_OF_STOCK_PLANT);
    await expect(mainButton(page)).toBeDisabled();
    await scrollPastMainButton(page);
    await expect(stickyBar(page)).toContainText(OUT_OF_STOCK_PLANT.plantName);
    await expect(barButton(page)).toBeDisabled();
    await expect(barButton(page)).toHaveText('Add to Cart');
  });

  test('the bar slides in without reduced motion, and only appears with it', async ({ shop }) => {
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      const page = await shop.open({ signedIn: session, reducedMotion });
      await openPlant(page, STOCKED_PLANT);
      await scrollPastMainButton(page);
      await expect(stickyBar(page)).toBeVisible();
      const transition = await stickyBar(page).evaluate((bar) => {
        const style = getComputedStyle(bar);
        return `${style.transitionProperty} ${style.transitionDuration}`;
      });
      if (reducedMotion === 'reduce') expect(transition, 'with reduced motion').toMatch(/^none /);
      else expect(transition, 'without reduced motion').toMatch(/transform.* 0\.3s$/);
      await page.context().close();
    }
  });
});
