/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * The Vitest run StrykerJS repeats for every mutant (stryker.config.mjs, `npm run test:mutation`):
 * the core's own Node-side tests only (the domain and application rules, and the contract runners
 * of the in-memory, localStorage and fetch adapters). No jsdom, no screens, no browser suite: a
 * rule is tested where it lives, and each mutant's run stays short.
 */
const ROOT = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  root: ROOT,
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('../src', import.meta.url)),
      '@test': fileURLToPath(new URL('.', import.meta.url)),
    },
  },
  define: { 'import.meta.env.LEAFY_SW_DEV': 'false' },
  test: {
    // As the project's own test config (vite.config.ts).
    restoreMocks: true,
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 30_000,
    setupFiles: ['test/setup.mutation.ts'],
    // The long property runs of the cart's use-cases, shortened for each mutant's run (their own
    // test files read it): thousands of random sequences per mutant would take hours here.
    env: { LEAFY_PROPERTY_RUNS: '100' },
    include: [
      'test/unit/modules/**/*.test.ts',
      'test/contract/*.inMemory.test.ts',
      'test/contract/*.localStorage.test.ts',
      'test/contract/*.fetch.test.ts',
    ],
  },
});
