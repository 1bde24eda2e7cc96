// axe (WCAG 2.0/2.1/2.2 A and AA, best practices) on every route of the shop's route table, signed
// out and signed in, at the phone's and the desktop's width (the `phone` and `desktop` projects),
// on the page as a shopper meets it: loaded at that size, with motion, once it has settled, and
// again after scrolling to its end, when the lazy sections below the fold have drawn themselves.
// accessibility.e2e.ts scans the staged states (menus, toasts, errors) besides.
import type { Page } from '@playwright/test';
import { PATHS } from '@/ui/lib/paths';
import { expectNoAxeViolations } from './support';
import { nextFrames, PLANTS, settle, signUpSession, type SignedInSession } from './support/a11y';
import { test } from './support/test';

// The hero holds still and nothing fades, so scans and pictures are stable; a test that
// watches motion asks for it with shop.open({ reducedMotion: 'no-preference' }).
test.use({ reducedMotion: 'reduce' });

/** Every path of the route table, with a real plant for /plant/:plantId, and one that is none. */
const ROUTES = [
  ...Object.values(PATHS).map((path) => path.replace(':plantId', String(PLANTS[0]!.plantId))),
  '/no-such-page',
];

/** A page that has drawn what it will draw: no request left for the catalogue, still frames. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
  await settle(page);
}

/**
 * Scrolls a screen at a time until the end stays the end: the home page's later sections take
 * their height as they come near, so the page grows while it is scrolled.
 */
async function scrollToEnd(page: Page): Promise<void> {
  for (;;) {
    const atEnd = await page.evaluate(() => {
      const end = document.documentElement.scrollHeight - window.innerHeight;
      window.scrollTo({ top: Math.min(window.scrollY + window.innerHeight, end) });
      return window.scrollY >= end - 1;
    });
    await nextFrames(page);
    if (
      atEnd &&
      (await page.evaluate(
        () => window.scrollY >= document.documentElement.scrollHeight - window.innerHeight - 1,
      ))
    ) {
      return;
    }
  }
}

async function scanAsShopperSeesIt(page: Page, route: string, who: string): Promise<void> {
  await page.goto(route);
  await settled(page);
  const width = page.viewportSize()!.width;
  await expectNoAxeViolations(page, `${route} ${who} at ${width} px, as loaded`);
  await scrollToEnd(page);
  await settled(page);
  await expectNoAxeViolations(page, `${route} ${who} at ${width} px, scrolled to the end`);
}

test.describe('axe on every page @phone', () => {
  let session: SignedInSession;
  test.beforeAll(async ({ browser }) => {
    session = await signUpSession(browser, 'axe-every-page');
  });

  for (const route of ROUTES) {
    test(`${route}, signed out`, async ({ shop }) => {
      const page = await shop.open({ reducedMotion: 'no-preference' });
      await scanAsShopperSeesIt(page, route, 'signed out');
    });

    test(`${route}, signed in`, async ({ shop }) => {
      const page = await shop.open({ reducedMotion: 'no-preference', signedIn: session });
      await scanAsShopperSeesIt(page, route, 'signed in');
    });
  }
});
