// Playwright Test's `test` for the core journeys in other engines: Playwright Test schedules,
// reports and times them, but no Playwright browser is opened (the fixtures of
// ../../support/test.ts would start Chromium). The project's name picks the engine:
//
//   firefox  Firefox ESR, puppeteer-core over WebDriver BiDi (./firefoxDriver.ts)
//   webkit   WebKitGTK's MiniBrowser, WebdriverIO over WebKitWebDriver under Xvfb (./webkitDriver.ts)
//
// The engine starts once per worker; each test gets a fresh `shopper` (a new Firefox browser
// context, or a new WebKit WebDriver session), and fails when its pages reported an uncaught
// error, a console error or a request to an outside host, unless the test allowed it by name.
import { test as base } from '@playwright/test';
import type { Browser } from 'puppeteer-core';
import { firefoxDriver, launchFirefox } from './firefoxDriver';
import { shopperPage, type EngineName, type ShopperPage, type Viewport } from './shopperPage';
import { startWebKitWebDriver, webkitDriver, type WebKitServer } from './webkitDriver';

type Engine = { name: 'firefox'; browser: Browser } | { name: 'webkit'; server: WebKitServer };

interface EngineFixtures {
  shopper: ShopperPage;
  /** Page problems this test expects: a message matching it is not a failure. */
  allowedProblems: RegExp | null;
}

const DEFAULT_VIEWPORT: Viewport = { width: 1280, height: 900 };

function engineName(projectName: string): EngineName {
  if (projectName === 'firefox' || projectName === 'webkit') return projectName;
  throw new Error(
    `test/e2e/engines runs in the projects "firefox" and "webkit", not "${projectName}"`,
  );
}

export const test = base.extend<EngineFixtures, { engine: Engine }>({
  engine: [
    // Playwright reads a fixture's dependencies from its first parameter: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide, workerInfo) => {
      const name = engineName(workerInfo.project.name);
      const startCeiling = Number(workerInfo.project.use.navigationTimeout) || 60_000;
      if (name === 'firefox') {
        const browser = await launchFirefox();
        try {
          await provide({ name, browser });
        } finally {
          await browser.close();
        }
      } else {
        const server = await startWebKitWebDriver(startCeiling);
        try {
          await provide({ name, server });
        } finally {
          await server.stop();
        }
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  allowedProblems: [null, { option: true }],
  shopper: async ({ engine, baseURL, viewport, allowedProblems }, provide, testInfo) => {
    const ceilings = {
      action: Number(testInfo.project.use.actionTimeout) || 45_000,
      navigation: Number(testInfo.project.use.navigationTimeout) || 60_000,
    };
    const size = viewport ?? DEFAULT_VIEWPORT;
    const origin = (baseURL ?? '').replace(/\/$/, '');
    const shopper =
      engine.name === 'firefox'
        ? shopperPage(await firefoxDriver(engine.browser, size, ceilings), origin, ceilings)
        : shopperPage(await webkitDriver(engine.server, size, ceilings), origin, ceilings);
    try {
      await provide(shopper);
      if (testInfo.status !== testInfo.expectedStatus) {
        // Playwright's own screenshot is of its (unused) page: take the engine's.
        const png = await shopper.screenshot().catch(() => null);
        if (png) {
          await testInfo.attach('screenshot', { body: Buffer.from(png), contentType: 'image/png' });
        }
      }
      const problems = (await shopper.drainProblems()).filter(
        (problem) => !allowedProblems?.test(problem),
      );
      if (problems.length) {
        throw new Error(
          `The ${engine.name} page reported ${problems.length} problem(s):\n  - ${problems.join('\n  - ')}`,
        );
      }
    } finally {
      await shopper.close().catch(() => {});
    }
  },
});

export { expect } from '@playwright/test';
