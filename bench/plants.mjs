// The seeded catalogue generator (test/support/generatePlants.ts) loaded through Vite's module
// runner, so the bench uses the very plants the tests use, in plants.json's form.
import { join } from 'node:path';
import { runnerImport } from 'vite';

/** @returns {Promise<(count: number) => object[]>} */
export async function loadGenerator(root) {
  const { module } = await runnerImport(join(root, 'test', 'support', 'generatePlants.ts'), {
    root,
    configFile: false,
    logLevel: 'silent',
    // The project's own aliases (vite.config.ts), without its plugins: the generator imports `@/`.
    resolve: { alias: { '@': join(root, 'src') } },
  });
  return (count) => module.generatePlantRecords(count);
}
