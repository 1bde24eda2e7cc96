#!/usr/bin/env node
// The performance bench: a production build served on a random loopback port by the
// Hosting emulator with firebase.json's headers (scripts/hosting.mjs), measured in Debian
// Chromium beside the floor app. Prints one table (medians of --runs runs, or pairs of runs), writes
// JSON to bench/results/, and exits 1 when the bench is sure a budget (bench/budgets.mjs) is
// missed: when the interval of its figure lies beyond the limit. A budget whose interval straddles
// its limit gets --more runs of its page, up to --max-runs, before it is judged.
//
//   npm run bench                                  build the shop into bench/results/dist and the
//                                                  floor app (bench/floor/) into bench/results/floor,
//                                                  serve both from bench/results/site (the floor
//                                                  under /floor/), measure them side by side, check
//   node bench/run.mjs --dist /tmp/x/dist          measure an existing build (e.g. an older commit;
//                                                  served under this tree's firebase.json)
//   node bench/run.mjs --compare bench/results/before.json    a "before" column beside this run
//   options: --runs 5  --more 5  --max-runs 15
//            --only sizes,lighthouse,warm,scale  --scale 100,1000,10000  --label after
//            --pages home,plants  (Lighthouse pages: home, plants, login, plant)
//            --out bench/results/after.json  --no-fail
//            --no-wait   do not wait for idle CPUs before each part (the bench waits up to
//                        --max-wait seconds, default 60, for them, and records how idle they were)
//
// Needs the Firebase Auth emulator (127.0.0.1:9099): the preview banner polls it and /plant and
// /cart need a signed-in user. It is reused when it answers, otherwise started and stopped here.
import { execFileSync } from 'node:child_process';
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, totalmem, type as osType, release } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startAuthEmulator } from '../scripts/emulator.mjs';
import { startHosting } from '../scripts/hosting.mjs';
import { launchBrowser, signedInStorageState } from './browser.mjs';
import {
  checkBudgets,
  lighthouseBudgets,
  SCALE_PLANTS,
  scaleBudgets,
  unsureOf,
} from './budgets.mjs';
import { measureLighthouse, measureWarm } from './lighthouse.mjs';
import { loadGenerator } from './plants.mjs';
import { waitForQuiet } from './quiet.mjs';
import { measureScale } from './scale.mjs';
import { buildTotals, measureSizes } from './sizes.mjs';
import { describe, summary } from './budgetText.mjs';
import { printTable } from './table.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RESULTS = join(ROOT, 'bench', 'results');

const { values: args } = parseArgs({
  options: {
    dist: { type: 'string' },
    runs: { type: 'string', default: '5' },
    more: { type: 'string', default: '5' },
    'max-runs': { type: 'string', default: '15' },
    pages: { type: 'string', default: 'home,plants,login,plant' },
    'max-wait': { type: 'string', default: '60' },
    only: { type: 'string', default: 'sizes,lighthouse,warm,scale' },
    scale: { type: 'string', default: '100,1000,10000' },
    label: { type: 'string', default: 'current' },
    out: { type: 'string' },
    compare: { type: 'string' },
    'no-fail': { type: 'boolean', default: false },
    'no-wait': { type: 'boolean', default: false },
  },
});
const runs = Math.max(1, Number(args.runs));
// More runs of a page while one of its budgets is unsure, up to maxRuns in all.
const more = Math.max(1, Number(args.more));
const maxRuns = Math.max(runs, Number(args['max-runs']));
const only = new Set(args.only.split(','));
const log = (line) => console.log(line);

const SIZE_ROUTES = [
  { name: 'home', path: '/' },
  { name: 'plants', path: '/plants' },
  { name: 'login', path: '/login' },
  { name: 'plant', path: '/plant/1', signedIn: true },
];
const LIGHTHOUSE_PAGES = [
  { name: 'home', path: '/' },
  { name: 'plants', path: '/plants' },
  { name: 'login', path: '/login' },
  { name: 'plant', path: '/plant/1', signedIn: true },
];
/** Opened a second time with the offline worker in control, beside their cold figures. */
const WARM_PAGES = [
  { name: 'home', path: '/' },
  { name: 'plants', path: '/plants' },
];
/** Where the floor app (bench/floor/, built with base /floor/) is served, beside the shop. */
const FLOOR_PATH = '/floor/';
const SITE = join(RESULTS, 'site');

