// Journey: a shopper's search on /plants always leads somewhere. Did you mean runs the search it
// offers; Best match shows a plant in stock before a sold-out one of equal relevance; the words
// shoppers use for rooms, uses, prices and other names find plants; a search that finds nothing
// offers the shop's words; the 404 page has a search. As a visitor (no account): a plant's page
// is behind the sign-in wall, the listing is not. Against the production bundle and the shop's
// public/plants.json, at the desktop's and the phone's width.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations, readShopCatalogueRecords } from './support';

const plants = readShopCatalogueRecords();
const grid = (page: Page) => page.getByRole('list', { name: 'Plants' });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search plants' });
const cardNames = (page: Page) =>
  grid(page).getByRole('article').getByRole('heading').allTextContents();

async function openPlants(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: 'All Plants' }).waitFor();
  await searchBox(page).waitFor();
}

/** The card names once the results answer the search in the URL (not busy any more). */
async function expectCards(page: Page, expected: readonly string[], message: string) {
  await expect(page.locator('[aria-busy="true"]'), message).toHaveCount(0);
  await expect.poll(() => cardNames(page), { message }).toEqual(expected);
}

const sorted = (names: readonly string[]) => [...names].sort();

test.describe('a search leads somewhere @phone', () => {
  test('Did you mean runs the search it offers, for a visitor too', async ({ page }) => {
    await openPlants(page, '/plants?q=mosntera');
    await page.getByText('No plants match "mosntera".').waitFor();
    const didYouMean = page.getByRole('navigation', { name: 'Did you mean' });
    await didYouMean.getByRole('link', { name: 'Monstera Deliciosa', exact: true }).click();
    await page.waitForURL((address) => address.pathname === '/plants');
    expect(new URL(page.url()).searchParams.get('q')).toBe('Monstera Deliciosa');
    await expect(searchBox(page)).toHaveValue('Monstera Deliciosa');
    await expectCards(page, ['Monstera Deliciosa'], 'the corrected search');
  });

  test('Best match shows a plant in stock before a sold-out one of equal relevance', async ({
    page,
  }) => {
    await openPlants(page, '/plants?q=bright+indirect');
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect.poll(() => cardNames(page)).toContain('Anthurium');
    const [first] = await cardNames(page);
    const stockOf = (name: string) => plants.find((plant) => plant.plantName === name)!;
    expect(first, 'the first result can be bought').not.toBe('Anthurium');
    expect(stockOf(first!).availableStock).toBeGreaterThan(0);
  });

  test('rooms, uses, prices and other names find plants', async ({ page }) => {
    const cheap = plants.filter((plant) => plant.price < 20).map((plant) => plant.plantName);
    for (const search of ['bathroom', 'office', 'bedroom', 'kids']) {
      await openPlants(page, `/plants?q=${search}`);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expect
        .poll(async () => (await cardNames(page)).length, { message: search })
        .toBeGreaterThan(0);
    }
    await openPlants(page, '/plants?q=cheap');
    await expect
      .poll(async () => sorted(await cardNames(page)), { message: 'cheap' })
      .toEqual(sorted(cheap));
    await openPlants(page, '/plants?q=under+%2420');
    await expect
      .poll(async () => sorted(await cardNames(page)), { message: 'under $20' })
      .toEqual(sorted(cheap));
    for (const search of ['snakeplant', 'sansevieria']) {
      await openPlants(page, `/plants?q=${search}`);
      await expectCards(page, ['Snake Plant'], search);
    }
  });

  test("a search that finds nothing offers the shop's words, each a search", async ({ page }) => {
    await openPlants(page, '/plants?q=xyzzy');
    await page.getByText('No plants match "xyzzy".').waitFor();
    const tryWords = page.getByRole('navigation', { name: 'Try searching for' });
    await tryWords.getByRole('link', { name: 'Succulents', exact: true }).click();
    await page.waitForURL((address) => address.searchParams.get('q') === 'Succulents');
    const succulents = plants.filter((plant) => plant.category === 'Succulents');
    await expect
      .poll(async () => sorted(await cardNames(page)))
      .toEqual(sorted(succulents.map((plant) => plant.plantName)));
    await expectNoAxeViolations(page);
  });

  test('the 404 page offers the search', async ({ page }) => {
    await page.goto('/no-such-page');
    await page.getByRole('heading', { level: 1, name: '404 · No route match' }).waitFor();
    await searchBox(page).fill('ferns');
    await searchBox(page).press('Enter');
    await page.waitForURL((address) => address.pathname === '/plants');
    expect(new URL(page.url()).searchParams.get('q')).toBe('ferns');
    await expect.poll(async () => (await cardNames(page))[0]).toBe('Boston Fern');
    await page.goto('/no-such-page');
    await searchBox(page).waitFor();
    await expectNoAxeViolations(page);
  });
});
