// The page helpers the journeys share: the page's clock held still, and full-page screenshots.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';

export const SCREENSHOTS_DIR = fileURLToPath(new URL('../screenshots/', import.meta.url));

/** A file-name-safe form of a test's name. */
const slug = (name: string) => name.replace(/[^\w.-]+/g, '-').slice(0, 120);

/**
 * Stops the page's clock (after `page.clock.install()`) about a second ahead of the page's own
 * "now", so that from here on no timer of the page fires until `page.clock.runFor()` says so.
 * The page's clock, not the test runner's, is the reference: the two drift apart on a busy machine.
 */
export async function pauseClock(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 1_000);
      return;
    } catch (error) {
      // The page's clock ran past that point while the call travelled: read it again.
      if (attempt >= 5 || !/to the past/.test(String(error))) throw error;
    }
  }
}

/**
 * Opens `path` with the page's clock installed, lets it start (the toasts' code is fetched once it
 * is idle), then stops its clock: no toast and no confirmation runs out while the test looks.
 */
export async function openWithStillClock(page: Page, path: string, ready: Locator): Promise<void> {
  await page.clock.install();
  await page.goto(path);
  await ready.waitFor();
  await pauseClock(page);
  // whenPageIdle's 2 s ceiling: the Toaster is fetched by then, whatever the idle callback does.
  await page.clock.runFor(2_500);
}

/** Saves a full-page PNG under test/e2e/screenshots/ (git-ignored) and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(SCREENSHOTS_DIR, { recursive: true });
  const file = join(SCREENSHOTS_DIR, `${slug(name)}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
