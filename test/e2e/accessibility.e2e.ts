// axe-core (WCAG 2.0/2.1 A+AA, WCAG 2.2 AA, best practices) finds nothing on every
// route, signed out and signed in, at 375 px and 1280 px wide, with the mobile menu, the avatar
// dropdown, the cart tabs and toasts open where they apply.
//
// Each page is scanned at 375 px, resized, and scanned again at 1280 px (the layout follows CSS
// breakpoints, so no reload is needed). Pages run with prefers-reduced-motion: reduce so the hero
// holds still and nothing is mid-fade while axe measures colour contrast; keyboard.e2e.ts covers
// the moving hero. The scenes (routes and states) are listed in support/a11yScenes.ts; the scan is
// expectNoAxeViolations (support/axe.ts), the same check the other journeys run.
// Also here: the hero's text over its pictures, which axe leaves as "needs review".
import type { Page } from '@playwright/test';
import { expect, test, type Shop } from './support/test';
import { expectNoAxeViolations, pauseClock } from './support';
import { toast } from './support/accounts';
import {
  loadAllImages,
  measureTextOverImage,
  PLANTS,
  setViewport,
  STOCKED_PLANT,
  settle,
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

// The hero holds still and nothing fades, so scans and pictures are stable; a test that
// watches motion asks for it with shop.open({ reducedMotion: 'no-preference' }).
test.use({ reducedMotion: 'reduce' });

/** Scenes loaded side by side in one test (see allScenes). */
const RUN = 3;

async function scanAt(page: Page, viewport: ViewportName, state: string): Promise<void> {
  await setViewport(page, viewport);
  await settle(page);
  await expectNoAxeViolations(page, `${state} at ${VIEWPORTS[viewport].width} px`);
}

async function scanScene(shop: Shop, scene: Scene, session: SignedInSession | null): Promise<void> {
  const page = await shop.open({ viewport: 'phone', signedIn: session, shopping: scene.shopping });
  await page.goto(scene.path);
  await scene.ready(page);
  await scene.prepare?.(page);
  await scanAt(page, 'phone', scene.name);
  await scanAt(page, 'desktop', scene.name);
}

const menuToggle = (page: Page) => page.getByRole('button', { name: /^(Open|Close) menu$/ });

async function scanOpenMobileMenu(page: Page, state: string): Promise<void> {
  await setViewport(page, 'phone');
  await menuToggle(page).click();
  await page.getByRole('navigation', { name: 'Mobile' }).waitFor();
  expect(await menuToggle(page).getAttribute('aria-expanded')).toBe('true');
  await scanAt(page, 'phone', `${state}, mobile menu open`);
}

/**
 * Shows toasts at this width, holds them (react-hot-toast pauses while the pointer is over one),
 * scans, and checks they were still there when the scan ended. The page's clock (installed before
 * it loaded) stands still from raising the toasts until the pointer holds them, so their 3 s cannot
 * run out first on a slow machine; it runs again for the scan.
 */
async function scanWithToasts(
  page: Page,
  viewport: ViewportName,
  state: string,
  raise: () => Promise<string[]>,
): Promise<void> {
  await setViewport(page, viewport);
  await pauseClock(page);
  const messages = await raise();
  // 'Removed from cart' carries its Undo button: a toast's text begins with its message.
  const toasts = messages.map((message) => toast(page, message, { containing: true }).last());
  for (const shown of toasts) await shown.waitFor();
  await toasts[0]!.hover();
  await page.clock.resume();
  await scanAt(page, viewport, `${state} with ${messages.length} toast(s)`);
  for (const shown of toasts)
    expect(await shown.isVisible(), 'toast open during the scan').toBe(true);
  await page.mouse.move(0, 0);
}

test.describe('the scan itself', () => {
  test('reports a planted violation (an image without alt text)', async ({ page }) => {
    await page.goto('/no-such-page');
    await page.getByRole('heading', { name: /404/ }).waitFor();
    await page.evaluate(() => {
      const img = document.createElement('img');
      img.src = '/favicon.svg';
      document.querySelector('main')!.append(img);
    });
    await expect(expectNoAxeViolations(page, 'planted')).rejects.toThrow(/image-alt/);
  });
});

test.describe('text over pictures (axe only marks it "needs review")', () => {
  test('every hero slide keeps its title at 3:1 and its subtitle at 4.5:1, at 375, 768 and 1280 px', async ({
    shop,
  }) => {
    const page = await shop.open({ viewport: 'phone' });
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Featured' });
    await hero.getByRole('heading', { level: 2 }).waitFor();
    // Slides 2 and 3 get their <img> once the page has loaded and is idle (Hero.tsx): wait for all
    // three, or a slide could be measured over the hero's plain background instead of its picture.
    await expect.poll(() => hero.locator('img').count(), { message: 'hero pictures' }).toBe(3);
    await loadAllImages(page); // the other slides' pictures are lazy
    const failures: string[] = [];
    for (const viewport of ['phone', 'tablet', 'desktop'] as const) {
      await setViewport(page, viewport);
      for (let slide = 1; slide <= 3; slide += 1) {
        await hero.getByRole('button', { name: new RegExp(`^Show slide ${slide}:`) }).click();
        await page.mouse.move(0, 0);
        await settle(page);
        const measured = await measureTextOverImage(
          page,
          'section[aria-roledescription="carousel"]',
          '[aria-roledescription="slide"] > *',
        );
        expect(measured.length).toBe(2);
        for (const { text, contrast, required } of measured) {
          if (contrast < required) {
            failures.push(
              `${VIEWPORTS[viewport].width} px, slide ${slide}, "${text.slice(0, 40)}": ` +
                `${contrast}:1, needs ${required}:1`,
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

test.describe('accessibility, signed out (axe: WCAG 2.2 AA + best practices)', () => {
  for (const run of inRuns(
    SIGNED_OUT_SCENES.filter((scene) => scene.axe !== false),
    RUN,
  )) {
    test(`${sceneTitle(run)} at 375 and 1280 px`, ({ shop }) =>
      allScenes(run, (scene) => scanScene(shop, scene, null)));
  }

  test('the mobile menu open, at 375 px', async ({ shop }) => {
    const page = await shop.open({ viewport: 'phone' });
    await page.goto('/');
    await page.getByRole('heading', { name: 'Popular Plants' }).waitFor();
    await scanOpenMobileMenu(page, 'home signed out');
  });
});

test.describe('accessibility, signed in (axe: WCAG 2.2 AA + best practices)', () => {
  let session: SignedInSession;
  test.beforeAll(async ({ browser }) => {
    session = await signUpSession(browser, 'a11y');
  });

  for (const run of inRuns(
    SIGNED_IN_SCENES.filter((scene) => scene.axe !== false),
    RUN,
  )) {
    test(`${sceneTitle(run)} at 375 and 1280 px`, ({ shop }) =>
      allScenes(run, (scene) => scanScene(shop, scene, session)));
  }

  test('the mobile menu open (375 px) and the avatar dropdown open (1280 px)', async ({ shop }) => {
    const page = await shop.open({ viewport: 'phone', signedIn: session });
    await page.goto('/');
    await page.getByRole('heading', { name: 'Popular Plants' }).waitFor();
    await scanOpenMobileMenu(page, 'home signed in');

    await setViewport(page, 'desktop');
    const accountButton = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: `${session.account.displayName} account menu` });
    await accountButton.click();
    await page.locator('#user-menu').waitFor();
    expect(await accountButton.getAttribute('aria-expanded')).toBe('true');
    await scanAt(page, 'desktop', 'home signed in, avatar dropdown open');
  });

  test('the cart tab with toasts open, at 375 and 1280 px', async ({ shop }) => {
    const page = await shop.open({
      viewport: 'phone',
      signedIn: session,
      shopping: CART_WITH_LINES,
    });
    await page.clock.install(); // scanWithToasts holds the toasts' timers
    await page.goto('/cart');
    await page.getByRole('heading', { name: 'Order Summary' }).waitFor();
    const removeFirstLine = async () => {
      await page
        .getByRole('button', { name: /^Remove .* from cart$/ })
        .first()
        .click();
      return ['Removed from cart'];
    };
    await scanWithToasts(page, 'phone', 'cart', removeFirstLine);
    await scanWithToasts(page, 'desktop', 'cart', async () => {
      await removeFirstLine();
      // An info toast (no icon) beside the success one.
      await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
      return ['Removed from cart', 'Checkout is coming soon — your cart is saved in this browser.'];
    });
  });

  test('the add confirmation open on a plant, at 375 and 1280 px', async ({ shop }) => {
    const page = await shop.open({ viewport: 'phone', signedIn: session, shopping: { cart: [] } });
    await page.clock.install(); // scanWithToasts holds the toasts' timers
    await page.goto(`/plant/${STOCKED_PLANT.plantId}`);
    await page.getByRole('heading', { level: 1, name: STOCKED_PLANT.plantName }).waitFor();
    // The plant's own Add to Cart: scrolled past it, the sticky bar shows a second one.
    const plantCard = page.getByRole('article');
    const add = async () => {
      await plantCard.getByRole('button', { name: 'Add to Cart', exact: true }).click();
      await plantCard.getByRole('button', { name: 'Added to cart!', exact: true }).waitFor();
      // The 3 s of 'Added to cart!' pass while the clock runs for the scan.
      return [`× ${STOCKED_PLANT.plantName} added to your cart`];
    };
    await scanWithToasts(page, 'phone', 'plant detail', add);
    await plantCard.getByRole('button', { name: 'Add to Cart', exact: true }).waitFor();
    await scanWithToasts(page, 'desktop', 'plant detail', add);
  });

  test('the wishlist tab with a toast open, at 375 and 1280 px', async ({ shop }) => {
    const page = await shop.open({
      viewport: 'phone',
      signedIn: session,
      shopping: {
        ...CART_WITH_LINES,
        // Two items to move, one per width, and those of CART_WITH_LINES (one out of stock).
        wishlist: [PLANTS[3]!.plantId, PLANTS[5]!.plantId, ...(CART_WITH_LINES.wishlist ?? [])],
      },
    });
    await page.clock.install(); // scanWithToasts holds the toasts' timers
    await page.goto('/cart?tab=wishlist');
    const moveFirst = async () => {
      await page.getByRole('button', { name: 'Move to Cart' }).first().click();
      return ['Moved to cart'];
    };
    await page.getByRole('button', { name: 'Move to Cart' }).first().waitFor();
    expect(await page.getByRole('tab', { name: /^Wishlist/ }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await scanWithToasts(page, 'phone', 'wishlist tab', moveFirst);
    await scanWithToasts(page, 'desktop', 'wishlist tab', moveFirst);
  });
});
