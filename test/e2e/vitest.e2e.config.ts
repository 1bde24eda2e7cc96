// Browser journeys (Playwright-driven Chromium against the production bundle in dist/).
// Run through `npm run test:e2e` (test/e2e/run.mjs), which also ensures Chromium, the Auth emulator
// and the Hosting emulator serving dist/. Kept apart from vite.config.ts so the unit run never
// picks these up.
//
// Files run in parallel, one Chromium each (E2E_WORKERS, default: the machine's cores, at most 2),
// sharing one server and one emulator: every journey uses its own browser context and its own
// account, and nothing here wipes the emulator. Timeouts are ceilings for a state to be reached on
// a machine several times slower than a quiet one, not measurements: no test reads the time.
import { availableParallelism } from 'node:os';
import { basename, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const workers = Number(process.env.E2E_WORKERS) || Math.min(2, availableParallelism());

/**
 * Seconds each file took on the CI machine kind (2 vCPUs, two files at once, quiet; the suite's
 * time is in docs/performance.md). Only their order matters; a file missing here is new and
 * starts first, so its time shows up early.
 */
export const TYPICAL_SECONDS: Readonly<Record<string, number>> = {
  'accessibility.e2e.ts': 105,
  'two-tabs.e2e.ts': 89,
  'screenshots.e2e.ts': 84,
  'hardening.e2e.ts': 78,
  'whose-cart.e2e.ts': 72,
  'keyboard.e2e.ts': 69,
  'offline.e2e.ts': 47,
  'identity.e2e.ts': 44,
  'cart.e2e.ts': 36,
  'catalogue.e2e.ts': 29,
  'hosting-headers.e2e.ts': 26,
  'finding-plants.e2e.ts': 23,
  'layout.e2e.ts': 15,
  'runtime-styles.e2e.ts': 10,
};

/**
 * Long files first. Two run at a time and the run ends when the last one does, so a long file
 * started late runs alone at the end while the other worker waits. Vitest orders by the times it
 * cached on this machine's last run, and with no cache (a fresh clone, CI) by file size, which
 * says little here: two-tabs.e2e.ts is one of the smaller files and one of the longest to run.
 */
class HeaviestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { cache, config } = this.ctx;
    const cached = (spec: TestSpecification) =>
      cache.getFileTestResults(`${spec.project.name}:${relative(config.root, spec.moduleId)}`);
    // This machine's own times when it has them for every file; otherwise the typical ones.
    const weight = files.every((spec) => cached(spec))
      ? (spec: TestSpecification) => cached(spec)!.duration
      : (spec: TestSpecification) => TYPICAL_SECONDS[basename(spec.moduleId)] ?? Infinity;
    return [...files].sort((a, b) => weight(b) - weight(a));
  }
}

export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('../../src', import.meta.url)),
      '@test': fileURLToPath(new URL('..', import.meta.url)),
    },
  },
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['test/e2e/**/*.e2e.ts'],
    setupFiles: ['test/e2e/support/setup.ts'],
    globalSetup: ['test/e2e/support/global-setup.mjs'],
    fileParallelism: workers > 1,
    maxWorkers: workers,
    pool: 'forks',
    sequence: { sequencer: HeaviestFirstSequencer },
    testTimeout: 180_000,
    hookTimeout: 180_000,
    teardownTimeout: 60_000,
    // expect.poll waits for a state: its default ceiling of 1 s is too short for a busy machine.
    expect: { poll: { timeout: 30_000 } },
  },
});
