// Journey: a visitor finds plants on /plants with the search, the filters and the sort, all kept in
// the URL: reload keeps the view, Back and Forward step through it, a shared link
// reproduces it. The search ranks best match first and forgives a slip of the finger. Runs against the production bundle and the shop's real public/plants.json.
import type { Page } from '@playwright/test';
import { createAccount, logIn } from './support/accounts';
import { expect, test } from './support/test';
import {
  expectNoAxeViolations,
  inFeaturedOrder,
  readShopCatalogueRecords,
  type PlantRecordJson,
} from './support';

/** plants.json rows, with the two fields the search and the care filter read. */
type Row = PlantRecordJson & { providerName: string; careLevel: string };

const plants = readShopCatalogueRecords() as Row[];
const ALL_NAMES = inFeaturedOrder(plants).map((plant) => plant.plantName);

// What the journey expects, derived from public/plants.json itself. A search is in Best match
// order: a plant named for the word above the plants whose nursery is; among those that tie, the
// plants in stock before the sold-out ones, each in the catalogue's order.
const soldOut = (plant: Row) => Number(plant.availableStock === 0);
const byFern = plants
  .filter((plant) =>
    [plant.plantName, plant.category, plant.providerName].some((field) => /fern/i.test(field)),
  )
  .sort(
    (a, b) =>
      Number(/fern/i.test(b.plantName)) - Number(/fern/i.test(a.plantName)) ||
      soldOut(a) - soldOut(b),
  );
const fernTropical = byFern.filter((plant) => plant.category === 'Tropical');
const fernTropicalExpert = fernTropical.filter((plant) => plant.careLevel === 'Expert');
const cheapestFirst = [...fernTropicalExpert].sort((a, b) => a.price - b.price);
const dearestFirst = [...cheapestFirst].reverse();
const names = (list: readonly { plantName: string }[]) => list.map((plant) => plant.plantName);

const grid = (page: Page) => page.getByRole('list', { name: 'Plants' });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search plants' });
const sortSelect = (page: Page) => page.getByRole('combobox', { name: 'Sort by' });
const checkbox = (page: Page, name: string) =>
  page.getByRole('checkbox', { name: new RegExp(`^${name} \\(\\d+\\)$`) });

/** The card names in grid order, once they equal what is expected. */
async function expectCards(page: Page, expected: readonly string[], message: string) {
  await expect
    .poll(() => grid(page).getByRole('article').getByRole('heading').allTextContents(), {
      message,
    })
    .toEqual(expected);
}

/**
 * Once the results answer what is typed: the page marks them busy from the keystroke on, so the
 * last search's cards are not taken for this one's.
 */
async function expectAnswered(page: Page, message: string) {
  await expect(page.locator('[aria-busy="true"]'), message).toHaveCount(0);
}

async function expectQuery(page: Page, search: string) {
  await expect
    .poll(() => new URL(page.url()).search, { message: `URL query is ${search}` })
    .toBe(search);
}

async function openPlants(page: Page, path = '/plants') {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: 'All Plants' }).waitFor();
  await searchBox(page).waitFor();
}

