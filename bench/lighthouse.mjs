// Lighthouse (node API, default config = the mobile preset with simulated throttling) against
// Debian Chromium, started here with the project's flags and a DevTools port. Each run of a shop
// page is paired with a run of the floor app (bench/floor/) in the same Chromium, from
// the same server, one right after the other: on a shared machine both see the same load, so the
// difference between them is what the shop adds to the least its stack costs.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, median } from './browser.mjs';
import { runUntilSure } from './runUntilSure.mjs';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Starts Chromium with a fresh profile; resolves with its DevTools port and a stop function. */
async function startChromium() {
  const profile = await mkdtemp(join(tmpdir(), 'bench-lighthouse-'));
  const child = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_ARGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise((resolvePort, rejectPort) => {
    let output = '';
    const timer = setTimeout(
      () => rejectPort(new Error(`Chromium gave no port:\n${output}`)),
      30_000,
    );
    child.stderr.on('data', (chunk) => {
      output += chunk;
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolvePort(Number(match[1]));
      }
    });
    child.once('exit', (code) => rejectPort(new Error(`Chromium exited (${code}):\n${output}`)));
  });
  child.stderr.resume();
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((done) => setTimeout(done, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    await rm(profile, { recursive: true, force: true });
  };
  return { port, stop };
}

/** Main-thread time by Lighthouse's groups (ms, CPU slowdown applied, as Lighthouse reports it). */
const GROUPS = {
  scriptEvaluation: 'Script Evaluation',
  styleLayout: 'Style & Layout',
  rendering: 'Rendering',
  other: 'Other',
};

const score = (category) => (category ? Math.round(category.score * 100) : null);

/**
 * Lighthouse's own breakdown of the LCP (`largest-contentful-paint-element`): the element, and its
 * phases in the audit's order: time to first byte, load delay (first byte to the picture's
 * request), load time, render delay (the picture's arrival to its paint). A text element has no
 * load phases: its render delay is all from the first byte. Under simulated throttling the phases
 * are the observed load's times scaled to the simulated LCP, so the render delay is whatever of
 * the simulated LCP comes after the picture's scaled arrival.
 */
function lcpBreakdown(lhr) {
  const [elementTable, phaseTable] =
    lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = elementTable?.items?.[0]?.node;
  const [ttfb, loadDelay, loadTime, renderDelay] = (phaseTable?.items ?? []).map(
    (item) => item.timing,
  );
  return {
    // The selector's last two steps ("div.relative > img.absolute"): enough to tell which it is.
    lcpElement: node?.selector?.split(' > ').slice(-2).join(' > ') ?? node?.snippet ?? null,
    ttfbMs: ttfb ?? null,
    lcpLoadDelayMs: loadDelay ?? null,
    lcpLoadTimeMs: loadTime ?? null,
    lcpRenderDelayMs: renderDelay ?? null,
  };
}

/**
 * The load as it happened, before Lighthouse's simulation (its `metrics` audit): no network or
 * CPU throttling. The simulated LCP is estimated from the requests that had finished by this
 * LCP, so a picture that paints with the first paint here can still come later there.
 */
function observed(lhr) {
  const metrics = lhr.audits.metrics?.details?.items?.[0] ?? {};
  const fcp = metrics.observedFirstContentfulPaint ?? null;
  const lcp = metrics.observedLargestContentfulPaint ?? null;
  return {
    observedFcpMs: fcp,
    observedLcpMs: lcp,
    observedLcpAfterFcpMs: fcp === null || lcp === null ? null : lcp - fcp,
  };
}

/**
 * 1 when an audit passed, 0 when it did not (a failed audit that estimates no savings scores 0.5),
 * null when it did not apply: `lcp-lazy-loaded`, a diagnostic weighed 0 in the score, does not
 * apply when the largest paint is no picture in view.
 */
function passed(audit) {
  return typeof audit?.score === 'number' ? Number(audit.score === 1) : null;
}

