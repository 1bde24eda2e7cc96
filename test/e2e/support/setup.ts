// Runs in every e2e test file (vitest setupFiles): per-test clean-up and error check, and the
// browser is closed once the file is done.
import { afterAll, afterEach } from 'vitest';
import { closeBrowser, finishTest } from './browser';

afterEach(async ({ task }) => {
  await finishTest(
    `${task.file.name.replace(/^.*\//, '')}-${task.name}`,
    task.result?.state === 'fail',
  );
});

afterAll(async () => {
  await closeBrowser();
});
