// Journey: the search in the top bar, from a page other than the listing, at the desktop's and the
// phone's width (on a phone a button opens it). Typing shows the first plants the listing's own
// ranked search finds, in its order, with their pictures and prices, and the whole answer one
// option away; Enter opens the listing with the search. By keyboard alone: the WAI-ARIA combobox
// (arrows move the active option, Enter opens it, Escape closes the list, then empties the field,
// then closes the phone's field), checked by axe with the list open. Against the production
// bundle and the shop's public/plants.json.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support';
import {
  expectFocusVisible,
  named,
  pressAndCheck,
  signUpSession,
  tabTo,
  type SignedInSession,
} from './support/a11y';

// The hero holds still and nothing fades, so scans and pictures are stable; a test that
// watches motion asks for it with shop.open({ reducedMotion: 'no-preference' }).
test.use({ reducedMotion: 'reduce' });

const combobox = (page: Page) => page.getByRole('combobox', { name: 'Search plants' });
const results = (page: Page) => page.getByRole('listbox', { name: 'Plants found' });
const searchButton = (page: Page) => page.getByRole('button', { name: 'Search plants' });
const onPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 1024;
const listingCards = (page: Page) =>
  page.getByRole('list', { name: 'Plants' }).getByRole('article').getByRole('heading');

/** The field at hand: on a phone, behind the top bar's search button. */
async function openField(page: Page) {
  if (onPhone(page)) {
    await expect(combobox(page)).toBeHidden();
    await searchButton(page).click();
  } else {
    await combobox(page).click();
  }
  await expect(combobox(page)).toBeFocused();
}

/** The listing's own answer to `search`, in its order: what the header must agree with. */
async function listingAnswer(page: Page, search: string): Promise<string[]> {
  await page.goto(`/plants?q=${encodeURIComponent(search)}`);
  // The listing's own search box: the listing is in the page, and busy until the search answers
  // (before it, while the catalogue loads, nothing is busy and no card is an answer yet).
  await page.getByRole('searchbox', { name: 'Search plants' }).waitFor();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect
    .poll(async () => (await listingCards(page).allTextContents()).length)
    .toBeGreaterThan(0);
  return listingCards(page).allTextContents();
}

let session: SignedInSession;
test.beforeAll(async ({ browser }) => {
  session = await signUpSession(browser, 'header-search');
});

test.describe('the search in the top bar @phone', () => {
  test('results while typing, from the ranked search; Enter opens the listing', async ({
    page,
  }) => {
    const expected = await listingAnswer(page, 'plant');
    expect(expected.length, 'more plants than the list shows').toBeGreaterThan(6);
    // The listing keeps its own search box; the bar's would be a second one.
    await expect(combobox(page)).toHaveCount(0);

    await page.goto('/login');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await openField(page);
    await combobox(page).pressSequentially('plant');
    await expect(combobox(page)).toHaveAttribute('aria-expanded', 'true');
    const options = results(page).getByRole('option');
    const shown = expected.slice(0, 6);
    await expect(options).toHaveCount(shown.length + 1);
    for (const [index, name] of shown.entries()) {
      const option = options.nth(index);
      await expect(option).toContainText(name);
      await expect(option).toContainText('$');
      await expect(option.locator('img')).toHaveJSProperty('complete', true);
      expect(
        await option.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth),
      ).toBeGreaterThan(0);
    }
    await expect(options.last()).toHaveText(
      expected.length === 1 ? 'See the 1 result' : `See all ${expected.length} results`,
    );
    const width = page.viewportSize()!.width;
    await page.screenshot({ path: `/tmp/header-search-${width}.png` });
    await expectNoAxeViolations(page, 'the list open');

    await combobox(page).press('Enter');
    await page.waitForURL((address) => address.pathname === '/plants');
    expect(new URL(page.url()).searchParams.get('q')).toBe('plant');
    await expect(page.getByRole('searchbox', { name: 'Search plants' })).toHaveValue('plant');
    await expect.poll(() => listingCards(page).allTextContents()).toEqual(expected);
  });

  test('by keyboard alone: arrows, Enter on a plant, Escape step by step', async ({ shop }) => {
    const page = await shop.open({ signedIn: session });
    const expected = await listingAnswer(page, 'palm');
    await page.goto('/');
    await page.getByRole('heading', { name: 'Popular Plants' }).waitFor();
    if (onPhone(page)) {
      await tabTo(page, named('Search plants', 'button'), { label: 'the search button' });
      await pressAndCheck(page, 'Enter', 'open the field');
    } else {
      await tabTo(page, named('Search plants', 'combobox'), { label: 'the search field' });
    }
    await expect(combobox(page)).toBeFocused();
    await page.keyboard.type('palm');
    const options = results(page).getByRole('option');
    await expect(options.first()).toContainText(expected[0]!);
    const count = await options.count();

    const activeName = async () => {
      const id = await combobox(page).getAttribute('aria-activedescendant');
      if (id === null) return null;
      const option = page.locator(`[id="${id}"]`);
      await expect(option).toHaveAttribute('aria-selected', 'true');
      return option.textContent();
    };
    expect(await activeName(), 'no option is active while typing').toBeNull();
    await pressAndCheck(page, 'ArrowDown', 'first option');
    expect(await activeName()).toContain(expected[0]!);
    await pressAndCheck(page, 'ArrowUp', 'back round to the last option');
    expect(await activeName()).toMatch(/^See (all \d+ results|the 1 result)$/);
    await pressAndCheck(page, 'ArrowDown', 'round to the first option');
    expect(await activeName()).toContain(expected[0]!);
    expect(count).toBeGreaterThan(1);

    // Escape closes the list, then empties the field, then (on a phone) closes the field.
    await page.keyboard.press('Escape');
    await expect(combobox(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(combobox(page)).not.toHaveAttribute('aria-activedescendant');
    await expect(results(page)).toBeHidden();
    await expect(combobox(page)).toHaveValue('palm');
    await page.keyboard.press('Escape');
    await expect(combobox(page)).toHaveValue('');
    if (onPhone(page)) {
      await page.keyboard.press('Escape');
      await expect(combobox(page)).toBeHidden();
      expect((await expectFocusVisible(page, 'back on the search button')).name).toBe(
        'Search plants',
      );
      await pressAndCheck(page, 'Enter', 'open the field again');
    }

    // Typing again opens the list; the arrow and Enter open the active plant's page.
    await page.keyboard.type('palm');
    await expect(options.first()).toContainText(expected[0]!);
    await pressAndCheck(page, 'ArrowDown', 'first option again');
    await expectNoAxeViolations(page, 'an option active');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: expected[0]! }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/plant\/\d+$/);
    if (!onPhone(page)) await expect(combobox(page)).toHaveValue('');
  });
});
