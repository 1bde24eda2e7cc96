import { describe, expect, it } from 'vitest';
import {
  checkBudgets,
  SCALE_PLANTS,
  unsureOf,
  lighthouseBudgets,
} from '../../../bench/budgets.mjs';

/** One Lighthouse run's figures, as bench/lighthouse.mjs keeps them: a page as good as the floor. */
function run(figures: Record<string, number> = {}) {
  return {
    performance: 99,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    fcpMs: 1500,
    lcpMs: 1900,
    observedLcpAfterFcpMs: 0,
    tbtMs: 10,
    cls: 0,
    lcpNotLazy: 1,
    ...figures,
  };
}

/** `count` pairs of the floor's run and the shop's, the shop's changed by `shop(index)`. */
function pairs(count: number, shop: (index: number) => Record<string, number> = () => ({})) {
  return Array.from({ length: count }, (_, index) => ({
    floor: run({ lcpMs: 1900 + 40 * index }),
    shop: run({ lcpMs: 1900 + 40 * index, ...shop(index) }),
  }));
}

const missed = (result: Record<string, unknown>) =>
  checkBudgets(result)
    .filter((budget) => budget.verdict === 'missed')
    .map((budget) => budget.name);

/** A run of the largest catalogue on /plants, windowed and quick. */
function scaleRun(figures: Record<string, unknown> = {}) {
  return {
    firstGridMs: 600,
    domNodes: 486,
    lastShown: true,
    p95FrameMs: 33,
    inputMs: 10,
    ...figures,
  };
}

function scale(runs: Record<string, unknown>[], floorMs = 250) {
  return {
    [SCALE_PLANTS]: {
      plants: SCALE_PLANTS,
      samples: runs,
      floorSamples: runs.map(() => ({ ms: floorMs })),
      cartSamples: runs.map(() => 60),
    },
  };
}

describe("the bench's budgets (bench/budgets.mjs)", () => {
  it('meets every budget of a shop that measures as the floor does', () => {
    const result = {
      sizes: { routes: { home: { jsGzipRuns: [157_980, 157_980, 157_980] } } },
      lighthouse: {
        home: { path: '/', pairs: pairs(5) },
        plants: { path: '/plants', pairs: pairs(5) },
      },
      scale: scale([scaleRun(), scaleRun(), scaleRun()]),
    };
    const budgets = checkBudgets(result);
    expect(budgets.filter((budget) => budget.verdict !== 'met')).toEqual([]);
    // Sizes 1, Lighthouse 6 on every page and 3 more on / (the hero), the catalogue 6.
    expect(budgets).toHaveLength(1 + 9 + 6 + 6);
  });

  it('names the hero budget, and only it, when the hero paints after the first paint', () => {
    const lazyHero = pairs(5, () => ({ observedLcpAfterFcpMs: 180 }));
    expect(missed({ lighthouse: { home: { path: '/', pairs: lazyHero } } })).toEqual([
      'Hero with the first paint /: LCP after FCP, as loaded',
    ]);
  });

  it('names the hero budget when the largest paint is a lazily loaded picture', () => {
    const lazy = pairs(5, () => ({ lcpNotLazy: 0 }));
    expect(missed({ lighthouse: { home: { path: '/', pairs: lazy } } })).toEqual([
      'Hero with the first paint /: the largest paint, not lazily loaded',
    ]);
  });

  it("judges Lighthouse's LCP − FCP on / against the floor's own, pair by pair", () => {
    // The floor's largest paint comes 400 ms after its first; the shop's 650 ms after.
    const later = pairs(5, (index) => ({ fcpMs: 1500, lcpMs: 1900 + 40 * index + 250 }));
    expect(missed({ lighthouse: { home: { path: '/', pairs: later } } })).toEqual([
      'Hero with the first paint /: Lighthouse LCP − FCP',
    ]);
    // Elsewhere the largest paint is not the hero: no such budget.
    expect(missed({ lighthouse: { plants: { path: '/plants', pairs: later } } })).toEqual([]);
  });

  it('names TBT and the score on the page whose first render blocks the main thread', () => {
    const blocked = pairs(5, () => ({ tbtMs: 560, performance: 91 }));
    expect(missed({ lighthouse: { home: { path: '/', pairs: blocked } } })).toEqual([
      'Lighthouse performance /',
      'Lighthouse TBT /',
    ]);
  });

  it('does not fail on one bad pair of five, but is unsure of it and asks for more pairs', () => {
    const oneSlow = pairs(5, (index) => ({ tbtMs: index === 2 ? 900 : 10 }));
    const page = { path: '/login', pairs: oneSlow };
    expect(missed({ lighthouse: { login: page } })).toEqual([]);
    expect(unsureOf(lighthouseBudgets(page))).toEqual(['Lighthouse TBT /login']);
  });

  it('judges main-thread work by no budget: it is reported beside the floor only', () => {
    const busier = pairs(5, () => ({ mainThreadMs: 5000 }));
    expect(missed({ lighthouse: { home: { path: '/', pairs: busier } } })).toEqual([]);
  });

  it('names the bytes before the first render of / when they pass the limit', () => {
    expect(missed({ sizes: { routes: { home: { jsGzipRuns: [203_400, 203_400] } } } })).toEqual([
      'JS before first render of / (gzip)',
    ]);
  });

  it('names the first grid and the DOM of a catalogue rendered whole, not windowed', () => {
    const whole = [1, 2, 3].map(() => scaleRun({ firstGridMs: 4200, domNodes: 160_004 }));
    expect(missed({ scale: scale(whole) })).toEqual([
      `${SCALE_PLANTS} plants: first grid on /plants`,
      `${SCALE_PLANTS} plants: DOM nodes on /plants`,
    ]);
  });

  it('misses what a part measured nowhere: a run that failed has no figures', () => {
    const failed = [1, 2, 3].map(() => ({ error: 'scrolling took over 120 s' }));
    expect(missed({ scale: scale(failed) })).toEqual(
      expect.arrayContaining([`${SCALE_PLANTS} plants: last card reachable by scrolling`]),
    );
  });
});
