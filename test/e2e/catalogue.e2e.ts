// Journey: an anonymous visitor browses the catalogue (spec §2 Home, Plant card, Plant listing,
// 404). Runs against the production bundle served from dist/ with every outside host blocked.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, loadPlants, newPage, type PlantRecord } from './support';

const plants = loadPlants();
const POPULAR_COUNT = 8;

/** The plant card for a plant: an <article> holding an <h3> with exactly the plant's name. */
function plantCard(page: Page, plant: PlantRecord): Locator {
  return page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 3, name: plant.plantName, exact: true }) });
}

/** How many of the shop's plants have a card on the page right now. */
async function countPlantCards(page: Page): Promise<number> {
  const names = new Set(plants.map((plant) => plant.plantName));
  const headings = await page
    .getByRole('article')
    .getByRole('heading', { level: 3 })
    .allTextContents();
  return headings.filter((text) => names.has(text.trim())).length;
}

async function expectCardLinksToDetail(card: Locator, plant: PlantRecord): Promise<void> {
  const hrefs = await card
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs, `links of the ${plant.plantName} card`).toContainEqual(
    expect.stringMatching(new RegExp(`/plant/${plant.plantId}$`)),
  );
}

/** Scrolls the card into view (images may be lazy) and waits until its image has decoded. */
async function expectCardImageLoaded(card: Locator, plant: PlantRecord): Promise<void> {
  await card.scrollIntoViewIfNeeded();
  const image = card.getByRole('img').first();
  await expect
    .poll(
      () =>
        image.evaluate((element) => {
          const img = element as HTMLImageElement;
          return img.complete && img.naturalWidth > 0;
        }),
      { timeout: 10_000, message: `image of the ${plant.plantName} card has loaded` },
    )
    .toBe(true);
}

async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  await plantCard(page, plants[0]!).waitFor();
}

async function openPlants(page: Page): Promise<void> {
  await page.goto('/plants');
  await plantCard(page, plants[plants.length - 1]!).waitFor();
}

async function openNotFound(page: Page): Promise<void> {
  await page.goto('/no-such-page');
  await page.getByRole('heading', { name: /404|no route match/i }).waitFor();
}

describe('catalogue, as an anonymous visitor', () => {
  it(`home shows the first ${POPULAR_COUNT} plants with images, and 'View All N Plants' leads to every plant`, async () => {
    const page = await newPage();
    await openHome(page);

    const popular = plants.slice(0, POPULAR_COUNT);
    for (const plant of popular) {
      const card = plantCard(page, plant);
      await expect.poll(() => card.count(), { message: `${plant.plantName} card` }).toBe(1);
      await expectCardImageLoaded(card, plant);
      await expectCardLinksToDetail(card, plant);
    }
    expect(await countPlantCards(page), 'plant cards on the home page').toBe(POPULAR_COUNT);

    const viewAll = page.getByRole('link', { name: /View All \d+ Plants/ });
    expect(await viewAll.textContent()).toMatch(new RegExp(`View All ${plants.length} Plants`));
    await viewAll.click();
    await page.waitForURL((current) => current.pathname === '/plants');

    await plantCard(page, plants[plants.length - 1]!).waitFor();
    for (const plant of plants) {
      const card = plantCard(page, plant);
      await expect.poll(() => card.count(), { message: `${plant.plantName} card` }).toBe(1);
      await expectCardLinksToDetail(card, plant);
    }
    expect(await countPlantCards(page), 'plant cards on /plants').toBe(plants.length);
  });

  it('/plants loaded directly shows every plant with its image', async () => {
    const page = await newPage();
    await openPlants(page);
    for (const plant of plants) await expectCardImageLoaded(plantCard(page, plant), plant);
    expect(await countPlantCards(page)).toBe(plants.length);
  });

  it('an unknown route shows the 404 screen', async () => {
    const page = await newPage();
    await openNotFound(page);
    expect(await countPlantCards(page)).toBe(0);
  });
});

describe('catalogue accessibility (axe: WCAG 2.2 AA + best practices)', () => {
  it('home page', async () => {
    const page = await newPage();
    await openHome(page);
    await expectNoAxeViolations(page);
  });

  it('plant listing', async () => {
    const page = await newPage();
    await openPlants(page);
    await expectNoAxeViolations(page);
  });

  it('404 page', async () => {
    const page = await newPage();
    await openNotFound(page);
    await expectNoAxeViolations(page);
  });
});
