// Browser journeys (Playwright-driven Chromium against the production bundle in dist/).
// Run through `npm run test:e2e` (test/e2e/run.mjs), which also ensures Chromium, the Auth emulator
// and the static server. Kept apart from vite.config.ts so the unit run never picks these up.
//
// Files run in parallel, one Chromium each (E2E_WORKERS, default: the machine's cores, at most 2),
// sharing one server and one emulator: every journey uses its own browser context and its own
// account, and nothing here wipes the emulator. Timeouts are ceilings for a state to be reached on
// a machine several times slower than a quiet one, not measurements: no test reads the time.
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const workers = Number(process.env.E2E_WORKERS) || Math.min(2, availableParallelism());

export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  resolve: { alias: { '@': fileURLToPath(new URL('../../src', import.meta.url)) } },
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['test/e2e/**/*.e2e.ts'],
    setupFiles: ['test/e2e/support/setup.ts'],
    globalSetup: ['test/e2e/support/global-setup.mjs'],
    fileParallelism: workers > 1,
    maxWorkers: workers,
    pool: 'forks',
    testTimeout: 180_000,
    hookTimeout: 180_000,
    teardownTimeout: 60_000,
    // expect.poll waits for a state: its default ceiling of 1 s is too short for a busy machine.
    expect: { poll: { timeout: 30_000 } },
  },
});
