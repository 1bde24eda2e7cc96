// The browser suite: Playwright Test against the production build (dist/), served by the Firebase
// Hosting emulator with firebase.json's headers, signing in on the Firebase Auth emulator.
//
//   npm run build && npm run test:e2e                 every project
//   npm run test:e2e -- --project=desktop cart        one project, files matching "cart"
//   npm run test:e2e -- --ui | --grep "wishlist"      Playwright's own UI and filters
//
// Browsers are Debian's, installed by scripts/ensure-browsers.mjs (`npx playwright install` cannot
// download here; docs/adr/0010-browser-tests-on-playwright-test.md). Chromium runs every journey;
// Firefox ESR and WebKitGTK run the core journeys of test/e2e/engines through their own drivers.
//
// Timeouts are ceilings for a state to be reached on a machine several times slower than a quiet
// one, not measurements: no test reads the time. No retries: a flaky journey is mended.
import { defineConfig } from '@playwright/test';
import { AUTH_EMULATOR_URL } from './scripts/emulator.mjs';
import { BROWSER_PACKAGES, CHROMIUM_ARGS } from './scripts/ensure-browsers.mjs';

/** The Hosting emulator's port for the suite (E2E_PORT moves it). */
const PORT = Number(process.env.E2E_PORT || 5180);
const BASE_URL = `http://127.0.0.1:${PORT}`;

/** Debian's headless shell (docs/adr/0016); CHROMIUM_PATH points the suite at another Chromium. */
const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH || BROWSER_PACKAGES.chromium.path,
  args: CHROMIUM_ARGS,
};

/** The desktop and the phone the shop is checked at. */
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 812 };

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.e2e.ts',
  outputDir: 'test-results/e2e',
  // Files run side by side, one per worker; the tests of a file run in order (some share a
  // signed-in session set up in beforeAll).
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS) || 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 180_000,
  expect: { timeout: 30_000 },
  reporter: [
    [process.env.CI ? 'line' : 'list'],
    ['html', { outputFolder: 'test-results/e2e-report', open: 'never' }],
    ['json', { outputFile: 'test-results/e2e.json' }],
  ],
  globalSetup: './test/e2e/support/globalSetup.ts',
  use: {
    baseURL: BASE_URL,
    locale: 'en-US',
    timezoneId: 'UTC',
    // The offline journeys turn the worker on where they need it; elsewhere a cache never answers.
    serviceWorkers: 'block',
    actionTimeout: 45_000,
    navigationTimeout: 60_000,
    trace: process.env.E2E_TRACE === '1' ? 'on' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: [
    {
      // Reused when one already runs (npm start, npm test): accounts are unique per journey.
      command: 'node scripts/emulator.mjs',
      url: `${AUTH_EMULATOR_URL}/`,
      reuseExistingServer: true,
      timeout: 180_000,
      stdout: 'ignore',
    },
    {
      command: `node scripts/hosting.mjs --port ${PORT}`,
      url: `${BASE_URL}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: 'ignore',
    },
  ],
  projects: [
    {
      name: 'desktop',
      testIgnore: 'engines/**',
      grepInvert: /@phone-only/,
      use: {
        browserName: 'chromium',
        viewport: DESKTOP,
        launchOptions: CHROMIUM,
      },
    },
    {
      name: 'phone',
      testIgnore: 'engines/**',
      grep: /@phone/,
      use: {
        browserName: 'chromium',
        viewport: PHONE,
        launchOptions: CHROMIUM,
      },
    },
    { name: 'firefox', testMatch: 'engines/**/*.e2e.ts', use: { viewport: DESKTOP } },
    { name: 'webkit', testMatch: 'engines/**/*.e2e.ts', use: { viewport: DESKTOP } },
  ],
});