test.describe('finding plants on /plants', () => {
  test('the catalogue gives this journey something to find', () => {
    // Guards the expectations below against a change of plants.json.
    expect(byFern.length).toBeGreaterThan(fernTropical.length);
    expect(fernTropical.length).toBeGreaterThan(fernTropicalExpert.length);
    expect(fernTropicalExpert.length).toBeGreaterThanOrEqual(2);
    expect(names(cheapestFirst)).not.toEqual(names(fernTropicalExpert));
  });

  test('searches, filters, sorts, survives a reload, steps Back and Forward', async ({ page }) => {
    await openPlants(page);
    await expectCards(page, ALL_NAMES, 'no query: every plant, featured order');
    await expect
      .poll(() => page.getByRole('status').allTextContents())
      .toContain(`${plants.length} plants`);
    expect(new URL(page.url()).search).toBe('');

    // Search: name or provider (Fern & Fig Growers), filtered while typing, best match first.
    await searchBox(page).pressSequentially('fern', { delay: 40 });
    await expectCards(page, names(byFern), 'search "fern"');
    expect(names(byFern)[0]).toBe('Boston Fern');
    expect(await sortSelect(page).inputValue()).toBe('relevance');
    await expectQuery(page, '?q=fern');

    // Filters: a category, then a care level (AND across groups).
    await checkbox(page, 'Tropical').check();
    await expectCards(page, names(fernTropical), 'fern in Tropical');
    await expectQuery(page, '?q=fern&category=Tropical');
    await checkbox(page, 'Expert').check();
    await expectCards(page, names(fernTropicalExpert), 'fern in Tropical, Expert care');
    await expectQuery(page, '?q=fern&category=Tropical&care=Expert');

    // Sort: high to low, then low to high.
    await sortSelect(page).selectOption({ label: 'Price: high to low' });
    await expectCards(page, names(dearestFirst), 'price high to low');
    await sortSelect(page).selectOption({ label: 'Price: low to high' });
    await expectCards(page, names(cheapestFirst), 'price low to high');
    await expectQuery(page, '?q=fern&category=Tropical&care=Expert&sort=price-asc');
    await expectNoAxeViolations(page);

    // Reload: the URL brings the whole view back.
    await page.reload();
    await expectCards(page, names(cheapestFirst), 'after reload');
    expect(await searchBox(page).inputValue()).toBe('fern');
    expect(await checkbox(page, 'Tropical').isChecked()).toBe(true);
    expect(await checkbox(page, 'Expert').isChecked()).toBe(true);
    expect(await sortSelect(page).inputValue()).toBe('price-asc');

    // Back steps through the changes, one at a time.
    await page.goBack();
    await expectCards(page, names(dearestFirst), 'Back: price high to low');
    await page.goBack();
    // Best match (both from the nursery: a tie, in catalogue order) and price high to low list
    // these plants alike: the select tells them apart.
    await expect
      .poll(() => sortSelect(page).inputValue(), { message: 'Back: sort' })
      .toBe('relevance');
    await expectCards(page, names(fernTropicalExpert), 'Back: best match order');
    await page.goBack();
    await expectCards(page, names(fernTropical), 'Back: care level unchecked');
    expect(await checkbox(page, 'Expert').isChecked()).toBe(false);
    await page.goBack();
    await expectCards(page, names(byFern), 'Back: category unchecked');
    await page.goBack();
    // The search was one history entry, not one per letter.
    await expectCards(page, ALL_NAMES, 'Back: no search');
    expect(await searchBox(page).inputValue()).toBe('');
    expect(new URL(page.url()).pathname).toBe('/plants');
    expect(new URL(page.url()).search).toBe('');

    // Forward steps back in.
    await page.goForward();
    await expectCards(page, names(byFern), 'Forward: the search');
    expect(await searchBox(page).inputValue()).toBe('fern');
    await page.goForward();
    await expectCards(page, names(fernTropical), 'Forward: the category');
  });

  test('a shared link opens the same view in a fresh browser', async ({ page }) => {
    await openPlants(page, '/plants?q=fern&category=Tropical&care=Expert&sort=price-asc');
    await expectCards(page, names(cheapestFirst), 'the shared view');
    expect(await searchBox(page).inputValue()).toBe('fern');
    expect(await checkbox(page, 'Tropical').isChecked()).toBe(true);
    expect(await checkbox(page, 'Expert').isChecked()).toBe(true);
    expect(await checkbox(page, 'Succulents').isChecked()).toBe(false);
    expect(await sortSelect(page).inputValue()).toBe('price-asc');
    const badges = await grid(page)
      .getByRole('article')
      .evaluateAll((cards) => cards.map((card) => card.querySelector('span')?.textContent));
    expect(badges.slice(0, 2)).toEqual(['Best Seller', 'Trending']);
  });

  test('says what matched nothing, and Clear all brings back the spec grid', async ({ page }) => {
    await openPlants(page, '/plants?category=Tropical&care=Expert');
    await searchBox(page).fill('xyz');
    await page.getByText('No plants match "xyz" in Tropical with Expert care.').waitFor();
    await expectQuery(page, '?q=xyz&category=Tropical&care=Expert');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Clear all' }).click();
    await expectCards(page, ALL_NAMES, 'after Clear all');
    await expectQuery(page, '');
    expect(await searchBox(page).inputValue()).toBe('');
    expect(await searchBox(page).evaluate((input) => input === document.activeElement)).toBe(true);
  });

  test('ignores query values it does not know', async ({ page }) => {
    await openPlants(page, '/plants?sort=cheapest&category=Nope&care=&q=%E0%A4%A');
    // %E0%A4%A decodes to an unknown character and '%A': a search of no word the search can use
    // (a is too small a word) asks for nothing, so every plant shows, in Best match order (a
    // search is there), and nothing crashes.
    await expect
      .poll(() => page.getByRole('status').allTextContents())
      .toContain(`${plants.length} plants`);
    expect(await sortSelect(page).inputValue()).toBe('relevance');
    expect(await page.getByRole('checkbox', { checked: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Clear all' }).click();
    await expectCards(page, ALL_NAMES, 'after Clear all');
  });

  test('a slip of the finger still finds the plant, and its page opens from the first result', async ({
    shop,
  }) => {
    const account = await createAccount('search');
    const page = await shop.open();
    await logIn(page, account);
    const searchCode: string[] = [];
    page.on('request', (request) => {
      if (/createRankedSearchEngine|plantSearchWorker/.test(request.url()))
        searchCode.push(request.url());
    });
    await openPlants(page);
    await expectCards(page, ALL_NAMES, 'every plant');
    expect(searchCode, 'the search code waits for a search').toEqual([]);

    // The e is missed while the word is typed: the plant is there already, not an empty page.
    await searchBox(page).pressSequentially('monstr', { delay: 40 });
    await expectAnswered(page, 'search "monstr" answered');
    await expectCards(page, ['Monstera Deliciosa'], 'search "monstr"');
    await searchBox(page).press('a');
    await expectCards(page, ['Monstera Deliciosa'], 'search "monstra"');
    expect(searchCode.some((address) => /plantSearchWorker/.test(address))).toBe(true);
    await grid(page)
      .getByRole('article')
      .first()
      .getByRole('link', { name: 'Monstera Deliciosa', exact: true })
      .click();
    await page.waitForURL((address) => address.pathname === '/plant/1');
    await page.getByRole('heading', { level: 1, name: 'Monstera Deliciosa' }).waitFor();

    // Two slips are too many to match, but the page offers the nearest name as a search.
    await openPlants(page, '/plants?q=mosntera');
    await page.getByText('No plants match "mosntera".').waitFor();
    const didYouMean = page.getByRole('navigation', { name: 'Did you mean' });
    await didYouMean.getByRole('link', { name: 'Monstera Deliciosa', exact: true }).click();
    await expectCards(page, ['Monstera Deliciosa'], 'the search Did you mean offered');
    await expectNoAxeViolations(page);
  });

  test('a result opened before the search reaches the URL stays open, and Back finds the search', async ({
    shop,
  }) => {
    const account = await createAccount('search-leave');
    // The service worker would serve the detail page's code from its cache, past the route below.
    const page = await shop.open({ context: { serviceWorkers: 'block' } });
    await logIn(page, account);
    await page.clock.install();
    await openPlants(page);
    await expectCards(page, ALL_NAMES, 'every plant');

    // The page's timers stand still: the search is typed but not yet written to the URL.
    await page.clock.pauseAt(Date.now() + 60_000);
    await searchBox(page).pressSequentially('monstra', { delay: 40 });
    await expectCards(page, ['Monstera Deliciosa'], 'search "monstra"');
    expect(new URL(page.url()).search, 'the URL waits for a pause in typing').toBe('');

    // The detail page's code is held, so the listing stays on screen while the plant's page comes.
    let releaseDetailCode = () => {};
    const detailCodeHeld = new Promise<void>((requested) => {
      void page.route(/\/assets\/PlantDetailPage-[^/]+\.js$/, async (route) => {
        requested();
        await new Promise<void>((release) => (releaseDetailCode = release));
        await route.continue();
      });
    });
    await grid(page).getByRole('link', { name: 'Monstera Deliciosa', exact: true }).click();
    await detailCodeHeld;
    // Time passes while the plant's page loads: long past the pause after which a search is written.
    await page.clock.runFor(5_000);
    releaseDetailCode();

    await page.getByRole('heading', { level: 1, name: 'Monstera Deliciosa' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/plant/1');
    await page.goBack();
    await expectCards(page, ['Monstera Deliciosa'], 'Back: the search as it was left');
    expect(await searchBox(page).inputValue()).toBe('monstra');
    expect(new URL(page.url()).search).toBe('?q=monstra');
  });

  test('on a phone the filters open from a Filters button', async ({ shop }) => {
    const page = await shop.open({ context: { viewport: { width: 390, height: 844 } } });
    await openPlants(page);
    await expectCards(page, ALL_NAMES, 'phone: every plant');
    const toggle = page.getByRole('button', { name: /^Filters/ });
    expect(await checkbox(page, 'Succulents').isVisible()).toBe(false);

    await toggle.click();
    await page.getByRole('dialog', { name: 'Filters' }).waitFor();
    await checkbox(page, 'Succulents').check();
    await page.getByRole('button', { name: /^Show \d+ plants?$/ }).click();
    await expectCards(
      page,
      names(plants.filter((plant) => plant.category === 'Succulents')),
      'phone: Succulents',
    );
    expect(await page.getByRole('button', { name: 'Filters (1)' }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
  });
});
