// Journey: a visitor browses the catalogue (spec §2 Home, Plant card, Plant listing, Plant detail,
// 404). Runs against the production bundle served from dist/ with every outside host blocked.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations, readShopCatalogueRecords, type PlantRecordJson } from './support';
import { signUpSession, STOCKED_PLANT, type SignedInSession } from './support/a11y';
import { holdCatalogue } from './support/pageState';

const plants = readShopCatalogueRecords();
const plantsByName = new Map(plants.map((plant) => [plant.plantName, plant]));
const POPULAR_COUNT = 8;

/**
 * The plant card for a plant: an <article> holding a heading with exactly the plant's name (an <h3>
 * under the home page's <h2>; the level is not pinned so a page may use the level its outline needs).
 */
function plantCard(page: Page, plant: PlantRecordJson): Locator {
  return page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: plant.plantName, exact: true }) });
}

/** Names of the shop's plants that have a card in the DOM right now. */
async function plantNamesOnPage(page: Page): Promise<string[]> {
  const headings = await page.getByRole('article').getByRole('heading').allTextContents();
  return headings.map((text) => text.trim()).filter((name) => plantsByName.has(name));
}

async function expectCardLinksToDetail(card: Locator, plant: PlantRecordJson): Promise<void> {
  const hrefs = await card
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs, `links of the ${plant.plantName} card`).toContainEqual(
    expect.stringMatching(new RegExp(`/plant/${plant.plantId}$`)),
  );
}

/**
 * Scrolls the card into view (images below the fold are lazy) and waits until its image decoded.
 * The card image is decorative (alt="", inside an aria-hidden link: the name is in the heading), so
 * it has no accessible role and is found by tag.
 */
async function expectCardImageLoaded(card: Locator, plant: PlantRecordJson): Promise<void> {
  await card.scrollIntoViewIfNeeded();
  const image = card.locator('img').first();
  await expect
    .poll(
      () =>
        image.evaluate((element) => {
          const img = element as HTMLImageElement;
          return img.complete && img.naturalWidth > 0;
        }),
      { message: `image of the ${plant.plantName} card has loaded` },
    )
    .toBe(true);
}

const nextFrames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );

/**
 * Scrolls the whole page from the top, a bit less than a screen at a time, and checks every plant
 * card the first time it is in the DOM. Works whether the grid renders every card at once or only
 * the rows near the viewport (a windowed list). Returns the names of the plants seen.
 */
async function checkEveryCardWhileScrolling(
  page: Page,
  check: (card: Locator, plant: PlantRecordJson) => Promise<void>,
): Promise<Set<string>> {
  const seen = new Set<string>();
  await page.evaluate(() => window.scrollTo(0, 0));
  for (let step = 0; step < 500; step += 1) {
    await nextFrames(page);
    for (const name of await plantNamesOnPage(page)) {
      if (seen.has(name)) continue;
      const plant = plantsByName.get(name)!;
      const card = plantCard(page, plant);
      expect(await card.count(), `cards for ${name}`).toBe(1);
      await check(card, plant);
      seen.add(name);
    }
    const moved = await page.evaluate(() => {
      const before = window.scrollY;
      window.scrollBy(0, Math.round(window.innerHeight * 0.75));
      return window.scrollY !== before;
    });
    if (!moved) break;
  }
  return seen;
}

async function expectEveryPlantListed(page: Page, withImages: boolean): Promise<void> {
  const seen = await checkEveryCardWhileScrolling(page, async (card, plant) => {
    await expectCardLinksToDetail(card, plant);
    if (withImages) await expectCardImageLoaded(card, plant);
  });
  const missing = plants.map((plant) => plant.plantName).filter((name) => !seen.has(name));
  expect(missing, 'plants without a card on /plants').toEqual([]);
}

async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  await plantCard(page, plants[0]!).waitFor();
}

/**
 * Waits for the listing itself: its own heading, its first card, then the grid no longer busy (the
 * cards after the first render's arrive a render later, ADR 0022). The first card alone is not
 * enough after a click from home, where the same card is still on screen while /plants loads.
 */
async function listingShown(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'All Plants' }).waitFor();
  await plantCard(page, plants[0]!).waitFor();
  await page
    .getByRole('list', { name: 'Plants' })
    .and(page.locator('[aria-busy="false"]'))
    .waitFor();
}

async function openPlants(page: Page): Promise<void> {
  await page.goto('/plants');
  await listingShown(page);
}

async function openNotFound(page: Page): Promise<void> {
  await page.goto('/no-such-page');
  await page.getByRole('heading', { name: /404|no route match/i }).waitFor();
}

/** Files of the home hero's first picture the page asks for (any width), from now on. */
function heroPictureRequests(page: Page): string[] {
  return requestsFrom(page, (pathname) => /^\/images\/hero\/hero-1[-.]/.test(pathname));
}

/** The URLs the page asks for whose path `matches`, from now on. */
function requestsFrom(page: Page, matches: (pathname: string) => boolean): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (matches(new URL(request.url()).pathname)) requested.push(request.url());
  });
  return requested;
}

