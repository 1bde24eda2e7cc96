// The journeys' `test`: Playwright Test's, with the shop's pages (./browser.ts) on the worker's
// Chromium. Every test ends by closing the contexts it opened and failing on any page error,
// console error or request to an outside host its pages made.
import { test as base } from '@playwright/test';
import { finishTest, useBaseURL, useBrowser } from './browser';

export const test = base.extend<{ shopPages: void }, { shopBrowser: void }>({
  shopBrowser: [
    async ({ browser }, use) => {
      useBrowser(browser);
      await use();
      useBrowser(undefined);
    },
    { scope: 'worker', auto: true },
  ],
  shopPages: [
    async ({ baseURL }, use, testInfo) => {
      useBaseURL(baseURL);
      await use();
      await finishTest(testInfo);
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
