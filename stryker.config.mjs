// @ts-check
/**
 * Mutation testing of the core (`npm run test:mutation`; docs/guides/mutation-testing.md): StrykerJS
 * mutates the domain and application layers and runs the core's own Node-side tests against every
 * mutant (test/vitest.mutation.config.ts). Not part of `npm test`: a full run takes minutes.
 * StrykerJS 9.x: 10.x needs Node 22.
 *
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'test/vitest.mutation.config.ts', related: false },
  mutate: ['src/modules/*/domain/**/*.ts', 'src/modules/*/application/**/*.ts'],
  coverageAnalysis: 'perTest',
  // Two cores shared with others: one or two test processes at a time.
  concurrency: 2,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: {
    allowColor: false,
    allowEmojis: false,
    logTests: false,
    reportScoreTable: true,
  },
  thresholds: { high: 90, low: 80, break: null },
  cleanTempDir: 'always',
  timeoutMS: 10_000,
};