function summarise(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  const failed = [];
  for (const id of CATEGORIES.slice(1)) {
    // A run of the performance category only (the second visit) has no other category.
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const result = lhr.audits[ref.id];
      if (ref.weight > 0 && result.score !== null && result.score < 1)
        failed.push(`${id}:${ref.id}`);
    }
  }
  const breakdown = lhr.audits['mainthread-work-breakdown']?.details?.items ?? [];
  const group = (label) => breakdown.find((item) => item.groupLabel === label)?.duration ?? 0;
  const longTasks = lhr.audits['long-tasks']?.details?.items ?? [];
  return {
    performance: score(lhr.categories.performance),
    accessibility: score(lhr.categories.accessibility),
    bestPractices: score(lhr.categories['best-practices']),
    seo: score(lhr.categories.seo),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    siMs: audit('speed-index'),
    mainThreadMs: audit('mainthread-work-breakdown'),
    lcpNotLazy: passed(lhr.audits['lcp-lazy-loaded']),
    ...lcpBreakdown(lhr),
    ...observed(lhr),
    ...Object.fromEntries(Object.entries(GROUPS).map(([key, label]) => [`${key}Ms`, group(label)])),
    longestTaskMs: Math.max(0, ...longTasks.map((task) => task.duration)),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    failedAudits: failed,
    runtimeError: lhr.runtimeError?.message ?? null,
  };
}

/** The figures kept per side, as medians of the runs. */
export const FIGURES = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'fcpMs',
  'lcpMs',
  'ttfbMs',
  'lcpLoadDelayMs',
  'lcpLoadTimeMs',
  'lcpRenderDelayMs',
  'observedFcpMs',
  'observedLcpMs',
  'observedLcpAfterFcpMs',
  'tbtMs',
  'siMs',
  'cls',
  'mainThreadMs',
  'lcpNotLazy',
  ...Object.keys(GROUPS).map((key) => `${key}Ms`),
  'longestTaskMs',
  'benchmarkIndex',
];

function medians(samples) {
  const out = Object.fromEntries(
    FIGURES.map((key) => [key, median(samples.map((sample) => sample[key]))]),
  );
  out.runs = samples.length;
  // The LCP element the runs named most often (a page can name another one in a slow run).
  const elements = samples.map((sample) => sample.lcpElement).filter(Boolean);
  out.lcpElement =
    elements.sort(
      (a, b) =>
        elements.filter((element) => element === b).length -
        elements.filter((element) => element === a).length,
    )[0] ?? null;
  out.failedAudits = [...new Set(samples.flatMap((sample) => sample.failedAudits))];
  return out;
}

/**
 * One Lighthouse run of `url` in `page`. Signed in (`localStorage` given): the origin's storage
 * and the HTTP cache are cleared here, the session written into local storage, and Lighthouse told
 * not to reset storage itself (which would sign the user out); otherwise Lighthouse resets both.
 */
async function runOnce(page, url, localStorage) {
  const flags = { output: 'json', logLevel: 'error', onlyCategories: CATEGORIES };
  if (localStorage) {
    const origin = new URL(url).origin;
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    await cdp.detach();
    // A static file of the same origin: the app does not run, only its storage is written.
    await page.goto(`${origin}/robots.txt`);
    await page.evaluate((entries) => {
      for (const { name, value } of entries) window.localStorage.setItem(name, value);
    }, localStorage);
    await page.goto('about:blank');
    flags.disableStorageReset = true;
  }
  const result = await lighthouse(url, flags, undefined, page);
  return summarise(result.lhr);
}

/**
 * A return visit: the origin's storage and caches cleared, the page opened once so the
 * offline worker installs and precaches the shop, then Lighthouse told to reset nothing, so the
 * page loads with the worker in control and the browser's cache as a shopper's second visit has.
 */
async function runWarm(page, url) {
  const origin = new URL(url).origin;
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  await cdp.detach();
  await page.goto(url, { waitUntil: 'load' });
  const worker = await page.evaluate(async () => {
    const registration = await Promise.race([
      navigator.serviceWorker.ready,
      new Promise((resolveLater) => setTimeout(resolveLater, 30_000)),
    ]);
    return registration?.active?.scriptURL ?? null;
  });
  if (!worker) return { runtimeError: `no service worker became active on ${url}` };
  await page.goto('about:blank');
  const flags = {
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: true,
  };
  const { lhr } = await lighthouse(url, flags, undefined, page);
  // Lighthouse leaves the tab on the page it measured: was that load the worker's?
  const controlled = await page.evaluate(() => Boolean(navigator.serviceWorker?.controller));
  if (!controlled) return { runtimeError: `the worker did not control the second visit of ${url}` };
  return summarise(lhr);
}

/**
 * The shop's pages opened a second time with the offline worker in control, `runs` times each
 * (the floor has no worker: no pair). Only Lighthouse's performance figures are kept.
 */
