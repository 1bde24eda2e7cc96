#!/usr/bin/env node
// The search on /plants with a generated catalogue, at Lighthouse's 4x CPU slowdown (Chrome
// DevTools Protocol Emulation.setCPUThrottlingRate, set once the first grid is shown):
//
// - set-up: the search box is focused, which fetches the search's chunk and starts its index,
//   and the search's first letter typed at once: the time until its answer is shown, the main
//   thread's work (CDP Performance.getMetrics TaskDuration) until it has been quiet for a second,
//   and the longest task in it;
// - each later keystroke: the main thread's work from the key until the grid is no longer busy
//   and a frame has been drawn, and the interaction's next paint (Event Timing: the longest
//   event of that key);
// - the URL write once typing pauses (the search is committed after 300 ms);
// - the worst 100-character query at 100,000 plants: the worker's own code (the MiniSearch index
//   and rankedSearch) run in Node, unthrottled, over the same generated plants; each candidate
//   query timed several times, its median kept, the worst median printed. `--against <dir>` times
//   another checkout's code (with its node_modules) in the same run, alternated, side by side.
//
//   node bench/search.mjs                       build, then 10,000 and 100,000 plants, 3 runs each
//   node bench/search.mjs --dist dist --sizes 10000 --runs 5 --search monstra --out x.json
//   node bench/search.mjs --queries-only --against /tmp/old-checkout    the worst query alone
//   node bench/search.mjs --page header --sizes 10000   the same, typed into the top bar's search on /
//
// Medians over runs (and, for keystrokes, over the keys of every run; each key's own median too,
// and the slowest key's, since every keystroke is to stay under its budget). Needs the Auth emulator
// as the bench does (reused when it answers). Prints a table and writes JSON to bench/results/.
import { execFileSync } from 'node:child_process';
import { runnerImport } from 'vite';
import { existsSync } from 'node:fs';
import { cp, mkdir, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startAuthEmulator } from '../scripts/emulator.mjs';
import { startHosting } from '../scripts/hosting.mjs';
import { launchBrowser, median, newContext } from './browser.mjs';
import { loadGenerator } from './plants.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RESULTS = join(ROOT, 'bench', 'results');
const SITE = join(RESULTS, 'search-site');
const CPU_SLOWDOWN = 4;
/**
 * Where the search is typed. The listing: its own box, its grid's wrapper aria-busy while the grid
 * lags the box. The top bar's search on the home page: the combobox, its listbox aria-busy until
 * the first answer (and absent until the focus has fetched its code).
 */
const PAGES = {
  plants: {
    path: '/plants',
    ready: 'ul[aria-label="Plants"] article',
    searchBox: 'input[type="search"]',
    results: '[aria-busy]',
    found: 'ul[aria-label="Plants"] article',
  },
  header: {
    path: '/',
    ready: 'main h1',
    searchBox: 'header input[role="combobox"]',
    results: 'header [role="listbox"]',
    found: 'header [role="listbox"] [role="option"]',
  },
};
/** The set-up is over once the main thread adds under QUIET_WORK_MS of work in QUIET_MS. */
const QUIET_MS = 1000;
const QUIET_WORK_MS = 20;
/** ... or after this long, whatever it is doing (reported). */
const QUIET_CAP_MS = 30_000;

const { values: args } = parseArgs({
  options: {
    dist: { type: 'string' },
    sizes: { type: 'string', default: '10000,100000' },
    runs: { type: 'string', default: '3' },
    search: { type: 'string', default: 'monstra' },
    out: { type: 'string' },
    'queries-only': { type: 'boolean', default: false },
    against: { type: 'string' },
    'query-plants': { type: 'string', default: '100000' },
    'query-runs': { type: 'string', default: '5' },
    page: { type: 'string', default: 'plants' },
  },
});
const PAGE = PAGES[args.page];
if (!PAGE) throw new Error(`--page is one of ${Object.keys(PAGES).join(', ')}`);

