#!/usr/bin/env node
// `npm test`: every gate, in order, fail-fast, always cleaning up.
//
//   dependencies (npm ci when node_modules is missing) -> browsers -> prettier -> eslint -> tsc ->
//   dependency-cruiser -> Firebase Auth emulator (reused if already up) -> unit tests (vitest) ->
//   production build (vite build) -> browser journeys (playwright test) -> stop the emulator
//
// The last line printed is exactly `N passed, N failed` (plus `, N skipped` when > 0), summed from
// test-results/unit.json and test-results/e2e.json. A failed step that is not a test (lint, types,
// build, emulator...) or a test run that failed without a failing test (e.g. a file that does not
// load) counts as one failure, so the line never reads as green when the run was not.
// Exit code 0 only when every step passed. Node built-ins only: this runs before `npm ci`.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureBrowsers } from './ensure-browsers.mjs';
import { AUTH_EMULATOR_HOST, startAuthEmulator } from './emulator.mjs';
import {
  bin,
  interruptedExitCode,
  interruptedSignal,
  onInterrupt,
  ROOT,
  run,
  seconds,
} from './proc.mjs';

const RESULTS = join(ROOT, 'test-results');
const UNIT_JSON = join(RESULTS, 'unit.json');
const E2E_JSON = join(RESULTS, 'e2e.json');
const DEPCRUISE_CONFIG = join(ROOT, '.dependency-cruiser.cjs');
const color = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code, text) => (color ? `\x1b[${code}m${text}\x1b[0m` : text);

const testEnv = { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: AUTH_EMULATOR_HOST };

let emulator; // handle from startAuthEmulator
let emulatorStartedAt = 0;
const emulatorLog = [];

