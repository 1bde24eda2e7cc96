// A full-page screenshot of every route and state at 375, 768 and 1280 px, saved
// as test/e2e/screenshots/<scene>-<width>.png (the folder is git-ignored). They are for people to
// look at; the test itself only proves each page rendered its content and nothing overflows
// sideways (no horizontal scroll on a phone). Reduced motion keeps the hero on its first slide.
import type { Page } from '@playwright/test';
import { expect, test, type Shop } from './support/test';
import { toast } from './support/accounts';
import {
  loadAllImages,
  setViewport,
  signUpSession,
  VIEWPORTS,
  type SignedInSession,
  type ViewportName,
} from './support/a11y';
import {
  allScenes,
  CART_WITH_LINES,
  inRuns,
  sceneTitle,
  SIGNED_IN_SCENES,
  SIGNED_OUT_SCENES,
  type Scene,
} from './support/a11yScenes';
import { join } from 'node:path';
import { pauseClock, screenshot, SCREENSHOTS_DIR } from './support/browser';

// The hero holds still and nothing fades, so scans and pictures are stable; a test that
// watches motion asks for it with shop.open({ reducedMotion: 'no-preference' }).
test.use({ reducedMotion: 'reduce' });

const WIDTHS: readonly ViewportName[] = ['phone', 'tablet', 'desktop'];
/** Scenes loaded side by side in one test (see allScenes). */
const RUN = 3;

/** Fails when the page is wider than the viewport (content cut off or a sideways scroll). */
async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const overflow = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide = Array.from(document.querySelectorAll('body *'))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.right > width + 1 || box.left < -1);
      })
      // Visually hidden text (sr-only) is clipped to 1 px: it takes no room.
      .filter(
        (element) => getComputedStyle(element).clip === 'auto' && !element.closest('.sr-only'),
      )
      .slice(0, 3)
      .map(
        (element) =>
          `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}">`,
      );
    return { scrollWidth: document.documentElement.scrollWidth, width, wide };
  });
  expect(
    overflow.scrollWidth,
    `${where}: page is ${overflow.scrollWidth} px wide in a ${overflow.width} px viewport; ` +
      `wide elements: ${overflow.wide.join(', ')}`,
  ).toBeLessThanOrEqual(overflow.width);
}

/** A full-page picture, or only the viewport for a state that concerns the top of the page. */
async function shoot(
  page: Page,
  name: string,
  viewport: ViewportName,
  { fullPage = true } = {},
): Promise<void> {
  await setViewport(page, viewport);
  // From the top: a page scrolled to a focused field would show the sticky bar mid-picture.
  await page.evaluate(() => window.scrollTo(0, 0));
  await loadAllImages(page);
  await expectNoSidewaysScroll(page, `${name} at ${VIEWPORTS[viewport].width} px`);
  const file = `${name}-${VIEWPORTS[viewport].width}`;
  if (fullPage) await screenshot(page, file);
  else await page.screenshot({ path: join(SCREENSHOTS_DIR, `${file}.png`) });
}

async function shootScene(
  shop: Shop,
  scene: Scene,
  session: SignedInSession | null,
): Promise<void> {
  const page = await shop.open({ viewport: 'phone', signedIn: session, shopping: scene.shopping });
  await page.goto(scene.path);
  await scene.ready(page);
  await scene.prepare?.(page);
  for (const viewport of WIDTHS) await shoot(page, scene.name, viewport);
}

test.describe('screenshots at 375, 768 and 1280 px, signed out', () => {
  for (const run of inRuns(
    SIGNED_OUT_SCENES.filter((scene) => scene.shots !== false),
    RUN,
  )) {
    test(sceneTitle(run), ({ shop }) => allScenes(run, (scene) => shootScene(shop, scene, null)));
  }

  test('the hero as it moves (pause button showing), held by the pointer', async ({ shop }) => {
    const page = await shop.open({ viewport: 'phone', reducedMotion: 'no-preference' });
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Featured' });
    await hero.getByRole('button', { name: 'Pause the slide show' }).waitFor();
    for (const viewport of WIDTHS) {
      await setViewport(page, viewport);
      await hero.hover({ position: { x: 5, y: 5 } }); // hovering holds the slide still
      await shoot(page, 'home-hero-motion', viewport, { fullPage: false });
    }
  });

  test('the mobile menu open', async ({ shop }) => {
    const page = await shop.open({ viewport: 'phone' });
    await page.goto('/');
    await page.getByRole('heading', { name: 'Popular Plants' }).waitFor();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).waitFor();
    await shoot(page, 'home-menu-open', 'phone', { fullPage: false });
  });
});

test.describe('screenshots at 375, 768 and 1280 px, signed in', () => {
  let session: SignedInSession;
  test.beforeAll(async ({ browser }) => {
    session = await signUpSession(browser, 'shots');
  });

  for (const run of inRuns(
    SIGNED_IN_SCENES.filter((scene) => scene.shots !== false),
    RUN,
  )) {
    test(sceneTitle(run), ({ shop }) =>
      allScenes(run, (scene) => shootScene(shop, scene, session)),
    );
  }

  test('the mobile menu and the avatar dropdown open', async ({ shop }) => {
    const page = await shop.open({ viewport: 'phone', signedIn: session });
    await page.goto('/');
    await page.getByRole('heading', { name: 'Popular Plants' }).waitFor();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).waitFor();
    await shoot(page, 'home-signed-in-menu-open', 'phone', { fullPage: false });

    for (const viewport of ['tablet', 'desktop'] as const) {
      await setViewport(page, viewport);
      await page.getByRole('button', { name: /account menu$/ }).click();
      await page.locator('#user-menu').waitFor();
      await shoot(page, 'home-signed-in-account-menu-open', viewport, { fullPage: false });
      await page.keyboard.press('Escape');
    }
  });

  test('toasts over the cart (375 and 1280 px)', async ({ shop }) => {
    for (const viewport of ['phone', 'desktop'] as const) {
      const page = await shop.open({ viewport, signedIn: session, shopping: CART_WITH_LINES });
      // The clock stands still from raising the toasts until the pointer holds them, so their
      // 3 s cannot run out first on a slow machine.
      await page.clock.install();
      await page.goto('/cart');
      await page.getByRole('heading', { name: 'Order Summary' }).waitFor();
      await pauseClock(page);
      await page
        .getByRole('button', { name: /^Remove .* from cart$/ })
        .first()
        .click();
      await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
      const removed = toast(page, 'Removed from cart', { containing: true });
      await removed.waitFor();
      await page
        .getByRole('status')
        .filter({ hasText: /Checkout is coming soon/ })
        .waitFor();
      await removed.hover(); // react-hot-toast holds its toasts while the pointer is on one
      await page.clock.resume();
      await shoot(page, 'cart-toasts', viewport);
    }
  });
});
