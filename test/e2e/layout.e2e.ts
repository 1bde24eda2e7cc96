// The shared layout's geometry, which only a real browser has (spec §2 Shared layout, Plant listing;
// §9 the 20 px shadow threshold): a sticky top bar, its shadow from 20 px of scroll, the listing's
// 1/2/4 columns, and toasts in the top-right corner.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { pauseClock } from './support';
import { nextFrames } from './support/a11y';
import { waitUntilStill } from './support/pageState';

async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await page.waitForFunction((top) => Math.round(window.scrollY) === top, y);
}

/**
 * Scrolls far down and waits until the page holds still. The home page's later bands take their
 * real height as they near the viewport (`below-fold`, content-visibility), and scroll anchoring
 * then moves the scroll offset by a pixel or so to keep what is on screen still (measured: 1500
 * ends at 1501). So the wait is for two frames with the same height and offset, not for an exact
 * offset, which a busy machine may first look at only after the move.
 */
async function scrollFarDown(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await waitUntilStill(page);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - y)).toBeLessThanOrEqual(8);
}

const topBar = (page: Page) => page.locator('header').first();

/** Transitions running on the top bar right now (its shadow fades in and out). */
async function shadowTransitions(page: Page): Promise<number> {
  return topBar(page).evaluate(
    (header) => header.getAnimations().filter((a) => a.playState === 'running').length,
  );
}

async function hasShadow(page: Page): Promise<boolean> {
  return topBar(page).evaluate((header) => getComputedStyle(header).boxShadow !== 'none');
}

/** Distinct left edges of the plant cards in the first rows: the number of columns. */
async function columnCount(page: Page): Promise<number> {
  const lefts = await page
    .getByRole('article')
    .evaluateAll((cards) =>
      cards.slice(0, 8).map((card) => Math.round(card.getBoundingClientRect().left)),
    );
  return new Set(lefts).size;
}

test.describe('shared layout in Chromium', () => {
  test('keeps the top bar stuck to the top and gives it a shadow from 20 px of scroll, not before', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('link', { name: /View All \d+ Plants/ }).waitFor();
    expect(await hasShadow(page)).toBe(false);

    // At 19 px: once the scroll has been painted, no shadow and no shadow transition under way
    // (a shadow on its way in would show as a running transition, so nothing needs a fixed wait).
    await scrollTo(page, 19);
    await nextFrames(page);
    expect(await shadowTransitions(page)).toBe(0);
    expect(await hasShadow(page)).toBe(false);

    await scrollTo(page, 20);
    await expect.poll(() => hasShadow(page)).toBe(true);

    // Back to 19 px: the shadow goes again.
    await scrollTo(page, 19);
    await expect.poll(() => topBar(page).getAttribute('data-scrolled')).toBe('false');
    await expect.poll(() => shadowTransitions(page)).toBe(0);
    expect(await hasShadow(page)).toBe(false);

    await scrollFarDown(page, 1500);
    const box = await topBar(page).boundingBox();
    expect(box?.y).toBe(0);
    expect(await topBar(page).evaluate((header) => getComputedStyle(header).position)).toBe(
      'sticky',
    );

    await scrollTo(page, 0);
    await expect.poll(() => hasShadow(page)).toBe(false);
  });

  for (const width of [375, 1280]) {
    test(`the preview banner keeps its height when its first status comes, at ${width} px`, async ({
      shop,
    }) => {
      const page = await shop.open({ context: { viewport: { width, height: 900 } } });
      // The banner's first check waits here, so the page is seen before its status and after.
      let answerCheck = () => {};
      const checkAnswered = new Promise<void>((answer) => (answerCheck = answer));
      await page.route('**/emulator/v1/projects/*/config', async (route) => {
        await checkAnswered;
        await route.continue();
      });
      await page.goto('/');
      const banner = page.getByTestId('preview-banner');
      await expect(banner).toHaveAttribute('data-status', 'unknown');
      const before = await banner.evaluate((element) => element.getBoundingClientRect().height);
      answerCheck();
      await expect(banner).not.toHaveAttribute('data-status', 'unknown');
      const after = await banner.evaluate((element) => element.getBoundingClientRect().height);
      // A banner that grew would push the whole page down by as much: a shift on every page.
      expect(after, 'the banner with its status').toBe(before);
    });
  }

  for (const [width, columns] of [
    [375, 1],
    [800, 2],
    [1280, 4],
  ] as const) {
    test(`shows the plant listing in ${columns} column(s) at ${width} px`, async ({ shop }) => {
      const page = await shop.open({ context: { viewport: { width, height: 900 } } });
      await page.goto('/plants');
      await page.getByRole('article').first().waitFor();
      expect(await columnCount(page)).toBe(columns);
    });
  }

  test('shows toasts in the top-right corner, for 3 seconds', async ({ page }) => {
    await page.clock.install();
    await page.goto('/plants');
    await page.getByRole('article').first().waitFor();
    await pauseClock(page);
    const heart = page.getByRole('button', { name: /to wishlist$/ }).first();
    await heart.click();
    const toast = page.getByText('Added to wishlist', { exact: true });
    await toast.waitFor();
    const box = await toast.boundingBox();
    const viewport = page.viewportSize();
    expect(box).not.toBeNull();
    expect(viewport).not.toBeNull();
    // Top quarter of the screen, right half of it.
    expect(box!.y).toBeLessThan(viewport!.height / 4);
    expect(box!.x).toBeGreaterThan(viewport!.width / 2);
    // Spec section 9: toasts last 3000 ms by default. On the paused clock: still shown at 2.99 s,
    // dismissed at 3.01 s (the Toaster then drops the `data-visible` mark of the toast's row),
    // then gone from the page after its exit (a timer of its own, set once React has rendered the
    // dismissal: the clock is moved on in small steps until it has run).
    const visibleMark = () =>
      toast.evaluate(
        (status) => status.closest('[data-visible]')?.getAttribute('data-visible') ?? '',
      );
    const shownMark = await visibleMark();
    expect(shownMark, 'the shown toast is marked visible').toBeTruthy();
    await page.clock.runFor(2_990);
    expect(await toast.isVisible(), 'toast at 2.99 s').toBe(true);
    expect(await visibleMark(), 'still visible at 2.99 s').toBe(shownMark);
    await page.clock.runFor(20);
    await expect.poll(visibleMark, { message: 'dismissed at 3.01 s' }).toBe('');
    await expect
      .poll(
        async () => {
          await page.clock.runFor(250);
          return toast.count();
        },
        { message: 'removed from the page after its exit' },
      )
      .toBe(0);
  });
});
