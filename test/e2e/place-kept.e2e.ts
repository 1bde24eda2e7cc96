// Journeys: the shopper's place kept across pages, on a phone and a desktop. Back and Forward return
// to where the shopper was on the listing, a page opened by a link starts at its top, and a #hash
// lands on its section once the section is there (the home page's bands below the fold take their
// height late). Without reduced motion, as most shoppers browse: the page scrolls smoothly
// (styles.css), and a smooth scroll aimed at a section before the bands above it have their height
// stops short of it.
import type { Locator, Page } from '@playwright/test';
import { expect, test, type Shop } from './support/test';
import { nextFrames, PLANTS, signUpSession, type SignedInSession } from './support/a11y';
import { holdCatalogue, waitUntilStill } from './support/pageState';
import { openListingOf } from './support/windowedListing';
import { generatePlantRecords } from '@test/support/generatePlants';

// The hero holds still and nothing fades, so scans and pictures are stable; a test that
// watches motion asks for it with shop.open({ reducedMotion: 'no-preference' }).
test.use({ reducedMotion: 'reduce' });

/** The plant the shopper opened: far enough down the listing on both widths. */
const ZZ_PLANT = PLANTS.find((plant) => plant.plantName === 'ZZ Plant')!;
const LATER_PLANT = PLANTS.find((plant) => plant.plantName === 'Jade Plant')!;
/** A catalogue long enough that the listing windows its grid. */
const BIG_CATALOGUE = generatePlantRecords(10_000);
/** The card whose links open this plant. */
const cardOf = (page: Page, plantId: number): Locator =>
  page.locator('article').filter({ has: page.locator(`a[href="/plant/${plantId}"]`) });

/**
 * Where the card's top edge is on the screen, in CSS pixels from the top of the viewport: its list
 * item's, which a hovered card's lift (a transform) does not move.
 */
const topOnScreen = (card: Locator) =>
  card.evaluate((element) =>
    Math.round((element.closest('li') ?? element).getBoundingClientRect().top),
  );

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Scrolls until the page holds still: the same height and offset two frames apart. */
async function scrollAndSettle(page: Page, top: number): Promise<void> {
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
  await waitUntilStill(page);
}

/**
 * Brings the card a fifth of the way down the screen, as a shopper scrolling to it would, with its
 * name in view: the click that opens it then scrolls nothing (Playwright scrolls a link into view
 * first), and its place is the one the shopper left.
 */
async function scrollCardIntoView(page: Page, card: Locator): Promise<number> {
  const offset = await card.evaluate(
    (element) => element.getBoundingClientRect().top + window.scrollY - window.innerHeight / 5,
  );
  await scrollAndSettle(page, Math.round(offset));
  const name = await card
    .locator('h3 a')
    .evaluate((link) => [link.getBoundingClientRect().top, link.getBoundingClientRect().bottom]);
  expect(name[0], "the card's name below the top bar").toBeGreaterThan(80);
  expect(name[1], "the card's name on the screen").toBeLessThan(
    await page.evaluate(() => window.innerHeight),
  );
  return topOnScreen(card);
}

async function expectCardBackAt(page: Page, card: Locator, top: number, step: string) {
  await expect
    .poll(async () => ((await card.count()) === 0 ? null : topOnScreen(card)), {
      message: `${step}: the card's top on the screen (was ${top} px)`,
    })
    .toBeGreaterThanOrEqual(top - 1);
  await waitUntilStill(page);
  const settled = await topOnScreen(card);
  expect(Math.abs(settled - top), `${step}: the card at ${settled} px, was at ${top}`).toBeLessThan(
    2,
  );
}

/** The listing, signed in, scrolled to the plant's card: the card and where it is on the screen. */
async function listingScrolledTo(shop: Shop, session: SignedInSession, plantId: number) {
  const page = await shop.open({ signedIn: session, reducedMotion: 'no-preference' });
  await page.goto('/plants');
  const card = cardOf(page, plantId);
  await card.waitFor();
  return { page, card, cardTop: await scrollCardIntoView(page, card) };
}

async function openPlantFrom(page: Page, card: Locator, plantName: string, plantId: number) {
  await card.getByRole('link', { name: plantName, exact: true }).click();
  await page.waitForURL((url) => url.pathname === `/plant/${plantId}`);
  await page.getByRole('heading', { level: 1, name: plantName, exact: true }).waitFor();
}