/** @type {{ title: string, run: () => Promise<number | 'skipped'>, report?: string }[]} */
const steps = [
  {
    title: 'Dependencies (npm ci when node_modules is missing)',
    run: async () => {
      if (
        existsSync(join(ROOT, 'node_modules', '.package-lock.json')) &&
        existsSync(bin('vitest'))
      ) {
        console.log('node_modules present.');
        return 0;
      }
      console.log('node_modules missing or incomplete: running npm ci');
      return run('npm', ['ci']);
    },
  },
  {
    title: "Browsers: Debian's Chromium, Firefox ESR and WebKitGTK",
    run: async () => {
      ensureBrowsers();
      // Start the emulator now, in the background: its 5-10 s start-up overlaps the static checks.
      emulatorStartedAt = Date.now();
      emulator = await startAuthEmulator({ log: (line) => emulatorLog.push(line) });
      console.log('Firebase Auth emulator: starting in the background (checked before the tests).');
      return 0;
    },
  },
  { title: 'Formatting: prettier --check .', run: () => run(bin('prettier'), ['--check', '.']) },
  {
    title: 'Lint: eslint . --max-warnings 0',
    run: () => run(bin('eslint'), ['.', '--max-warnings', '0']),
  },
  {
    title: 'Types: tsc --noEmit -p tsconfig.json',
    run: () => run(bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']),
  },
  {
    title: 'Architecture: depcruise src --config .dependency-cruiser.cjs',
    run: async () => {
      if (!existsSync(DEPCRUISE_CONFIG)) {
        const bar = '!'.repeat(78);
        console.log(
          paint(
            '33;1',
            `${bar}\n!! SKIPPED: .dependency-cruiser.cjs does not exist yet, so the ` +
              `dependency rules\n!! are NOT checked. Add the config to enable this gate.\n${bar}`,
          ),
        );
        return 'skipped';
      }
      return run(bin('depcruise'), ['src', '--config', '.dependency-cruiser.cjs']);
    },
  },
  {
    title: `Firebase Auth emulator on ${AUTH_EMULATOR_HOST} (for the whole run)`,
    run: async () => {
      emulator ??= await startAuthEmulator({ log: (line) => emulatorLog.push(line) });
      try {
        await emulator.ready;
        return 0;
      } finally {
        for (const line of emulatorLog.splice(0)) console.log(line);
        if (!emulator.reused) {
          console.log(`(started ${seconds(emulatorStartedAt)} ago, while the checks above ran)`);
        }
      }
    },
  },
  {
    title: 'Unit, component and contract tests: vitest run',
    report: UNIT_JSON,
    run: () =>
      run(
        bin('vitest'),
        ['run', '--reporter=default', '--reporter=json', `--outputFile=${UNIT_JSON}`],
        { env: testEnv },
      ),
  },
  { title: 'Production build: vite build', run: () => run(bin('vite'), ['build']) },
  {
    title: 'Browser journeys: playwright test (Chromium, Firefox, WebKit against dist/)',
    report: E2E_JSON,
    run: () => run(bin('playwright'), ['test'], { env: testEnv }),
  },
];

let stopping;
/** Idempotent: runs from the signal handler and at the end of the run. */
function stopEmulator() {
  stopping ??= (async () => {
    if (!emulator) return;
    await emulator.stop();
    for (const line of emulatorLog.splice(0)) console.log(line);
  })();
  return stopping;
}

/** Counts from Vitest's JSON report or Playwright Test's (its `stats`). */
function readReport(file) {
  if (!existsSync(file)) return undefined;
  try {
    const json = JSON.parse(readFileSync(file, 'utf8'));
    if (json.stats) {
      const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = json.stats;
      // No retries are configured, so "flaky" never happens; counted as failed if it does.
      return { passed: expected, failed: unexpected + flaky, skipped };
    }
    return {
      passed: json.numPassedTests ?? 0,
      failed: json.numFailedTests ?? 0,
      skipped: (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0),
    };
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------------------------------------
const started = Date.now();
onInterrupt(stopEmulator, () => emulator?.killSync());
for (const file of [UNIT_JSON, E2E_JSON]) rmSync(file, { force: true });

const results = []; // { title, status: 'passed'|'failed'|'skipped'|'not run', time, code }
let failedAt = -1;
for (const [index, step] of steps.entries()) {
  if (failedAt >= 0 || interruptedSignal()) {
    results.push({ step, status: 'not run', time: '' });
    continue;
  }
  console.log(`\n${paint('36;1', `━━━ [${index + 1}/${steps.length}] ${step.title} ━━━`)}`);
  const t = Date.now();
  let outcome;
  try {
    outcome = await step.run();
  } catch (error) {
    console.error(paint('31', error.message));
    outcome = 1;
  }
  const time = seconds(t);
  if (outcome === 'skipped') {
    results.push({ step, status: 'skipped', time });
  } else if (outcome === 0) {
    console.log(paint('32', `✓ passed in ${time}`));
    results.push({ step, status: 'passed', time });
  } else {
    const why = interruptedSignal() ? `interrupted by ${interruptedSignal()}` : `exit ${outcome}`;
    console.log(paint('31;1', `✗ FAILED (${why}) after ${time}; stopping here.`));
    results.push({ step, status: 'failed', time, code: outcome });
    failedAt = index;
  }
}

console.log(`\n${paint('36;1', '━━━ Clean-up ━━━')}`);
await stopEmulator();

let passed = 0;
let failed = 0;
let skipped = 0;
console.log(`\n${paint('36;1', '━━━ Summary ━━━')}`);
for (const [index, { step, status, time }] of results.entries()) {
  let detail = '';
  const report = step.report ? readReport(step.report) : undefined;
  if (report) {
    passed += report.passed;
    failed += report.failed;
    skipped += report.skipped;
    detail = ` (${report.passed} passed, ${report.failed} failed, ${report.skipped} skipped)`;
  }
  if (status === 'failed' && (report?.failed ?? 0) === 0) failed += 1; // non-test or crashed step
  const mark = { passed: '✓', failed: '✗', skipped: '!', 'not run': '·' }[status];
  console.log(
    `${mark} ${String(index + 1).padStart(2)}. ${step.title.padEnd(68)} ${status.padEnd(7)} ${time}${detail}`,
  );
}
console.log(`Total ${seconds(started)}.`);
const ok = failedAt < 0 && failed === 0;
console.log(`${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`);
process.exit(interruptedExitCode(ok ? 0 : 1));
