// Journey: the search box always answers. A search the ranked search cannot run, a catalogue with
// words that are names of JavaScript's own properties, and a search worker that never answers:
// in each, the page shows an answer (the ranked one, or the plain search's) within the search's
// deadline, and the results are not left marked busy. Runs against the production bundle.
import type { Page } from '@playwright/test';
import {
  FIND_DEADLINE_MS,
  OPEN_DEADLINE_MS,
} from '@/modules/plants/infrastructure/DeadlinePlantSearchEngine';
import { expect, test, type Shop } from './support/test';
import { readShopCatalogueRecords } from './support';

const plants = readShopCatalogueRecords();
const HOSTILE = 'constructor __proto__ prototype hasOwnProperty toString';
const hostilePlants = [9001, 9002].map((plantId) => ({
  ...plants[0]!,
  plantId,
  plantName: `${HOSTILE} ${plantId}`,
  providerName: HOSTILE,
  category: HOSTILE,
  description: HOSTILE,
  careLevel: HOSTILE,
}));

/** The plain search's answer to "fern": every plant with it in its name, category or nursery. */
const fernPlainly = plants.filter((plant) =>
  [plant.plantName, plant.category, plant.providerName].some((text) => /fern/i.test(text)),
);

const grid = (page: Page) => page.getByRole('list', { name: 'Plants' });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search plants' });
const cardNames = (page: Page) =>
  grid(page).getByRole('article').getByRole('heading').allTextContents();

/** The results answer what is typed: nothing is marked busy, within `deadline` ms. */
async function expectAnsweredWithin(page: Page, deadline: number, message: string) {
  await expect(page.locator('[aria-busy="true"]'), message).toHaveCount(0, { timeout: deadline });
}

/** A fresh page whose worker scripts are counted; the offline worker never serves them. */
async function aPage(shop: Shop) {
  const page = await shop.open({ context: { serviceWorkers: 'block' } });
  const workers: string[] = [];
  page.on('request', (request) => {
    if (/plantSearchWorker/.test(request.url())) workers.push(request.url());
  });
  return { page, workers };
}

test.describe('the search always answers', () => {
  test('/plants?q=constructor says no plant matches, and is not left busy', async ({ shop }) => {
    const { page } = await aPage(shop);
    await page.goto('/plants?q=constructor');
    await page.getByText('No plants match "constructor".').waitFor({ timeout: OPEN_DEADLINE_MS });
    await expectAnsweredWithin(page, OPEN_DEADLINE_MS, 'the search for constructor answered');
    expect(await grid(page).getByRole('article').count()).toBe(0);
  });

  test('a plants.json with constructor and __proto__ in every field is searched', async ({
    shop,
  }) => {
    const { page, workers } = await aPage(shop);
    await page.route('**/plants.json', (route) =>
      route.fulfill({ json: [...plants, ...hostilePlants] }),
    );
    await page.goto('/plants');
    await searchBox(page).fill('fern');
    await expectAnsweredWithin(page, OPEN_DEADLINE_MS, 'the search for fern answered');
    // Best match: the ranked search's answer, its index built without the plants it cannot read.
    await expect.poll(() => cardNames(page)).toContain('Boston Fern');
    expect((await cardNames(page))[0]).toBe('Boston Fern');

    await searchBox(page).fill('constructor');
    await expectAnsweredWithin(page, OPEN_DEADLINE_MS, 'the search for constructor answered');
    // Found by the ranked search or by the plain one, each is an answer.
    await expect.poll(() => cardNames(page)).toEqual(hostilePlants.map((plant) => plant.plantName));

    // Focused again, the search is the same one: no second worker.
    await searchBox(page).blur();
    await searchBox(page).focus();
    await searchBox(page).fill('snake');
    await expectAnsweredWithin(page, OPEN_DEADLINE_MS, 'the search for snake answered');
    expect(workers).toHaveLength(1);
  });

  test('a search worker that never answers a search: the plain search answers at the deadline', async ({
    shop,
  }) => {
    const { page, workers } = await aPage(shop);
    // A stand-in that builds its index and then never answers a find.
    await page.route(/\/assets\/plantSearchWorker-[^/]+\.js$/, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: "self.addEventListener('message', ({ data }) => { if (data.kind === 'build') self.postMessage({ kind: 'built' }); });",
      }),
    );
    await page.goto('/plants');
    await searchBox(page).fill('fern');
    // Twice the find's deadline: a busy machine may run the page's timer late, never early.
    await expectAnsweredWithin(page, 2 * FIND_DEADLINE_MS, 'the plain search answered fern');
    await expect
      .poll(() => cardNames(page))
      .toEqual(expect.arrayContaining(fernPlainly.map((plant) => plant.plantName)));
    expect(await cardNames(page)).toHaveLength(fernPlainly.length);

    // From then on the plain search answers at once, from the same page.
    await searchBox(page).fill('xyz');
    await page.getByText('No plants match "xyz".').waitFor({ timeout: FIND_DEADLINE_MS });
    await expectAnsweredWithin(page, FIND_DEADLINE_MS, 'the plain search answered xyz');
    expect(workers).toHaveLength(1);
  });
});
