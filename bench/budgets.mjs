// Issue 6's budgets, checked against one bench result. Sizes in bytes of gzip (1 kB = 1000 B,
// as Vite prints them), times in milliseconds.
export const JS_BEFORE_FIRST_RENDER_HOME = 160_000;
export const LIGHTHOUSE_PERFORMANCE_MIN = 95;
export const SCALE_PLANTS = 10_000;
export const FIRST_GRID_MAX_MS = 500;
export const DOM_NODES_MAX = 5000;
/** Responsive to input: the "good" bound of Interaction to Next Paint. */
export const INPUT_MAX_MS = 200;
/** Responsive to scrolling: 95 % of the frames of a fast scroll through the grid within this. */
export const SCROLL_FRAME_MAX_MS = 100;

/** Every budget with the measured value: { name, value, limit, ok }. Missing figures fail. */
export function checkBudgets(result) {
  const checks = [];
  const check = (name, value, ok, limit) =>
    checks.push({ name, value, limit, ok: value !== null && value !== undefined && ok });

  const home = result.sizes?.routes?.home;
  if (result.sizes) {
    check(
      'JS before first render of / (gzip)',
      home?.jsGzip,
      home?.jsGzip <= JS_BEFORE_FIRST_RENDER_HOME,
      `<= ${JS_BEFORE_FIRST_RENDER_HOME / 1000} kB`,
    );
  }
  if (result.lighthouse) {
    for (const [name, page] of Object.entries(result.lighthouse)) {
      if (name === 'home' || name === 'plants') {
        check(
          `Lighthouse performance ${page.path}`,
          page.performance,
          page.performance >= LIGHTHOUSE_PERFORMANCE_MIN,
          `>= ${LIGHTHOUSE_PERFORMANCE_MIN}`,
        );
      }
      check(
        `Lighthouse accessibility ${page.path}`,
        page.accessibility,
        page.accessibility === 100,
        '= 100',
      );
      check(
        `Lighthouse best practices ${page.path}`,
        page.bestPractices,
        page.bestPractices === 100,
        '= 100',
      );
      check(`Lighthouse SEO ${page.path}`, page.seo, page.seo === 100, '= 100');
      check(`Lighthouse CLS ${page.path}`, page.cls, page.cls === 0, '= 0');
    }
  }
  const big = result.scale?.[SCALE_PLANTS];
  if (result.scale) {
    check(
      `${SCALE_PLANTS} plants: first grid on /plants`,
      big?.firstGridMs,
      big?.firstGridMs < FIRST_GRID_MAX_MS,
      `< ${FIRST_GRID_MAX_MS} ms`,
    );
    check(
      `${SCALE_PLANTS} plants: DOM nodes on /plants`,
      big?.domNodes,
      big?.domNodes < DOM_NODES_MAX,
      `< ${DOM_NODES_MAX}`,
    );
    check(
      `${SCALE_PLANTS} plants: last card reachable by scrolling`,
      big?.lastCardReachable,
      big?.lastCardReachable === true,
      'yes',
    );
    check(
      `${SCALE_PLANTS} plants: scroll frame, 95th percentile`,
      big?.p95ScrollFrameMs,
      big?.p95ScrollFrameMs < SCROLL_FRAME_MAX_MS,
      `< ${SCROLL_FRAME_MAX_MS} ms`,
    );
    check(
      `${SCALE_PLANTS} plants: wishlist click to next paint`,
      big?.inputMs,
      big?.inputMs < INPUT_MAX_MS,
      `< ${INPUT_MAX_MS} ms`,
    );
    check(
      `${SCALE_PLANTS} plants: cart change with 200 lines`,
      big?.cartChangeMs,
      big?.cartChangeMs < INPUT_MAX_MS,
      `< ${INPUT_MAX_MS} ms`,
    );
  }
  return checks;
}
