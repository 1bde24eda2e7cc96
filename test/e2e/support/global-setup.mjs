// vitest globalSetup for the e2e project. test/e2e/run.mjs serves dist/ and passes E2E_BASE_URL;
// when vitest is started directly (npx vitest run -c test/e2e/vitest.e2e.config.ts) this serves
// dist/ itself, the same way (scripts/hosting.mjs), for the duration of the run.
import { isAuthEmulatorUp } from '../../../scripts/emulator.mjs';
import { startHosting } from '../../../scripts/hosting.mjs';

/** @param {import('vitest/node').TestProject} project */
export default async function setup(project) {
  if (!(await isAuthEmulatorUp())) {
    console.warn(
      'e2e: nothing answers on 127.0.0.1:9099 (Firebase Auth emulator): the preview banner polls it, ' +
        'so every page logs a connection error and the journeys fail. Use `npm run test:e2e`, ' +
        'which starts it, or `node scripts/emulator.mjs` in another terminal.',
    );
  }
  if (process.env.E2E_BASE_URL) {
    project.provide('baseURL', process.env.E2E_BASE_URL);
    return undefined;
  }
  const hosting = await startHosting({ port: Number(process.env.E2E_PORT || 0) });
  // Its own process group: a vitest that ends without its teardown must not leave it running.
  process.once('exit', () => hosting.killSync());
  console.log(`e2e: serving dist/ on ${hosting.url}`);
  project.provide('baseURL', hosting.url);
  return () => hosting.stop();
}
