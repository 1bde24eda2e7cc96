// Browser journeys (Playwright-driven Chromium against the production bundle in dist/).
// Run through `npm run test:e2e` (test/e2e/run.mjs), which also ensures Chromium, the Auth emulator
// and the static server. Kept apart from vite.config.ts so the unit run never picks these up.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['test/e2e/**/*.e2e.ts'],
    setupFiles: ['test/e2e/support/setup.ts'],
    globalSetup: ['test/e2e/support/global-setup.mjs'],
    fileParallelism: false,
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
  },
});