test.describe('the place kept @phone', () => {
  let session: SignedInSession;
  test.beforeAll(async ({ browser }) => {
    session = await signUpSession(browser, 'place');
  });

  test("Back returns the listing to the plant opened, a plant opens at its top, Forward returns to the plant's place", async ({
    shop,
  }) => {
    const { page, card, cardTop } = await listingScrolledTo(shop, session, ZZ_PLANT.plantId);
    expect(await scrollY(page), 'the listing scrolled down to ZZ Plant').toBeGreaterThan(500);

    await openPlantFrom(page, card, ZZ_PLANT.plantName, ZZ_PLANT.plantId);
    expect(await scrollY(page), 'the plant page opened at its top').toBe(0);
    const maxScroll = await page.evaluate(
      () => document.documentElement.scrollHeight - window.innerHeight,
    );
    const plantPlace = Math.min(300, maxScroll);
    await scrollAndSettle(page, plantPlace);

    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/plants');
    await expectCardBackAt(page, card, cardTop, 'Back');

    await page.goForward();
    await page.waitForURL((url) => url.pathname === `/plant/${ZZ_PLANT.plantId}`);
    await expect
      .poll(() => scrollY(page), { message: "Forward: the plant page's place" })
      .toBe(plantPlace);
  });

  test("the plant page's own Back button returns the listing to the plant opened", async ({
    shop,
  }) => {
    const { page, card, cardTop } = await listingScrolledTo(shop, session, LATER_PLANT.plantId);

    await openPlantFrom(page, card, LATER_PLANT.plantName, LATER_PLANT.plantId);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/plants');
    await expectCardBackAt(page, card, cardTop, "the page's Back");
  });

  test('Back returns the windowed grid of a 10,000-plant catalogue to the plant opened', async ({
    shop,
  }) => {
    const page = await shop.open({ signedIn: session, reducedMotion: 'no-preference' });
    const grid = await openListingOf(page, BIG_CATALOGUE);
    // Far down, past rows the virtualizer measured on the way (their heights differ from its guess).
    for (const top of [20_000, 60_000, 120_000]) await scrollAndSettle(page, top);
    await expect(grid).toHaveAttribute('aria-busy', 'false');
    const { plantId, plantName } = await grid.evaluate((list) => {
      const third = window.innerHeight / 3;
      const articles = Array.from(list.querySelectorAll('article'));
      const article = articles.find((card) => card.getBoundingClientRect().top >= third)!;
      const link = article.querySelector('h3 a')!;
      return {
        plantId: Number(link.getAttribute('href')!.replace('/plant/', '')),
        plantName: link.textContent!.trim(),
      };
    });
    const card = cardOf(page, plantId);
    const cardTop = await scrollCardIntoView(page, card);

    await openPlantFrom(page, card, plantName, plantId);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/plants');
    await expectCardBackAt(page, card, cardTop, 'Back to the windowed grid');
  });
});

test.describe('a #hash lands on its section @phone', () => {
  /** Meet the Developer, the home page's About section. */
  const about = (page: Page) => page.locator('#about');

  /** The section's top sits just below the sticky top bar (the page's 5rem scroll padding). */
  async function expectAboutLanded(page: Page, step: string): Promise<void> {
    await expect
      .poll(async () => (await about(page).count()) > 0 && topOnScreen(about(page)), {
        message: `${step}: About's top on the screen`,
      })
      .toBe(80);
    await waitUntilStill(page);
    await nextFrames(page);
    expect(await topOnScreen(about(page)), `${step}: About's top once the page holds still`).toBe(
      80,
    );
  }

  test("the footer's About link, tapped on /plants, lands on About", async ({ shop }) => {
    const page = await shop.open({ reducedMotion: 'no-preference' });
    await page.goto('/plants');
    await cardOf(page, ZZ_PLANT.plantId).waitFor();
    await page
      .getByRole('navigation', { name: 'Footer' })
      .getByRole('link', { name: 'About', exact: true })
      .click();
    await page.waitForURL((url) => url.pathname === '/' && url.hash === '#about');
    await expectAboutLanded(page, 'About from /plants');
  });

  test('/#about opened directly lands on About once the plants above it have come', async ({
    shop,
  }) => {
    const page = await shop.open({ reducedMotion: 'no-preference' });
    const answerCatalogue = await holdCatalogue(page);
    await page.goto('/#about');
    const popular = page.getByRole('region', { name: 'Popular Plants' });
    await popular.getByText('Loading plants').waitFor();
    answerCatalogue();
    await expect.poll(() => popular.getByRole('article').count()).toBe(8);
    await expectAboutLanded(page, 'About opened directly');
  });
});