/** A phone as Lighthouse's mobile preset emulates one: the case the picture preloads are for. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true };

/** Downloads of a plant's picture (any width), from now on. */
function plantPictureRequests(page: Page, plant: PlantRecordJson): string[] {
  const name = plant.image.replace(/^.*\//, '').replace(/\.svg$/, '');
  return requestsFrom(page, (pathname) => pathname.startsWith(`/images/plants/${name}-`));
}

/** Well above the plain grid's limit (PlantResults' WINDOWING_THRESHOLD, 60). */
const LONG_CATALOGUE = 200;

/** Requests for the windowed grid's chunk, from now on. */
function windowedGridCodeRequests(page: Page): string[] {
  return requestsFrom(page, (pathname) => /^\/assets\/VirtualPlantGrid-[^/]+\.js$/.test(pathname));
}

/** The srcset of every picture the page's head preloads. */
async function preloadedPictures(page: Page): Promise<string[]> {
  return page
    .locator('head link[rel="preload"][as="image"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('imagesrcset') ?? ''));
}

test.describe('catalogue, as an anonymous visitor', () => {
  test(`home shows the first ${POPULAR_COUNT} plants with images, and 'View All N Plants' leads to every plant`, async ({
    page,
  }) => {
    const heroRequests = heroPictureRequests(page);
    await openHome(page);
    // The route-preload script's preload of the hero and the <img> share one download.
    const hero = page.locator('img[fetchpriority="high"]').first();
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
    expect(heroRequests, 'downloads of the first hero picture').toHaveLength(1);

    const popularSection = page.getByRole('region', { name: 'Popular Plants' });
    await expect
      .poll(() => popularSection.getByRole('article').count(), {
        message: 'cards under Popular Plants',
      })
      .toBe(POPULAR_COUNT);
    for (const plant of plants.slice(0, POPULAR_COUNT)) {
      const card = plantCard(page, plant);
      expect(await card.count(), `${plant.plantName} card`).toBe(1);
      await expectCardImageLoaded(card, plant);
      await expectCardLinksToDetail(card, plant);
    }
    expect(await plantNamesOnPage(page), 'plant cards on the home page').toEqual(
      plants.slice(0, POPULAR_COUNT).map((plant) => plant.plantName),
    );

    const viewAll = page.getByRole('link', { name: /View All \d+ Plants/ });
    expect(await viewAll.textContent()).toMatch(new RegExp(`View All ${plants.length} Plants`));
    await viewAll.click();
    await page.waitForURL((current) => current.pathname === '/plants');
    await listingShown(page);
    await expectEveryPlantListed(page, false);
  });

  test('home on a phone, the catalogue still on its way: Popular Plants holds a screen, and the expert pictures below wait', async ({
    shop,
  }) => {
    const page = await shop.open({ context: PHONE });
    const expertPictures = requestsFrom(page, (pathname) =>
      pathname.startsWith('/images/experts/'),
    );
    const answerCatalogue = await holdCatalogue(page);
    await page.goto('/');
    const popular = page.getByRole('region', { name: 'Popular Plants' });
    await popular.getByText('Loading plants').waitFor();
    // The first picture painted, and frames after it: the lazy pictures' distance to the screen
    // has been measured by then (they are asked for in the frame that lays them out).
    const hero = page.locator('img[fetchpriority="high"]').first();
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
    await nextFrames(page);
    expect(expertPictures, 'expert pictures asked for while Popular Plants loads').toEqual([]);
    const { sectionHeight, screenHeight } = await popular.evaluate((section) => ({
      sectionHeight: section.getBoundingClientRect().height,
      screenHeight: window.innerHeight,
    }));
    expect(sectionHeight, 'height of Popular Plants while loading').toBeGreaterThanOrEqual(
      screenHeight,
    );
    answerCatalogue();
    await expect
      .poll(() => popular.getByRole('article').count(), { message: 'cards under Popular Plants' })
      .toBe(POPULAR_COUNT);
  });

  test('/plants loaded directly lists every plant with its image, and fetches no hero picture and no form code', async ({
    page,
  }) => {
    const heroRequests = heroPictureRequests(page);
    const formCode = requestsFrom(page, (pathname) => /^\/assets\/forms-[^/]+\.js$/.test(pathname));
    await openPlants(page);
    await expectEveryPlantListed(page, true);
    expect(heroRequests, "the home hero's picture, on /plants").toEqual([]);
    expect(formCode, "the login, sign-up and profile forms' code, on /plants").toEqual([]);
  });

  test("/plants opened on a phone: the page's head preloads the first card's picture, downloaded once", async ({
    shop,
  }) => {
    const page = await shop.open({ context: PHONE });
    const first = plants[0]!;
    const requests = plantPictureRequests(page, first);
    await openPlants(page);
    await expectCardImageLoaded(plantCard(page, first), first);
    const name = first.image.replace(/\.svg$/, '');
    expect(await preloadedPictures(page)).toEqual([expect.stringContaining(`/${name}-`)]);
    expect(requests, `downloads of the ${first.plantName} picture`).toHaveLength(1);
  });

  test("/plants with a catalogue too long for the plain grid: the windowed grid's code comes then, and only then", async ({
    shop,
  }) => {
    const shopPage = await shop.open({ context: PHONE });
    const shopGridCode = windowedGridCodeRequests(shopPage);
    await openPlants(shopPage);
    expect(shopGridCode, "the windowed grid's code, for the shop's catalogue").toEqual([]);

    const page = await shop.open({ context: PHONE });
    const gridCode = windowedGridCodeRequests(page);
    const longCatalogue = Array.from({ length: LONG_CATALOGUE }, (_, index) => ({
      ...plants[index % plants.length]!,
      plantId: index + 1,
    }));
    await page.route('**/plants.json', (route) => route.fulfill({ json: longCatalogue }));
    await page.goto('/plants');
    const firstItem = page.getByRole('list', { name: 'Plants' }).getByRole('listitem').first();
    await expect.poll(() => firstItem.getAttribute('aria-setsize')).toBe(String(LONG_CATALOGUE));
    expect(await page.getByRole('article').count()).toBeLessThan(LONG_CATALOGUE);
    expect(gridCode, "the windowed grid's code").toHaveLength(1);
  });

  test("/plants with a long catalogue: a card that a search gives another plant never shows the last plant's picture", async ({
    page,
  }) => {
    // Long enough that a search still finds more plants than the plain grid holds: the results
    // stay in the windowed grid, which gives its cards to the plants found.
    const size = LONG_CATALOGUE * 10;
    const longCatalogue = Array.from({ length: size }, (_, index) => ({
      ...plants[index % plants.length]!,
      plantId: index + 1,
    }));
    await page.route('**/plants.json', (route) => route.fulfill({ json: longCatalogue }));
    await page.goto('/plants');
    const grid = page.getByRole('list', { name: 'Plants' });
    const firstCard = grid.getByRole('article').first();
    await expect(firstCard.getByRole('heading')).toHaveText(plants[0]!.plantName);
    const picture = firstCard.locator('img');
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
    // The middle of the picture, clear of its badges and heart.
    const box = (await picture.boundingBox())!;
    const middle = {
      x: box.x + box.width / 4,
      y: box.y + box.height / 4,
      width: box.width / 2,
      height: box.height / 2,
    };
    const before = await page.screenshot({ clip: middle });

    // From now on no plant picture arrives: the card can show only what it had, or nothing yet.
    await page.route('**/images/plants/**', () => undefined);
    // A plant far enough down the catalogue that its picture was not fetched with the first cards.
    const shownFirst = plants.slice(0, 20);
    const found = plants
      .slice(shownFirst.length)
      .find((plant) => shownFirst.every((other) => other.image !== plant.image))!;
    await page.getByRole('searchbox', { name: 'Search plants' }).fill(found.plantName);
    await expect(firstCard.getByRole('heading')).toHaveText(found.plantName);
    expect(
      Number(await grid.getByRole('listitem').first().getAttribute('aria-setsize')),
      'plants found, in the windowed grid',
    ).toBeGreaterThan(60);
    await expect(grid).toHaveAttribute('aria-busy', 'false');
    expect(
      (await page.screenshot({ clip: middle })).equals(before),
      `the ${found.plantName} card showing the ${plants[0]!.plantName} picture`,
    ).toBe(false);
  });

  test('/plants opened with a sort in its URL preloads no picture: another plant comes first', async ({
    shop,
  }) => {
    const page = await shop.open({ context: PHONE });
    await page.goto('/plants?sort=price-desc');
    await listingShown(page);
    expect(await preloadedPictures(page)).toEqual([]);
  });

  test('an unknown route shows the 404 screen', async ({ page }) => {
    await openNotFound(page);
    expect(await plantNamesOnPage(page)).toEqual([]);
  });
});

test.describe('catalogue, signed in', () => {
  let session: SignedInSession;
  test.beforeAll(async ({ browser }) => {
    session = await signUpSession(browser, 'picture-preload');
  });

  test("/plant/<id> opened on a phone: the page's head preloads that plant's picture, downloaded once", async ({
    shop,
  }) => {
    const page = await shop.open({ context: { ...PHONE, storageState: session.storageState } });
    const plant = STOCKED_PLANT;
    const requests = plantPictureRequests(page, plant);
    await page.goto(`/plant/${plant.plantId}`);
    const picture = page.getByRole('img', { name: plant.plantName, exact: true });
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const name = plant.image.replace(/\.svg$/, '');
    expect(await preloadedPictures(page)).toEqual([expect.stringContaining(`/${name}-`)]);
    expect(requests, `downloads of the ${plant.plantName} picture`).toHaveLength(1);
  });
});

test.describe('catalogue accessibility (axe: WCAG 2.2 AA + best practices)', () => {
  test('home page', async ({ page }) => {
    await openHome(page);
    await expectNoAxeViolations(page);
  });

  test('plant listing', async ({ page }) => {
    await openPlants(page);
    await expectNoAxeViolations(page);
  });

  test('404 page', async ({ page }) => {
    await openNotFound(page);
    await expectNoAxeViolations(page);
  });
});