const log = (line) => console.log(line);

function build() {
  const out = join(RESULTS, 'search-dist');
  log('Building the current tree into bench/results/search-dist ...');
  execFileSync(join(ROOT, 'node_modules', '.bin', 'vite'), ['build', '--outDir', out], {
    cwd: ROOT,
    stdio: 'ignore',
  });
  return out;
}

/** Runs in the page before any script: long tasks and input events, kept for the bench. */
function watchMainThread() {
  const tasks = [];
  const events = [];
  Object.defineProperty(window, '__benchTasks', { get: () => tasks });
  Object.defineProperty(window, '__benchEvents', { get: () => events });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push({ at: entry.startTime, ms: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId)
        events.push({ at: entry.startTime, name: entry.name, ms: entry.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

async function taskSeconds(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((metric) => metric.name === 'TaskDuration').value;
}

/**
 * Main-thread ms from `before` until a QUIET_MS in which it added under QUIET_WORK_MS (that quiet
 * second's own work left out), or until QUIET_CAP_MS.
 */
async function workUntilQuiet(cdp, page, before) {
  const started = Date.now();
  let last = await taskSeconds(cdp);
  for (;;) {
    await page.waitForTimeout(QUIET_MS);
    const now = await taskSeconds(cdp);
    if ((now - last) * 1000 < QUIET_WORK_MS) return (last - before) * 1000;
    if (Date.now() - started > QUIET_CAP_MS) {
      log(
        `    (not quiet after ${QUIET_CAP_MS / 1000} s: ${Math.round((now - last) * 1000)} ms in the last second)`,
      );
      return (now - before) * 1000;
    }
    last = now;
  }
}

/** In the page: resolves once the results are shown and not busy, and a frame has been drawn after that. */
function settled(page) {
  return page.evaluate(
    async ({ box }) => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      for (;;) {
        await frame();
        const results = document.querySelector(box);
        if (results !== null && results.getAttribute('aria-busy') !== 'true') break;
      }
      await frame();
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
    { box: PAGE.results },
  );
}

async function once(browser, baseURL, search) {
  const context = await newContext(browser, baseURL);
  try {
    await context.addInitScript(watchMainThread);
    const page = await context.newPage();
    await page.goto(PAGE.path, { timeout: 300_000 });
    await page.locator(PAGE.ready).first().waitFor({ timeout: 300_000 });
    await page.waitForLoadState('load');
    await page.waitForTimeout(1500);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.waitForTimeout(500);

    // Set-up: the focus fetches the search's code and starts its index, and the first key is
    // typed at once: the first answer waits for both. The first key's work is the set-up's.
    const [first, ...rest] = search;
    // A build without a search chunk (an older commit, measured for comparison) has no set-up.
    const chunk = page
      .waitForResponse(
        (response) => /createRankedSearchEngine|createSearchPlants/.test(response.url()),
        {
          timeout: 15_000,
        },
      )
      .then(
        () => true,
        () => false,
      );
    const setupFrom = await page.evaluate(() => performance.now());
    const before = await taskSeconds(cdp);
    const wallFrom = Date.now();
    await page.focus(PAGE.searchBox);
    await page.keyboard.press(first);
    await settled(page);
    const firstAnswerMs = Date.now() - wallFrom;
    const fetched = await chunk;
    const setupMs = await workUntilQuiet(cdp, page, before);
    const setupLongest = await page.evaluate(
      (from) => Math.max(0, ...window.__benchTasks.filter((t) => t.at >= from).map((t) => t.ms)),
      setupFrom,
    );

    // Each keystroke, one at a time, each given time to settle (less than the 300 ms pause).
    const keys = [];
    for (const key of rest) {
      const from = await page.evaluate(() => performance.now());
      const start = await taskSeconds(cdp);
      await page.keyboard.press(key);
      await settled(page);
      const workMs = ((await taskSeconds(cdp)) - start) * 1000;
      const nextPaintMs = await page.evaluate(
        (at) => Math.max(0, ...window.__benchEvents.filter((e) => e.at >= at).map((e) => e.ms)),
        from,
      );
      keys.push({ key, workMs, nextPaintMs });
    }
    const found = await page.locator(PAGE.found).count();
    // The pause that writes the search to the URL, and the render that follows.
    const commitFrom = await taskSeconds(cdp);
    const commitMs = await workUntilQuiet(cdp, page, commitFrom);
    return {
      chunkFetched: fetched,
      firstAnswerMs,
      setupMs,
      setupLongest,
      keys,
      commitMs,
      cardsShown: found,
      url: page.url(),
    };
  } finally {
    await context.close();
  }
}

/** Queries of exactly 100 characters, each a way to make the search do the most work. */
const WORST_QUERY_CANDIDATES = [
  'bcdefghjklmnopqrstuvwxyz0123456789'.split('').join(' '),
  'mo pl le gr fl tr su wa li ho fe ca pa sn iv ro sp po ba pe ch de mi st bo co ma ne di sa va ze fi',
  'monst plant leafy green flowe tropi succu water light grows house cactu palms snake lilys ivies',
  'm mo mon mons monst monste monster monstera p pl pla plan plant s sn sna snak snake f fe fer fern',
  'ficus '.repeat(17),
  'a'.repeat(100),
  // One broad word, said again and again: the search is that word alone (termsThatCount).
  'mo '.repeat(34),
  'p '.repeat(50),
  'plant '.repeat(17),
  'xqzjv kwpyx qjzvx zxqjk vkxzq jxqzv wqzjx kqxzj zvqxj xjkqz qzxjv vxqzk jzqxv kxjqz zkqxj qvxzj xz',
].map((query) => query.padEnd(100, ' x').slice(0, 100));

/** The worker's search code of the checkout at `root`, through Vite's module runner. */
async function searchCodeOf(root) {
  const load = async (path) =>
    (
      await runnerImport(join(root, path), {
        root,
        configFile: false,
        logLevel: 'silent',
        resolve: { alias: { '@': join(root, 'src'), '@test': join(root, 'test') } },
      })
    ).module;
  const { searchDocumentOf } = await load('src/modules/plants/domain/searchRanking.ts');
  const { plantFromRecord } = await load('src/modules/shared/infrastructure/plantSchema.ts');
  const worker = 'src/modules/plants/infrastructure';
  // The worker's index and rankedSearch side by side in infrastructure; an older checkout built
  // its index behind PlantTextIndexPort and kept rankedSearch in the application layer.
  if (existsSync(join(root, worker, 'MiniSearchIndex.ts'))) {
    const [{ buildMiniSearchIndex }, { rankedSearch }] = await Promise.all([
      load(`${worker}/MiniSearchIndex.ts`),
      load(`${worker}/rankedSearch.ts`),
    ]);
    return { buildIndex: buildMiniSearchIndex, rankedSearch, searchDocumentOf, plantFromRecord };
  }
  const [{ MiniSearchPlantTextIndex }, { rankedSearch }] = await Promise.all([
    load(`${worker}/MiniSearchPlantTextIndex.ts`),
    load('src/modules/plants/application/rankedSearch.ts'),
  ]);
  const buildIndex = (documents) => new MiniSearchPlantTextIndex(Infinity).build(documents);
  return { buildIndex, rankedSearch, searchDocumentOf, plantFromRecord };
}

/**
 * The worst 100-character query's median ms over `runs`, per checkout (this one, and `against`'s
 * when given), the checkouts alternated query by query so load on the machine falls on both.
 */
async function worstQuery(generate, plants, runs) {
  const roots = [
    ['this tree', ROOT],
    ...(args.against ? [['against', resolve(args.against)]] : []),
  ];
  const records = generate(plants);
  const searches = [];
  for (const [name, root] of roots) {
    const code = await searchCodeOf(root);
    const documents = records.map(code.plantFromRecord).map(code.searchDocumentOf);
    const started = performance.now();
    const index = await code.buildIndex(documents);
    const buildMs = performance.now() - started;
    // rankedSearch took a plant's name by its id before it took the documents themselves (to rank
    // sold-out plants after): an older checkout is asked the way it asks.
    const nameOf = (id) => documents[id]?.name ?? '';
    const takesDocuments = /^function rankedSearch\([^)]*documents/.test(String(code.rankedSearch));
    const third = takesDocuments ? documents : nameOf;
    searches.push({ name, buildMs, run: (query) => code.rankedSearch(index, query, third) });
  }
  const times = searches.map(() => WORST_QUERY_CANDIDATES.map(() => []));
  // CPU time of the process too: on a machine shared with other work the wall clock is inflated.
  const cpuTimes = searches.map(() => WORST_QUERY_CANDIDATES.map(() => []));
  for (let run = 0; run < runs; run += 1) {
    WORST_QUERY_CANDIDATES.forEach((query, q) => {
      searches.forEach((search, s) => {
        const from = performance.now();
        const cpuFrom = process.cpuUsage();
        try {
          search.run(query);
        } catch {
          // An old checkout's search may throw: timed all the same.
        }
        times[s][q].push(performance.now() - from);
        const cpu = process.cpuUsage(cpuFrom);
        cpuTimes[s][q].push((cpu.user + cpu.system) / 1000);
      });
    });
  }
  return searches.map((search, s) => {
    const medians = times[s].map((samples) => median(samples));
    const worst = medians.indexOf(Math.max(...medians));
    return {
      checkout: search.name,
      plants,
      buildMs: Math.round(search.buildMs),
      worstQuery: WORST_QUERY_CANDIDATES[worst],
      worstQueryMs: Math.round(medians[worst]),
      queryMedians: medians.map(Math.round),
      queryCpuMedians: cpuTimes[s].map((samples) => Math.round(median(samples))),
    };
  });
}

function printWorstQuery(results) {
  for (const r of results) {
    log(
      `Worst 100-character query at ${r.plants.toLocaleString('en')} plants (${r.checkout}): ` +
        `${r.worstQueryMs} ms, median of its runs, for "${r.worstQuery.trim()}" ` +
        `(each query: ${r.queryMedians.join(' · ')} ms; CPU time ${r.queryCpuMedians.join(' · ')} ms; ` +
        `index built in ${r.buildMs} ms; load average ${loadavg()[0].toFixed(1)})`,
    );
  }
}

const round = (value) => (value === null || value === undefined ? null : Math.round(value));

async function main() {
  if (args['queries-only']) {
    const generate = await loadGenerator(ROOT);
    const results = await worstQuery(
      generate,
      Number(args['query-plants']),
      Number(args['query-runs']),
    );
    printWorstQuery(results);
    return;
  }
  const runs = Number(args.runs);
  const sizes = args.sizes.split(',').map(Number);
  const dir = args.dist ? resolve(args.dist) : build();
  await rm(SITE, { recursive: true, force: true });
  await mkdir(SITE, { recursive: true });
  await cp(dir, SITE, { recursive: true });
  const emulator = await startAuthEmulator({ log: (line) => log(`[emulator] ${line}`) });
  const server = await startHosting({ dir: SITE });
  const browser = await launchBrowser();
  const generate = await loadGenerator(ROOT);
  const result = {
    date: new Date().toISOString(),
    cpuSlowdown: CPU_SLOWDOWN,
    search: args.search,
    runs,
    machine: {
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model,
      chromium: browser.version(),
      loadAverageAtStart: Number(loadavg()[0].toFixed(2)),
    },
    sizes: {},
  };
  try {
    await emulator.ready;
    for (const count of sizes) {
      await writeFile(join(SITE, 'plants.json'), JSON.stringify(generate(count)));
      const samples = [];
      for (let run = 0; run < runs; run += 1) {
        const sample = await once(browser, server.url, args.search);
        log(
          `  ${count} plants, run ${run + 1}: first answer after ${round(sample.firstAnswerMs)} ms, ` +
            `set-up work ${round(sample.setupMs)} ms (longest task ` +
            `${round(sample.setupLongest)} ms), keys ${sample.keys.map((k) => `${k.key} ${round(k.workMs)}/${round(k.nextPaintMs)}`).join(', ')} ms ` +
            `(work/next paint), URL write ${round(sample.commitMs)} ms, ${sample.cardsShown} cards shown`,
        );
        samples.push(sample);
      }
      const keys = samples.flatMap((sample) => sample.keys);
      // Each key of the search on its own: `o` (thousands of plants still matched) is not `s`.
      const perKey = samples[0].keys.map(({ key }, index) => ({
        key,
        workMs: round(median(samples.map((sample) => sample.keys[index].workMs))),
      }));
      const slowest = perKey.reduce((worst, key) => (key.workMs > worst.workMs ? key : worst));
      result.sizes[count] = {
        plants: count,
        firstAnswerMs: round(median(samples.map((s) => s.firstAnswerMs))),
        setupMs: round(median(samples.map((s) => s.setupMs))),
        setupLongestTaskMs: round(median(samples.map((s) => s.setupLongest))),
        keystrokeWorkMs: round(median(keys.map((k) => k.workMs))),
        keystrokeWorkWorstMs: round(Math.max(...keys.map((k) => k.workMs))),
        keyWorkMs: perKey,
        slowestKey: slowest,
        nextPaintMs: round(median(keys.map((k) => k.nextPaintMs))),
        nextPaintWorstMs: round(Math.max(...keys.map((k) => k.nextPaintMs))),
        urlWriteMs: round(median(samples.map((s) => s.commitMs))),
        samples,
      };
    }
  } finally {
    await browser.close();
    await server.stop();
    await emulator.stop();
  }
  result.machine.loadAverageAtEnd = Number(loadavg()[0].toFixed(2));
  log(
    `\nSearch on ${args.page === 'header' ? "/, the top bar's search," : '/plants'} at ${CPU_SLOWDOWN}x CPU slowdown, typing "${args.search}", medians of ${runs} run(s):\n`,
  );
  log(
    '| plants | first answer after focus | set-up work (main thread) | set-up longest task | keystroke work (median / worst) | slowest key (its median) | next paint (median / worst) | URL write |',
  );
  log('|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of Object.values(result.sizes)) {
    log(
      `| ${r.plants.toLocaleString('en')} | ${r.firstAnswerMs} ms | ${r.setupMs} ms | ${r.setupLongestTaskMs} ms | ${r.keystrokeWorkMs} / ${r.keystrokeWorkWorstMs} ms | \`${r.slowestKey.key}\` ${r.slowestKey.workMs} ms | ${r.nextPaintMs} / ${r.nextPaintWorstMs} ms | ${r.urlWriteMs} ms |`,
    );
  }
  for (const r of Object.values(result.sizes)) {
    log(
      `\nEach key at ${r.plants.toLocaleString('en')} plants, median of its runs: ${r.keyWorkMs.map((k) => `${k.key} ${k.workMs} ms`).join(' · ')}`,
    );
  }
  result.worstQuery = await worstQuery(
    generate,
    Number(args['query-plants']),
    Number(args['query-runs']),
  );
  log('');
  printWorstQuery(result.worstQuery);
  const out = args.out ? resolve(args.out) : join(RESULTS, 'search.json');
  await mkdir(RESULTS, { recursive: true });
  await writeFile(out, `${JSON.stringify(result, null, 2)}\n`);
  log(`\nJSON: ${out}`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 2;
});
