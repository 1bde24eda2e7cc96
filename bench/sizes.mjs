// JavaScript and CSS bytes (gzip) loaded before the first render of a route: every .js/.css
// request the page started before the app first put text into #root, each file gzipped here
// with zlib (default level, as the bench server sends it) from the build folder.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { median, newContext } from './browser.mjs';

/** Runs in the page before any script: the time the app first renders something readable. */
function watchFirstRender() {
  const state = { firstRender: null };
  Object.defineProperty(window, '__benchFirstRender', { get: () => state.firstRender });
  const observer = new MutationObserver(() => {
    const root = document.getElementById('root');
    if (root && root.textContent.trim() !== '') {
      state.firstRender = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

async function gzipSizeOf(dir, pathname, cache) {
  if (!cache.has(pathname)) {
    const body = await readFile(join(dir, decodeURIComponent(pathname)));
    cache.set(pathname, { raw: body.length, gzip: gzipSync(body).length });
  }
  return cache.get(pathname);
}

/** One load of `path` in a fresh context: the files requested before the first render. */
async function measureOnce(browser, baseURL, dir, path, storageState, cache) {
  const context = await newContext(browser, baseURL, storageState ? { storageState } : {});
  try {
    await context.addInitScript(watchFirstRender);
    const page = await context.newPage();
    await page.goto(path, { waitUntil: 'load' });
    await page.waitForFunction(() => window.__benchFirstRender !== null);
    const { firstRender, fcp, resources, finalPath } = await page.evaluate(() => ({
      firstRender: window.__benchFirstRender,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      finalPath: location.pathname,
      resources: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < window.__benchFirstRender)
        .map((entry) => entry.name),
    }));
    const origin = new URL(baseURL).origin;
    const files = [];
    for (const name of resources) {
      const url = new URL(name);
      if (url.origin !== origin || !/\.(js|css)$/.test(url.pathname)) continue;
      files.push({ path: url.pathname, ...(await gzipSizeOf(dir, url.pathname, cache)) });
    }
    const sum = (ext) =>
      files.filter((file) => file.path.endsWith(ext)).reduce((total, file) => total + file.gzip, 0);
    return { firstRender, fcp, finalPath, js: sum('.js'), css: sum('.css'), files };
  } finally {
    await context.close();
  }
}

/**
 * @param {{ browser: import('playwright-core').Browser, baseURL: string, dir: string,
 *   routes: { name: string, path: string, signedIn?: boolean }[], runs: number,
 *   storageState?: object, log: (line: string) => void }} options
 */
export async function measureSizes({ browser, baseURL, dir, routes, runs, storageState, log }) {
  const cache = new Map();
  const results = {};
  for (const route of routes) {
    const samples = [];
    for (let run = 0; run < runs; run += 1) {
      samples.push(
        await measureOnce(
          browser,
          baseURL,
          dir,
          route.path,
          route.signedIn ? storageState : undefined,
          cache,
        ),
      );
    }
    const last = samples[samples.length - 1];
    results[route.name] = {
      path: route.path,
      shown: last.finalPath,
      jsGzip: median(samples.map((sample) => sample.js)),
      jsGzipRuns: samples.map((sample) => sample.js),
      cssGzip: median(samples.map((sample) => sample.css)),
      firstRenderMs: median(samples.map((sample) => sample.firstRender)),
      files: last.files.map((file) => `${file.path} ${file.gzip}`),
    };
    const r = results[route.name];
    log(
      `  ${route.path.padEnd(10)} js ${(r.jsGzip / 1000).toFixed(1)} kB, css ${(r.cssGzip / 1000).toFixed(1)} kB gzip (${last.files.length} files, shown at ${r.shown})`,
    );
  }
  // Every distinct file any route needed before its first render, counted once.
  const all = new Map();
  for (const path of Object.values(results).flatMap((r) => r.files.map((f) => f.split(' ')[0]))) {
    all.set(path, cache.get(path).gzip);
  }
  const sum = (ext) =>
    [...all].filter(([path]) => path.endsWith(ext)).reduce((total, [, gzip]) => total + gzip, 0);
  // And the whole build's JS/CSS, for scale.
  return { routes: results, union: { jsGzip: sum('.js'), cssGzip: sum('.css') } };
}

/** JS and CSS of the whole build (every file in assets/), gzip. */
export async function buildTotals(dir) {
  const { readdir } = await import('node:fs/promises');
  const names = await readdir(join(dir, 'assets'));
  let js = 0;
  let css = 0;
  let jsFiles = 0;
  for (const name of names) {
    if (!/\.(js|css)$/.test(name)) continue;
    const gzip = gzipSync(await readFile(join(dir, 'assets', name))).length;
    if (name.endsWith('.js')) {
      js += gzip;
      jsFiles += 1;
    } else css += gzip;
  }
  return { jsGzip: js, cssGzip: css, jsFiles };
}
