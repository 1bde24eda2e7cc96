// Journeys: long jumps over the windowed grid of a 10,000-plant catalogue land where the shopper
// asked, on a phone and a desktop, without reduced motion (the page scrolls smoothly, styles.css).
// Each row the grid measures above the screen moves the page's offset by its estimate's error;
// those moves must not cut the shopper's own jump short (ADR 0040).
import type { Page } from '@playwright/test';
import { expect, test, type Shop } from './support/test';
import { waitUntilStill } from './support/pageState';
import { openListingOf } from './support/windowedListing';
import { generatePlantRecords } from '@test/support/generatePlants';

// The hero holds still and nothing fades, so scans and pictures are stable; a test that
// watches motion asks for it with shop.open({ reducedMotion: 'no-preference' }).
test.use({ reducedMotion: 'reduce' });

const BIG_CATALOGUE = generatePlantRecords(10_000);

/** Where the page is, and which cards (by their place in the list, from 1) are on the screen. */
interface View {
  readonly top: number;
  readonly maxTop: number;
  readonly firstCard: number;
  readonly lastCard: number;
}

const view = (page: Page): Promise<View> =>
  page.evaluate(() => {
    const onScreen = Array.from(document.querySelectorAll('li[aria-posinset]')).filter((item) => {
      const box = item.getBoundingClientRect();
      return box.bottom > 0 && box.top < window.innerHeight;
    });
    const place = (item: Element | undefined) => Number(item?.getAttribute('aria-posinset') ?? 0);
    return {
      top: Math.round(window.scrollY),
      maxTop: document.documentElement.scrollHeight - window.innerHeight,
      firstCard: place(onScreen[0]),
      lastCard: place(onScreen.at(-1)),
    };
  });

/**
 * Keeps the page's last scroll events and `scrollTo` writes (the grid's corrections), so that a
 * jump that lands short says in its failure how it got there.
 */
function recordScrolls(): void {
  const lines: string[] = [];
  (window as unknown as { scrollHistory: string[] }).scrollHistory = lines;
  const note = (line: string) => {
    lines.push(`${Math.round(performance.now())} ms ${line}`);
    if (lines.length > 40) lines.shift();
  };
  const max = () => document.documentElement.scrollHeight - window.innerHeight;
  const write = window.scrollTo.bind(window) as (options?: ScrollToOptions) => void;
  window.scrollTo = ((options?: ScrollToOptions) => {
    note(`scrollTo ${JSON.stringify(options)} from ${Math.round(window.scrollY)} of ${max()}`);
    write(options);
  }) as typeof window.scrollTo;
  window.addEventListener('scroll', () =>
    note(`scroll at ${Math.round(window.scrollY)} of ${max()}`),
  );
}

const scrollHistory = (page: Page): Promise<string> =>
  page.evaluate(() => (window as unknown as { scrollHistory: string[] }).scrollHistory.join('\n'));

/** The listing with the big catalogue, every row of its first screen rendered. */
async function openBigListing(shop: Shop): Promise<Page> {
  const page = await shop.open({ reducedMotion: 'no-preference' });
  await page.addInitScript(recordScrolls);
  const grid = await openListingOf(page, BIG_CATALOGUE);
  await expect(grid).toHaveAttribute('aria-busy', 'false');
  return page;
}

/** Waits until the page holds still several times over: a smooth scroll may pause a frame. */
async function settleScroll(page: Page): Promise<View> {
  let before = await view(page);
  for (;;) {
    await waitUntilStill(page);
    await waitUntilStill(page);
    const after = await view(page);
    if (after.top === before.top && after.maxTop === before.maxTop) return after;
    before = after;
  }
}

test.describe('long jumps over a windowed grid @phone', () => {
  test('End shows the last plants and Home the first', async ({ shop }) => {
    const page = await openBigListing(shop);
    // The heading takes focus as a page's first target would: the keys then scroll the page.
    await page.getByRole('heading', { level: 1 }).focus();

    await page.keyboard.press('End');
    const end = await settleScroll(page);
    expect(
      end.lastCard,
      `End: the last card on the screen (at ${end.top} of ${end.maxTop}); the scrolls before:\n${await scrollHistory(page)}`,
    ).toBe(BIG_CATALOGUE.length);

    await page.keyboard.press('Home');
    const home = await settleScroll(page);
    // Not always at 0: Chromium animates the keys' scroll itself and shifts the animation by each
    // of the grid's corrections on the way up (tens of pixels; ADR 0040).
    expect(home.firstCard, `Home: the first card on the screen (at ${home.top})`).toBe(1);
  });

  test('a jump to an offset lands there', async ({ shop }) => {
    const page = await openBigListing(shop);
    const { maxTop } = await view(page);
    // A script's or a link's jump, with the page's own scroll behaviour (smooth).
    await page.evaluate((top) => window.scrollTo({ top }), Math.round(maxTop * 0.6));
    expectNear(await settleScroll(page), 0.6, 'a jump to 60 % of the page');
  });

  test('a dragged scrollbar lands where it is let go', async ({ shop }) => {
    const page = await openBigListing(shop);
    const { maxTop } = await view(page);
    // Chromium's headless shell draws no scrollbar to take hold of. A drag sets the offset
    // outright, frame after frame, and sends the page no wheel, key or touch: so here.
    for (const share of [0.65, 0.7, 0.75, 0.8, 0.85, 0.9]) {
      await page.evaluate(
        (top) =>
          new Promise<void>((resolve) => {
            window.scrollTo({ top, behavior: 'instant' });
            requestAnimationFrame(() => resolve());
          }),
        Math.round(maxTop * share),
      );
    }
    expectNear(await settleScroll(page), 0.9, 'the scrollbar let go at 90 % of the page');
  });
});

/**
 * The page within 1 % of the share of its height asked for, and the cards on the screen the ones
 * at that share of the list (within 1 % of it: rows not yet measured are laid out at an estimate).
 */
function expectNear(landed: View, share: number, step: string): void {
  const asked = Math.round(landed.maxTop * share);
  expect(Math.abs(landed.top - asked), `${step}: at ${landed.top}, asked ${asked}`).toBeLessThan(
    landed.maxTop / 100,
  );
  const cardShare = landed.firstCard / BIG_CATALOGUE.length;
  expect(
    Math.abs(cardShare - share),
    `${step}: the first card on the screen is number ${landed.firstCard}`,
  ).toBeLessThan(0.01);
}