function build(what, outDir, extra = []) {
  log(`Building ${what} into ${outDir} ...`);
  execFileSync(
    join(ROOT, 'node_modules', '.bin', 'vite'),
    ['build', ...extra, '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: ROOT, stdio: 'inherit' },
  );
  return outDir;
}

function machine(browserVersion, lighthouseVersion) {
  const cpu = cpus();
  return {
    cpu: `${cpu[0]?.model ?? 'unknown'} x${cpu.length}`,
    memoryGB: Math.round(totalmem() / 2 ** 30),
    os: `${osType()} ${release()}`,
    node: process.version,
    chromium: browserVersion,
    lighthouse: lighthouseVersion,
    // The machine's 1-minute load when the bench started: other work on it skews every time.
    loadAverageAtStart: Number(loadavg()[0].toFixed(2)),
  };
}

async function main() {
  const dir = args.dist ? resolve(args.dist) : build('the current tree', join(RESULTS, 'dist'));
  // The floor is always built from this tree's bench/floor/, whichever shop build is measured.
  const floorDir = build('the floor app', join(RESULTS, 'floor'), [
    '--config',
    join(ROOT, 'bench', 'floor', 'vite.config.ts'),
  ]);
  // One site, as it would be deployed: the shop, and the floor in a folder of its own. Both are
  // served the same way, by one server, with the same headers (the scale runs write plants.json
  // into this copy, never into the build).
  await rm(SITE, { recursive: true, force: true });
  await cp(dir, SITE, { recursive: true });
  await cp(floorDir, join(SITE, FLOOR_PATH), { recursive: true });
  const emulator = await startAuthEmulator({ log: (line) => log(`[emulator] ${line}`) });
  const server = await startHosting({ dir: SITE });
  const browser = await launchBrowser();
  const lighthouseVersion = JSON.parse(
    await readFile(join(ROOT, 'node_modules', 'lighthouse', 'package.json'), 'utf8'),
  ).version;
  const result = {
    label: args.label,
    date: new Date().toISOString(),
    dist: dir,
    runs,
    machine: machine(browser.version(), lighthouseVersion),
  };
  try {
    await emulator.ready;
    log(
      `Serving ${dir} (and the floor under ${FLOOR_PATH}) on ${server.url}; ` +
        `${runs} run(s) of everything, medians reported.`,
    );
    if (result.machine.loadAverageAtStart > cpus().length / 2) {
      log(
        `Warning: load average ${result.machine.loadAverageAtStart} on ${cpus().length} CPUs: ` +
          'other work on this machine will slow the timings down.',
      );
    }
    // Before each timed part: wait (a capped while) for idle CPUs; the idle share is recorded.
    const maxWaitMs = Number(args['max-wait']) * 1000;
    const settle = args['no-wait'] ? async () => null : () => waitForQuiet({ log, maxWaitMs });
    const pages = LIGHTHOUSE_PAGES.filter((page) => args.pages.split(',').includes(page.name));
    // A new user for each part that needs one: the emulator is shared, and another suite may wipe
    // its accounts while the bench runs (a session whose user is gone signs out on load).
    const session = () => signedInStorageState(browser, server.url);

    if (only.has('sizes')) {
      log('JS and CSS before the first render:');
      result.sizes = await measureSizes({
        browser,
        baseURL: server.url,
        dir: SITE,
        routes: SIZE_ROUTES,
        runs,
        storageState: await session(),
        log,
      });
      result.sizes.build = await buildTotals(dir);
      // The floor's first render, measured the same way: what the stack alone loads before it.
      const floor = await measureSizes({
        browser,
        baseURL: server.url,
        dir: SITE,
        routes: [{ name: 'floor', path: FLOOR_PATH }],
        runs,
        log,
      });
      result.sizes.floor = floor.routes.floor;
    }
    if (only.has('lighthouse')) {
      log(
        `Lighthouse (mobile preset), each shop run paired with a run of the floor (${FLOOR_PATH}):`,
      );
      result.lighthouse = await measureLighthouse({
        baseURL: server.url,
        floorPath: FLOOR_PATH,
        pages,
        runs,
        morePairs: more,
        maxPairs: maxRuns,
        unsure: (page) => unsureOf(lighthouseBudgets(page)),
        settle,
        storageState: pages.some((page) => page.signedIn) ? await session() : undefined,
        log,
      });
    }
    if (only.has('warm')) {
      log('Lighthouse, a second visit with the offline worker in control:');
      result.warm = await measureWarm({
        baseURL: server.url,
        pages: WARM_PAGES.filter((page) => args.pages.split(',').includes(page.name)),
        runs,
        settle,
        log,
      });
    }
    if (only.has('scale')) {
      log('Scale (generated catalogues):');
      const generate = await loadGenerator(ROOT);
      result.scale = await measureScale({
        browser,
        server,
        floorPath: FLOOR_PATH,
        sizes: args.scale.split(',').map(Number),
        runs,
        moreRuns: more,
        maxRuns,
        unsure: (row) => (row.plants === SCALE_PLANTS ? unsureOf(scaleBudgets(row)) : []),
        storageState: await session(),
        generate,
        settle,
        log,
      });
    }
  } finally {
    await browser.close();
    await server.stop();
    await emulator.stop();
  }

  result.machine.loadAverageAtEnd = Number(loadavg()[0].toFixed(2));
  result.budgets = checkBudgets(result);
  const out = args.out ? resolve(args.out) : join(RESULTS, `${args.label}.json`);
  await writeFile(out, `${JSON.stringify(result, null, 2)}\n`);
  const before = args.compare ? JSON.parse(await readFile(resolve(args.compare), 'utf8')) : null;
  printTable(result, before);
  log(`\nJSON: ${out}`);

  log(`\n${summary(result.budgets)}`);
  for (const budget of result.budgets.filter((item) => item.verdict !== 'met'))
    log(`  - ${budget.verdict === 'missed' ? 'MISSED' : 'unsure'}: ${describe(budget)}`);
  if (result.budgets.some((budget) => !budget.ok) && !args['no-fail']) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 2;
});
