// The shop with a large catalogue: a generated plants.json of N plants served in place of the
// real one. Per N: navigation to the first grid on /plants, DOM nodes, scrolling and input on
// that grid, and one cart change with 200 lines in the cart (on /cart, signed in). Beside each
// first grid, the floor app's first render timed the same way (its heading in the DOM): what the
// stack itself takes to put anything on the page on this machine at this moment.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { median, newContext } from './browser.mjs';
import { runUntilSure } from './runUntilSure.mjs';

const GRID = 'ul[aria-label="Plants"]';
const FIRST_CARD = `${GRID} article`;
/** The floor app's one screen is a heading and a picture: its first render is the heading. */
const FLOOR_FIRST_RENDER = 'h1';
const CART_LINES = 200;
/**
 * A page whose timers run but which gets no animation frame for this long has stalled: headless
 * Chromium now and then stops producing frames for a page (seen once in some 60 runs of the
 * 10,000-plant scroll here, 2026-11-25; reported elsewhere for headless modes). Its timers
 * still fire, so the stall is told apart from a page whose main thread is stuck, which fails.
 */
const FRAME_STALL_MS = 10_000;
/** A run that stalled so is made again in a new context, at most this many times. */
const STALL_RETRIES = 2;
/** The message a stalled frame wait rejects with, in the page and here. */
const FRAME_STALL = 'no animation frame';

/**
 * Runs in the page before any script: when an element matching `selector` is first in the DOM,
 * and when its first heading's text is first painted (Element Timing: the mark is set before the
 * frame that paints it), which is what a shopper waits for.
 */
function watchFirstRender(selector) {
  const state = { at: null, paintedAt: null };
  Object.defineProperty(window, '__benchFirstRender', { get: () => state.at });
  Object.defineProperty(window, '__benchFirstPaint', { get: () => state.paintedAt });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.identifier === 'bench-first-render' && state.paintedAt === null)
        state.paintedAt = entry.renderTime || entry.loadTime;
    }
  }).observe({ type: 'element', buffered: true });
  const observer = new MutationObserver(() => {
    const element = document.querySelector(selector);
    if (element) {
      state.at = performance.now();
      const text = element.matches('h1, h2, h3') ? element : element.querySelector('h1, h2, h3');
      (text ?? element).setAttribute('elementtiming', 'bench-first-render');
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
}

/**
 * In the page: a fast fling down the grid (300 px a frame, some 18,000 px/s, for 90 frames), each
 * frame's time; then a jump to the very end (a scrollbar drag), the frame that took, and whether
 * the last plant is then in the DOM.
 */
async function scrollThrough(page, count) {
  return page.evaluate(
    async ({ grid, count, stallMs, stall }) => {
      const frame = () =>
        new Promise((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`${stall} for ${stallMs} ms`)), stallMs);
          requestAnimationFrame((now) => {
            clearTimeout(timer);
            resolve(now);
          });
        });
      let previous = await frame();
      const step = async () => {
        const now = await frame();
        const took = now - previous;
        previous = now;
        return took;
      };
      const frames = [];
      for (let i = 0; i < 90; i += 1) {
        window.scrollBy({ top: 300, behavior: 'instant' });
        frames.push(await step());
      }
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
      const jump = await step();
      for (let i = 0; i < 5; i += 1) await step();
      const list = document.querySelector(grid);
      const posinsets = [...list.querySelectorAll('li[aria-posinset]')].map((li) =>
        Number(li.getAttribute('aria-posinset')),
      );
      // Windowed: the last item is in the DOM once scrolled to; plain: every card always is.
      const lastShown =
        posinsets.includes(count) || list.querySelectorAll('article').length === count;
      window.scrollTo({ top: 0, behavior: 'instant' });
      await frame();
      await frame();
      return { frames, jumpToEndMs: jump, lastShown };
    },
    { grid: GRID, count, stallMs: FRAME_STALL_MS, stall: FRAME_STALL },
  );
}

