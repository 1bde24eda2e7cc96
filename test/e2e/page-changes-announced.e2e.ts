// Journeys: a page change told to a screen reader, on a phone and a desktop. After a navigation
// inside the shop, focus moves to the new page's main heading (<h1>) and a polite live region says
// which page it is; the tab's title follows the page. The first load leaves focus where the browser
// puts it, and a change of the listing's query (a search typed) moves nothing.
import type { Page } from '@playwright/test';
import { escapeRegExp } from './support/accounts';
import { expect, test } from './support/test';
import { PLANTS, signUpSession, type SignedInSession } from './support/a11y';

// The hero holds still and nothing fades, so scans and pictures are stable; a test that
// watches motion asks for it with shop.open({ reducedMotion: 'no-preference' }).
test.use({ reducedMotion: 'reduce' });

const ZZ_PLANT = PLANTS.find((plant) => plant.plantName === 'ZZ Plant')!;

const HOME_HEADING = 'Leafy: indoor plants delivered';

const mainHeading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });

/** A polite live region saying exactly this (toasts are polite too, with other words). */
const announcement = (page: Page, text: string) =>
  page
    .locator('[aria-live="polite"]')
    .filter({ hasText: new RegExp(`^\\s*${escapeRegExp(text)}\\s*$`) });

async function expectPageAnnounced(page: Page, heading: string, title: string): Promise<void> {
  await expect(mainHeading(page, heading), `focus on the "${heading}" heading`).toBeFocused();
  await expect(announcement(page, heading), `"${heading}" announced`).toHaveCount(1);
  await expect(page).toHaveTitle(title);
}

test.describe('page changes announced @phone', () => {
  let session: SignedInSession;
  test.beforeAll(async ({ browser }) => {
    session = await signUpSession(browser, 'announce');
  });

  test('the first load keeps focus on the page; each page opened after it takes focus to its heading and is announced', async ({
    shop,
  }) => {
    const page = await shop.open({ signedIn: session });
    await page.goto('/');
    const viewAll = page.getByRole('link', { name: /View All \d+ Plants/ });
    await viewAll.waitFor();
    expect(
      await page.evaluate(() => document.activeElement === document.body),
      'focus on the first load',
    ).toBe(true);
    // The browser (and a screen reader with it) tells a page loaded; the shop does not say it again.
    await expect(announcement(page, HOME_HEADING)).toHaveCount(0);

    await viewAll.click();
    await page.waitForURL((url) => url.pathname === '/plants');
    await expectPageAnnounced(page, 'All Plants', 'All Plants · Leafy');

    // The plant's heading comes after its details have loaded.
    await page
      .locator('article')
      .filter({ has: page.locator(`a[href="/plant/${ZZ_PLANT.plantId}"]`) })
      .getByRole('link', { name: ZZ_PLANT.plantName, exact: true })
      .click();
    await page.waitForURL((url) => url.pathname === `/plant/${ZZ_PLANT.plantId}`);
    await expectPageAnnounced(page, ZZ_PLANT.plantName, `${ZZ_PLANT.plantName} · Leafy`);

    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/plants');
    await expectPageAnnounced(page, 'All Plants', 'All Plants · Leafy');
  });

  test('a search typed on the listing keeps focus in the search box', async ({ shop }) => {
    const page = await shop.open({ signedIn: session });
    await page.goto('/');
    await page.getByRole('link', { name: /View All \d+ Plants/ }).click();
    await expectPageAnnounced(page, 'All Plants', 'All Plants · Leafy');
    const search = page.getByRole('searchbox').first();
    await search.click();
    await search.pressSequentially('fern');
    await page.waitForURL((url) => url.searchParams.get('q') === 'fern');
    await expect(search).toBeFocused();
    await expect(search).toHaveValue('fern');
  });
});
