// The bench's budgets. Sizes in bytes of gzip (1 kB = 1000 B, as Vite prints them), times in
// milliseconds. Speed is budgeted against the floor app measured beside the shop, pair by pair
// in the same runs: an absolute time depends on the machine and the moment, the difference to
// the floor much less. Each budget is judged on the interval of its figure (bench/verdict.mjs):
// it fails only when the bench is sure it is missed.
import { judge } from './verdict.mjs';

export const JS_BEFORE_FIRST_RENDER_HOME = 160_000;
/** Lighthouse performance of each page: at least the floor's, less this. */
export const PERFORMANCE_BELOW_FLOOR_MAX = 3;
/** Total Blocking Time: at most the floor's, plus this. */
export const TBT_OVER_FLOOR_MAX_MS = 100;
/**
 * The hero paints with the first paint, on `/`. In the browser (the load Lighthouse watched,
 * unthrottled): the time from the first paint to the largest, at most the floor's plus this.
 */
export const HOME_LCP_AFTER_FCP_AS_LOADED_OVER_FLOOR_MAX_MS = 50;
/** In Lighthouse's simulation: LCP − FCP, at most the floor's LCP − FCP plus this. */
export const HOME_LCP_AFTER_FCP_OVER_FLOOR_MAX_MS = 200;
export const SCALE_PLANTS = 10_000;
/**
 * The first grid of SCALE_PLANTS plants: at most the floor's first render, timed the same way in
 * the same runs, times this (docs/performance.md says how it was chosen).
 */
export const FIRST_GRID_OVER_FLOOR_MAX = 3;
export const DOM_NODES_MAX = 5000;
/** Responsive to input: the "good" bound of Interaction to Next Paint. */
export const INPUT_MAX_MS = 200;
/** Responsive to scrolling: 95 % of the frames of a fast scroll through the grid within this. */
export const SCROLL_FRAME_MAX_MS = 100;

const byPair = (pairs, figure) => pairs.map(({ shop, floor }) => figure(shop, floor));
const lcpAfterFcp = (side) => side.lcpMs - side.fcpMs;

/**
 * The budgets of one Lighthouse page, from its pairs of runs: { name, limit (as read), bound
 * (for judge), values (one a pair or a run), unit }.
 */
export function lighthouseBudgets(page) {
  const pairs = page.pairs ?? [];
  const shop = pairs.map((pair) => pair.shop);
  const budgets = [
    {
      name: `Lighthouse performance ${page.path}`,
      limit: `shop − floor ≥ −${PERFORMANCE_BELOW_FLOOR_MAX}`,
      bound: { atLeast: -PERFORMANCE_BELOW_FLOOR_MAX },
      values: byPair(pairs, (s, f) => s.performance - f.performance),
      unit: '',
    },
    {
      name: `Lighthouse TBT ${page.path}`,
      limit: `shop − floor ≤ +${TBT_OVER_FLOOR_MAX_MS} ms`,
      bound: { atMost: TBT_OVER_FLOOR_MAX_MS },
      values: byPair(pairs, (s, f) => s.tbtMs - f.tbtMs),
      unit: 'ms',
    },
  ];
  if (page.path === '/') {
    budgets.push(
      {
        name: 'Hero with the first paint /: LCP after FCP, as loaded',
        limit: `shop − floor ≤ +${HOME_LCP_AFTER_FCP_AS_LOADED_OVER_FLOOR_MAX_MS} ms`,
        bound: { atMost: HOME_LCP_AFTER_FCP_AS_LOADED_OVER_FLOOR_MAX_MS },
        values: byPair(pairs, (s, f) => s.observedLcpAfterFcpMs - f.observedLcpAfterFcpMs),
        unit: 'ms',
      },
      {
        name: 'Hero with the first paint /: Lighthouse LCP − FCP',
        limit: `shop − floor ≤ +${HOME_LCP_AFTER_FCP_OVER_FLOOR_MAX_MS} ms`,
        bound: { atMost: HOME_LCP_AFTER_FCP_OVER_FLOOR_MAX_MS },
        values: byPair(pairs, (s, f) => lcpAfterFcp(s) - lcpAfterFcp(f)),
        unit: 'ms',
      },
      {
        // A lazy picture still paints with the first one when the page preloads it, as `/` does;
        // the browser starts it only after layout on a page that does not.
        name: 'Hero with the first paint /: the largest paint, not lazily loaded',
        limit: 'yes (Lighthouse: lcp-lazy-loaded)',
        bound: { atLeast: 1 },
        values: shop.map((run) => run.lcpNotLazy),
        unit: 'yes/no',
      },
    );
  }
  budgets.push({
    name: `Lighthouse CLS ${page.path}`,
    limit: '= 0',
    bound: { atMost: 0 },
    values: shop.map((run) => run.cls),
    unit: '',
  });
  for (const [label, key] of [
    ['accessibility', 'accessibility'],
    ['best practices', 'bestPractices'],
    ['SEO', 'seo'],
  ]) {
    budgets.push({
      name: `Lighthouse ${label} ${page.path}`,
      limit: '= 100',
      bound: { atLeast: 100 },
      values: shop.map((run) => run[key]),
      unit: '',
    });
  }
  return budgets;
}