/** The value below which `share` of the values fall. */
function percentile(values, share) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];
}

/** Rejects when `promise` takes longer than `ms`: a hung page must not stall the bench. */
function within(ms, what, promise) {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} took over ${ms / 1000} s`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** In the page: click the first card's wishlist heart; time until it shows as pressed, painted. */
async function clickHeart(page) {
  return page.evaluate(
    async ({ grid, stallMs, stall }) => {
      const button = document.querySelector(`${grid} button[aria-pressed]`);
      const before = button.getAttribute('aria-pressed');
      const started = performance.now();
      const changed = new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          const now = document.querySelector(`${grid} button[aria-pressed]`);
          if (now && now.getAttribute('aria-pressed') !== before) {
            observer.disconnect();
            resolve();
          }
        });
        observer.observe(document.querySelector(grid), {
          attributes: true,
          subtree: true,
          childList: true,
        });
      });
      button.click();
      await changed;
      // The frame after the change: roughly when it is painted.
      await new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`${stall} for ${stallMs} ms`)), stallMs);
        requestAnimationFrame(() => {
          clearTimeout(timer);
          setTimeout(resolve, 0);
        });
      });
      return performance.now() - started;
    },
    { grid: GRID, stallMs: FRAME_STALL_MS, stall: FRAME_STALL },
  );
}

/**
 * A cold load of `path` in a new context: the page, when `selector` was first in the DOM, and
 * when its heading was first painted (null if no paint was reported within 10 s).
 */
async function firstRender(context, path, selector) {
  await context.addInitScript(watchFirstRender, selector);
  const page = await context.newPage();
  await page.goto(path, { waitUntil: 'commit', timeout: 120_000 });
  await page.waitForFunction(() => window.__benchFirstRender !== null, null, { timeout: 120_000 });
  const painted = await page
    .waitForFunction(() => window.__benchFirstPaint !== null, null, { timeout: 10_000 })
    .then(() => page.evaluate(() => window.__benchFirstPaint))
    .catch(() => null);
  return { page, ms: await page.evaluate(() => window.__benchFirstRender), paintedMs: painted };
}

async function floorOnce(browser, baseURL, floorPath) {
  const context = await newContext(browser, baseURL);
  try {
    const { ms, paintedMs } = await firstRender(context, floorPath, FLOOR_FIRST_RENDER);
    return { ms, paintedMs }; // not the page: it closes with its context
  } finally {
    await context.close();
  }
}

async function plantsPageOnce(browser, baseURL, count) {
  const context = await newContext(browser, baseURL);
  try {
    const {
      page,
      ms: firstGridMs,
      paintedMs: firstGridPaintedMs,
    } = await firstRender(context, '/plants', FIRST_CARD);
    // The grid whole: both grids say they are busy while cards are still to come (a plain grid
    // renders its first cards, then the rest in a background render). Then let images, fonts and
    // the first measurements of the windowed rows settle.
    await page.waitForFunction(
      (grid) => document.querySelector(grid)?.getAttribute('aria-busy') === 'false',
      GRID,
      { timeout: 120_000 },
    );
    await page.waitForLoadState('load');
    await page.waitForTimeout(1000);
    const domNodes = await page.evaluate(() => document.getElementsByTagName('*').length);
    // 96 frames: two minutes is 1.25 s a frame, far beyond any machine that can run the bench.
    const { frames, jumpToEndMs, lastShown } = await within(
      120_000,
      'scrolling',
      scrollThrough(page, count),
    );
    await page.waitForTimeout(300);
    const inputMs = await within(30_000, 'the heart click', clickHeart(page));
    return {
      firstGridMs,
      firstGridPaintedMs,
      domNodes,
      medianFrameMs: percentile(frames, 0.5),
      p95FrameMs: percentile(frames, 0.95),
      worstFrameMs: Math.max(...frames),
      jumpToEndMs,
      lastShown,
      inputMs,
    };
  } finally {
    await context.close();
  }
}

/** 200 cart lines from the catalogue (plants with stock for one more), in plants.json's form. */
function cartOf(records) {
  return records
    .filter((record) => record.availableStock >= 2)
    .slice(0, CART_LINES)
    .map((record) => ({ ...record, quantity: 1 }));
}

async function cartChangeOnce(browser, baseURL, storageState, records) {
  const cart = cartOf(records);
  if (cart.length < CART_LINES) return null;
  const origin = new URL(baseURL).origin;
  const state = structuredClone(storageState);
  let entry = state.origins.find((item) => item.origin === origin);
  if (!entry) {
    entry = { origin, localStorage: [] };
    state.origins.push(entry);
  }
  entry.localStorage = entry.localStorage.filter((item) => item.name !== 'cart');
  entry.localStorage.push({ name: 'cart', value: JSON.stringify(cart) });

  const context = await newContext(browser, baseURL, { storageState: state });
  try {
    const page = await context.newPage();
    await page.goto('/cart');
    const count = page.getByTestId('cart-count').first();
    await count.filter({ hasText: String(CART_LINES) }).waitFor();
    await page
      .getByRole('button', { name: /^Increase quantity of / })
      .first()
      .waitFor();
    await page.waitForTimeout(500);
    return await within(
      30_000,
      'the cart change',
      page.evaluate(
        async ({ lines }) => {
          const counter = () => document.querySelector('[data-testid="cart-count"]');
          const button = document.querySelector('button[aria-label^="Increase quantity of "]');
          const started = performance.now();
          const changed = new Promise((resolve) => {
            const observer = new MutationObserver(() => {
              if (
                counter()
                  ?.textContent.trim()
                  .startsWith(String(lines + 1))
              ) {
                observer.disconnect();
                resolve();
              }
            });
            observer.observe(document.body, {
              childList: true,
              subtree: true,
              characterData: true,
            });
          });
          button.click();
          await changed;
          await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
          return performance.now() - started;
        },
        { lines: CART_LINES },
      ),
    );
  } finally {
    await context.close();
  }
}

const msOrDash = (value) =>
  value === null || value === undefined ? '–' : `${Math.round(value)} ms`;

/** The first line of an error's message: Playwright appends the page's stack and a call log. */
function firstLine(error) {
  return String(error?.message ?? error).split('\n')[0];
}

/**
 * `once()`, made again (it opens a new context each time) when its page got no animation frame
 * while its timers ran: the browser's stall, not the shop's (FRAME_STALL_MS). Any other failure,
 * or a stall beyond STALL_RETRIES, is the run's.
 */
async function retryingFrameStalls(once, onStall) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await once();
    } catch (error) {
      if (attempt >= STALL_RETRIES || !firstLine(error).includes(FRAME_STALL)) throw error;
      onStall(error);
    }
  }
}

/** One catalogue size's medians, from its runs (each with a floor run and a cart change). */
function summarise(count, { samples, floorSamples, cartSamples, frameStalls }) {
  const pick = (key) => median(samples.map((sample) => sample[key]));
  return {
    plants: count,
    firstGridMs: pick('firstGridMs'),
    firstGridPaintedMs: pick('firstGridPaintedMs'),
    floorFirstRenderMs: median(floorSamples.map((sample) => sample?.ms)),
    floorFirstPaintMs: median(floorSamples.map((sample) => sample?.paintedMs)),
    domNodes: pick('domNodes'),
    medianScrollFrameMs: pick('medianFrameMs'),
    p95ScrollFrameMs: pick('p95FrameMs'),
    worstScrollFrameMs: pick('worstFrameMs'),
    jumpToEndMs: pick('jumpToEndMs'),
    inputMs: pick('inputMs'),
    lastCardReachable: samples.every((sample) => sample.lastShown),
    cartChangeMs: median(cartSamples),
    runs: samples.length,
    samples,
    floorSamples,
    cartSamples,
    frameStalls,
  };
}

/**
 * @param {{ browser: import('playwright-core').Browser, server: { url: string, dir: string },
 *   sizes: number[], runs: number, moreRuns?: number, maxRuns?: number,
 *   unsure?: (row: object) => string[], storageState: object,
 *   generate: (count: number) => object[], log: (line: string) => void }} options
 *   `server.dir`: the folder served, whose plants.json is replaced while this runs. While
 *   `unsure(row)` names budgets whose interval straddles their limit, `moreRuns` more runs of
 *   that size are made, up to `maxRuns` in all, and the log says so.
 */
export async function measureScale({
  browser,
  server,
  floorPath,
  sizes,
  runs,
  moreRuns = runs,
  maxRuns = runs,
  unsure = () => [],
  storageState,
  generate,
  settle,
  log,
}) {
  const results = {};
  // The server reads each file as it is asked for: what is written here is served from the next
  // request on.
  const catalogue = join(server.dir, 'plants.json');
  const original = await readFile(catalogue);
  const servePlants = (records) => writeFile(catalogue, JSON.stringify(records));
  try {
    for (const count of sizes) {
      const records = generate(count);
      // The cart's 200 lines come from their own catalogue, the same for every N.
      const cartRecords = generate(Math.max(count, 1000));
      await servePlants(records);
      const samples = [];
      const floorSamples = [];
      const cartSamples = [];
      let frameStalls = 0;
      const cpuIdle = await settle();
      const runOnce = async (run) => {
        // A run that fails (a hung page, say) is recorded as such; its figures count as missing.
        const failed = (error) => {
          log(`  ${count} plants, run ${run + 1}: ${firstLine(error)}`);
          return { error: firstLine(error) };
        };
        const stalled = (error) => {
          frameStalls += 1;
          log(`  ${count} plants, run ${run + 1}: ${firstLine(error)}; the run is made again`);
        };
        samples.push(
          await retryingFrameStalls(
            () => plantsPageOnce(browser, server.url, count),
            stalled,
          ).catch(failed),
        );
        floorSamples.push(
          await floorOnce(browser, server.url, floorPath).catch((error) => failed(error) && null),
        );
        // The cart is priced by the catalogue it is served with: a line of a plant the
        // catalogue lacks is no longer for sale and cannot be stepped, so the cart's own catalogue
        // is served while its change is timed.
        await servePlants(cartRecords);
        cartSamples.push(
          await cartChangeOnce(browser, server.url, storageState, cartRecords).catch(
            (error) => failed(error) && null,
          ),
        );
        await servePlants(records);
      };
      const row = () => summarise(count, { samples, floorSamples, cartSamples, frameStalls });
      await runUntilSure({
        runs,
        more: moreRuns,
        maxRuns,
        runOnce,
        unsure: () => unsure(row()),
        say: (names, more) =>
          log(`  ${count} plants: unsure of ${names.join('; ')}: ${more} more runs`),
      });
      results[count] = { ...row(), cpuIdleBefore: cpuIdle };
      const r = results[count];
      log(
        `  ${String(count).padStart(6)} plants (${r.runs} runs): first grid ${msOrDash(r.firstGridMs)}, painted ${msOrDash(r.firstGridPaintedMs)} ` +
          `(the floor's first render ${msOrDash(r.floorFirstRenderMs)}, painted ${msOrDash(r.floorFirstPaintMs)}), ` +
          `${r.domNodes} DOM nodes, ` +
          `scroll frames: median ${Math.round(r.medianScrollFrameMs)}, 95th percentile ${Math.round(r.p95ScrollFrameMs)}, ` +
          `worst ${Math.round(r.worstScrollFrameMs)} ms, jump to end ${Math.round(r.jumpToEndMs)} ms, ` +
          `heart click ${Math.round(r.inputMs)} ms, ` +
          `last card reachable ${r.lastCardReachable}, cart change (200 lines) ${msOrDash(r.cartChangeMs)}` +
          (frameStalls ? `, ${frameStalls} run(s) made again after a frame stall` : ''),
      );
    }
  } finally {
    await writeFile(catalogue, original);
  }
  return results;
}
