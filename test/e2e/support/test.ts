// The journeys' `test`: Playwright Test's, with a `shop` fixture on Playwright's own `context`
// and `page` (./shop.ts). Every test's contexts are watched from the start (./contextWatch.ts):
// when the test ends they are closed, and the test fails on any page error, console error or
// request to an outside host its pages made. Options the whole file shares go through
// `test.use` (`reducedMotion`, `viewport`); a test's own through `shop.open(...)`.
import { test as base } from '@playwright/test';
import { ContextWatch } from './contextWatch';
import { ShopPages, type Shop } from './shop';

export const test = base.extend<{ shop: Shop }>({
  shop: [
    async ({ browser, context, page, baseURL }, use, testInfo) => {
      const watch = new ContextWatch();
      await watch.watch(context);
      const shop = new ShopPages({ browser, context, page, baseURL: baseURL ?? '' }, watch);
      await use(shop);
      await watch.finish(testInfo, shop.contexts);
    },
    // Auto: a test that takes `page` itself is watched as well.
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
export type { Shop, ShopperOptions } from './shop';