/** The budgets of the largest generated catalogue, from its runs (each beside a floor run). */
export function scaleBudgets(row) {
  const samples = row?.samples ?? [];
  const runs = (key) => samples.map((sample) => sample[key]);
  const floor = row?.floorSamples ?? [];
  return [
    {
      name: `${SCALE_PLANTS} plants: first grid on /plants`,
      limit: `shop / floor's first render ≤ ${FIRST_GRID_OVER_FLOOR_MAX}`,
      bound: { atMost: FIRST_GRID_OVER_FLOOR_MAX },
      values: samples.map((sample, run) => sample.firstGridMs / floor[run]?.ms),
      unit: '×',
    },
    {
      name: `${SCALE_PLANTS} plants: DOM nodes on /plants`,
      limit: `< ${DOM_NODES_MAX}`,
      bound: { below: DOM_NODES_MAX },
      values: runs('domNodes'),
      unit: '',
    },
    {
      name: `${SCALE_PLANTS} plants: last card reachable by scrolling`,
      limit: 'yes',
      bound: { atLeast: 1 },
      values: samples.map((sample) => (sample.error ? undefined : Number(sample.lastShown))),
      unit: 'yes/no',
    },
    {
      name: `${SCALE_PLANTS} plants: scroll frame, 95th percentile`,
      limit: `< ${SCROLL_FRAME_MAX_MS} ms`,
      bound: { below: SCROLL_FRAME_MAX_MS },
      values: runs('p95FrameMs'),
      unit: 'ms',
    },
    {
      name: `${SCALE_PLANTS} plants: wishlist click to next paint`,
      limit: `< ${INPUT_MAX_MS} ms`,
      bound: { below: INPUT_MAX_MS },
      values: runs('inputMs'),
      unit: 'ms',
    },
    {
      name: `${SCALE_PLANTS} plants: cart change with 200 lines`,
      limit: `< ${INPUT_MAX_MS} ms`,
      bound: { below: INPUT_MAX_MS },
      values: row?.cartSamples ?? [],
      unit: 'ms',
    },
  ];
}

export function sizeBudgets(sizes) {
  const home = sizes?.routes?.home;
  return [
    {
      name: 'JS before first render of / (gzip)',
      limit:
        `≤ ${JS_BEFORE_FIRST_RENDER_HOME / 1000} kB` +
        (sizes?.floor ? ` (floor: ${(sizes.floor.jsGzip / 1000).toFixed(1)} kB)` : ''),
      bound: { atMost: JS_BEFORE_FIRST_RENDER_HOME },
      values: home?.jsGzipRuns ?? [],
      unit: 'B',
    },
  ];
}

/** Each budget judged: { name, limit, unit, verdict, median, low, high, n, ok }. */
export function judged(budgets) {
  return budgets.map(({ bound, values, ...budget }) => {
    const verdict = judge(values, bound);
    return { ...budget, ...verdict, ok: verdict.verdict !== 'missed' };
  });
}

/** The names of the budgets whose interval straddles their limit: more runs would tell. */
export function unsureOf(budgets) {
  return judged(budgets)
    .filter((budget) => budget.verdict === 'unsure')
    .map((budget) => budget.name);
}

/** Every budget of a bench result, judged. A part that was not run has no budgets. */
export function checkBudgets(result) {
  const budgets = [];
  if (result.sizes) budgets.push(...sizeBudgets(result.sizes));
  for (const page of Object.values(result.lighthouse ?? {}))
    budgets.push(...lighthouseBudgets(page));
  if (result.scale) budgets.push(...scaleBudgets(result.scale[SCALE_PLANTS]));
  return judged(budgets);
}
