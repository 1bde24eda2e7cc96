#!/usr/bin/env node
// Browser journeys against the production bundle: `npm run test:e2e [-- --build] [vitest args]`.
//
//   1. ensures Debian's Chromium headless shell (apt-get installs it when missing; ADR 0016),
//   2. builds dist/ when asked (--build) or when dist/index.html is missing,
//   3. serves dist/ on 127.0.0.1 (random free port, or E2E_PORT) with the Hosting emulator, under
//      firebase.json's rewrites and headers (scripts/hosting.mjs),
//   4. reuses the Firebase Auth emulator on 127.0.0.1:9099, or starts it and stops it at the end,
//   5. runs vitest with test/e2e/vitest.e2e.config.ts, its files in parallel (E2E_WORKERS); any
//      other argument goes to vitest (e.g. a file filter, --reporter=json --outputFile=...),
//   6. names the folders under test-results/e2e/ where failed tests left their screenshots, console
//      and network logs (and traces with E2E_TRACE=1).
// Exit code: vitest's, or non-zero when a preparation step failed.
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium } from '../../scripts/ensure-chromium.mjs';
import { AUTH_EMULATOR_HOST, startAuthEmulator } from '../../scripts/emulator.mjs';
import { startHosting } from '../../scripts/hosting.mjs';
import { bin, interruptedExitCode, onInterrupt, ROOT, run, seconds } from '../../scripts/proc.mjs';

const started = Date.now();
const args = process.argv.slice(2);
const wantBuild = args.includes('--build');
const vitestArgs = args.filter((arg) => arg !== '--build');
const log = (line) => console.log(`[e2e] ${line}`);
const FAILURES = join(ROOT, 'test-results', 'e2e');
rmSync(FAILURES, { recursive: true, force: true }); // evidence of this run only

let hosting;
let emulator;
let cleaning;
// Idempotent: runs from the signal handler and from the `finally` below.
const cleanup = () =>
  (cleaning ??= (async () => {
    await hosting?.stop();
    await emulator?.stop();
  })());
onInterrupt(cleanup, () => {
  hosting?.killSync();
  emulator?.killSync();
});

let exitCode = 1;
try {
  const chromiumPath = ensureChromium({ log });

  const indexHtml = join(ROOT, 'dist', 'index.html');
  if (wantBuild || !existsSync(indexHtml)) {
    const t = Date.now();
    log(
      wantBuild
        ? 'Building dist/ (vite build)...'
        : 'dist/ is missing: building it (vite build)...',
    );
    const code = await run(bin('vite'), ['build']);
    if (code !== 0) throw new Error(`vite build failed (exit ${code})`);
    log(`Build done in ${seconds(t)}.`);
  } else {
    const age = Math.round((Date.now() - statSync(indexHtml).mtimeMs) / 60_000);
    log(`Using the existing dist/ (built ${age} min ago; pass --build to rebuild).`);
  }

  emulator = await startAuthEmulator({ log });
  hosting = await startHosting({ port: Number(process.env.E2E_PORT || 0) });
  log(`Serving dist/ on ${hosting.url} (the Hosting emulator, firebase.json's headers)`);
  await emulator.ready;

  const t = Date.now();
  exitCode = await run(
    bin('vitest'),
    ['run', '--config', 'test/e2e/vitest.e2e.config.ts', ...vitestArgs],
    {
      env: {
        ...process.env,
        E2E_BASE_URL: hosting.url,
        FIREBASE_AUTH_EMULATOR_HOST: AUTH_EMULATOR_HOST,
        CHROMIUM_PATH: chromiumPath,
      },
    },
  );
  log(`vitest (e2e) finished in ${seconds(t)} with exit code ${exitCode}.`);
  const kept = existsSync(FAILURES) ? readdirSync(FAILURES) : [];
  if (kept.length) {
    log(`Screenshots and console/network logs of ${kept.length} failed test(s):`);
    for (const folder of kept) log(`  ${join(FAILURES, folder)}`);
  }
} catch (error) {
  console.error(`[e2e] ${error.message}`);
  exitCode = 1;
} finally {
  await cleanup();
  log(`Total ${seconds(started)}.`);
}
process.exit(interruptedExitCode(exitCode));
