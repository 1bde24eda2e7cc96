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
    // The path aliases of vite.config.ts, which is not loaded here (its plugins build artwork).
    resolve: { alias: { '@': join(root, 'src'), '@test': join(root, 'test') } },
  });
  return (count) => module.generatePlantRecords(count);
}
