// Lighthouse (node API, default config = the mobile preset with simulated throttling) against
// Debian Chromium, started here with the project's flags and a DevTools port.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH, median } from './browser.mjs';

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

function summarise(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  const failed = [];
  for (const id of CATEGORIES.slice(1)) {
    for (const ref of lhr.categories[id].auditRefs) {
      const result = lhr.audits[ref.id];
      if (ref.weight > 0 && result.score !== null && result.score < 1)
        failed.push(`${id}:${ref.id}`);
    }
  }
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
    seo: Math.round(lhr.categories.seo.score * 100),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    siMs: audit('speed-index'),
    failedAudits: failed,
    runtimeError: lhr.runtimeError?.message ?? null,
    warnings: lhr.runWarnings ?? [],
  };
}

/**
 * Lighthouse `runs` times per page (a fresh Chromium per page; Lighthouse resets storage and
 * cache between runs); the median of each figure.
 */
export async function measureLighthouse({ baseURL, pages, runs, settle, log }) {
  const results = {};
  for (const page of pages) {
    const samples = [];
    const cpuIdle = await settle();
    const chromium = await startChromium();
    try {
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(`${baseURL}${page.path}`, {
          port: chromium.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
        });
        const summary = summarise(result.lhr);
        // A run Lighthouse could not finish counts as missing, and says why.
        if (summary.runtimeError) log(`  ${page.path}, run ${run + 1}: ${summary.runtimeError}`);
        else samples.push(summary);
      }
    } finally {
      await chromium.stop();
    }
    const pick = (key) => median(samples.map((sample) => sample[key]));
    results[page.name] = {
      path: page.path,
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      bestPractices: pick('bestPractices'),
      seo: pick('seo'),
      fcpMs: pick('fcpMs'),
      lcpMs: pick('lcpMs'),
      tbtMs: pick('tbtMs'),
      cls: pick('cls'),
      siMs: pick('siMs'),
      samples: samples.map(({ performance, fcpMs, lcpMs, tbtMs, cls }) => ({
        performance,
        fcpMs,
        lcpMs,
        tbtMs,
        cls,
      })),
      failedAudits: [...new Set(samples.flatMap((sample) => sample.failedAudits))],
      cpuIdleBefore: cpuIdle,
    };
    const r = results[page.name];
    log(
      `  ${page.path.padEnd(10)} perf ${r.performance} a11y ${r.accessibility} bp ${r.bestPractices} seo ${r.seo} ` +
        `LCP ${Math.round(r.lcpMs)} ms TBT ${Math.round(r.tbtMs)} ms CLS ${r.cls?.toFixed(3)}` +
        (r.failedAudits.length ? `  (failed: ${r.failedAudits.join(', ')})` : ''),
    );
  }
  return results;
}
