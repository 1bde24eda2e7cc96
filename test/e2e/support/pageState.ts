// Waits for states of the page that several journeys share: the page holding still, and the
// catalogue held back until a journey lets it answer.
import type { Page } from '@playwright/test';

/**
 * Waits until the page holds still: the same height and scroll offset two frames apart. The home
 * page's later bands take their real height as they near the viewport (`below-fold`,
 * content-visibility), and a page's content may arrive after its URL changed.
 */
export async function waitUntilStill(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const before = [document.documentElement.scrollHeight, window.scrollY].join();
    return new Promise<boolean>((resolve) =>
      requestAnimationFrame(() =>
        requestAnimationFrame(() =>
          resolve([document.documentElement.scrollHeight, window.scrollY].join() === before),
        ),
      ),
    );
  });
}

/** Holds every read of plants.json until the returned function is called. */
export async function holdCatalogue(page: Page): Promise<() => void> {
  let answerCatalogue = () => {};
  const catalogueAnswered = new Promise<void>((resolve) => {
    answerCatalogue = resolve;
  });
  await page.route('**/plants.json', async (route) => {
    await catalogueAnswered;
    await route.continue();
  });
  return answerCatalogue;
}