export async function measureWarm({ baseURL, pages, runs, settle, log }) {
  const results = {};
  for (const page of pages) {
    await settle();
    const chromium = await startChromium();
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromium.port}` });
    const samples = [];
    try {
      const tab = await browser.newPage();
      for (let run = 0; run < runs; run += 1) {
        const summary = await runWarm(tab, `${baseURL}${page.path}`);
        if (summary.runtimeError)
          log(`  ${page.path} warm, run ${run + 1}: ${summary.runtimeError}`);
        else samples.push(summary);
      }
    } finally {
      await browser.disconnect();
      await chromium.stop();
    }
    results[page.name] = { path: page.path, shop: medians(samples) };
    const warm = results[page.name].shop;
    log(
      `  ${page.path.padEnd(10)} warm: perf ${warm.performance} FCP ${Math.round(warm.fcpMs)} ms ` +
        `LCP ${Math.round(warm.lcpMs)} ms TBT ${Math.round(warm.tbtMs)} ms`,
    );
  }
  return results;
}

/**
 * Per page, `runs` pairs of Lighthouse runs: the shop's page and the floor, alternating which goes
 * first, in one Chromium (a fresh one per page). Signed-in pages open the floor signed in as well.
 * While `unsure(pageResult)` names budgets whose interval straddles their limit, `morePairs` more
 * pairs are run, up to `maxPairs` in all, and the log says so.
 * @returns {Promise<Record<string, { path: string, signedIn: boolean, shop: object, floor: object,
 *   pairs: { shop: object, floor: object }[], cpuIdleBefore: number | null }>>}
 */
export async function measureLighthouse({
  baseURL,
  floorPath,
  pages,
  runs,
  morePairs = runs,
  maxPairs = runs,
  unsure = () => [],
  settle,
  storageState,
  log,
}) {
  const results = {};
  for (const page of pages) {
    const cpuIdle = await settle();
    const chromium = await startChromium();
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromium.port}` });
    const localStorage = page.signedIn
      ? (storageState?.origins.find((entry) => entry.origin === new URL(baseURL).origin)
          ?.localStorage ?? [])
      : null;
    if (page.signedIn && !localStorage?.length)
      throw new Error(`${page.path}: no signed-in session`);
    const pairs = [];
    const result = () => ({
      path: page.path,
      signedIn: Boolean(page.signedIn),
      shop: medians(pairs.map((pair) => pair.shop)),
      floor: medians(pairs.map((pair) => pair.floor)),
      pairs,
      cpuIdleBefore: cpuIdle,
    });
    try {
      const tab = await browser.newPage();
      await runUntilSure({
        runs,
        more: morePairs,
        maxRuns: maxPairs,
        runOnce: async (run) => {
          const order = run % 2 === 0 ? ['shop', 'floor'] : ['floor', 'shop'];
          const pair = {};
          for (const side of order) {
            const url = `${baseURL}${side === 'shop' ? page.path : floorPath}`;
            const summary = await runOnce(tab, url, localStorage);
            // A run Lighthouse could not finish leaves its pair out, and says why.
            if (summary.runtimeError) log(`  ${url}, run ${run + 1}: ${summary.runtimeError}`);
            else pair[side] = summary;
          }
          if (pair.shop && pair.floor) pairs.push(pair);
        },
        unsure: () => unsure(result()),
        say: (names, count) =>
          log(`  ${page.path.padEnd(10)} unsure of ${names.join('; ')}: ${count} more pairs`),
      });
    } finally {
      await browser.disconnect();
      await chromium.stop();
    }
    const r = result();
    results[page.name] = r;
    const line = (side) =>
      `perf ${side.performance} FCP ${Math.round(side.fcpMs)} ms LCP ${Math.round(side.lcpMs)} ms ` +
      `(render delay ${Math.round(side.lcpRenderDelayMs)} ms) TBT ${Math.round(side.tbtMs)} ms ` +
      `SI ${Math.round(side.siMs)} ms main thread ${Math.round(side.mainThreadMs)} ms`;
    log(
      `  ${page.path.padEnd(10)} ${pairs.length} pairs: shop ${line(r.shop)} | floor ${line(r.floor)} | ` +
        `benchmarkIndex ${Math.round(r.shop.benchmarkIndex)}` +
        (r.shop.failedAudits.length ? `  (failed: ${r.shop.failedAudits.join(', ')})` : ''),
    );
  }
  return results;
}
