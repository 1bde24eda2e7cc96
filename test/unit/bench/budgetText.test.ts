import { describe as group, expect, it } from 'vitest';
import { describe, summary } from '../../../bench/budgetText.mjs';

group('how the bench reads a judged budget (bench/budgetText.mjs)', () => {
  it('gives a difference to the floor signed, with its interval, over pairs', () => {
    const tbt = { name: 'Lighthouse TBT /', limit: 'shop − floor ≤ +100 ms', unit: 'ms' };
    expect(describe({ ...tbt, median: 293.4, low: 266, high: 485.2, n: 11 })).toBe(
      'Lighthouse TBT /: +293 ms [+266 ms, +485 ms] over 11 pairs (limit shop − floor ≤ +100 ms)',
    );
  });

  it('gives a figure of the shop alone over runs, without an interval when every run agrees', () => {
    const bytes = {
      name: 'JS before first render of / (gzip)',
      limit: '≤ 160 kB (floor: 122.5 kB)',
      unit: 'B',
    };
    expect(describe({ ...bytes, median: 205_230, low: 205_230, high: 205_230, n: 5 })).toBe(
      'JS before first render of / (gzip): 205.2 kB over 5 runs (limit ≤ 160 kB (floor: 122.5 kB))',
    );
    const reachable = { name: 'last card', limit: 'yes', unit: 'yes/no' };
    expect(describe({ ...reachable, median: 0, low: 0, high: 0, n: 3 })).toBe(
      'last card: no over 3 runs (limit yes)',
    );
  });

  it('gives a score or a CLS as it is, to three decimals at most', () => {
    const score = { name: 'Lighthouse performance /', limit: 'shop − floor ≥ −3', unit: '' };
    expect(describe({ ...score, median: -11, low: -15.5, high: -8, n: 10 })).toBe(
      'Lighthouse performance /: -11 [-15.5, -8] over 10 pairs (limit shop − floor ≥ −3)',
    );
    const cls = { name: 'Lighthouse CLS /', limit: '= 0', unit: '' };
    expect(describe({ ...cls, median: 0.0123456, low: 0, high: 0.05, n: 5 })).toBe(
      'Lighthouse CLS /: 0.012 [0, 0.05] over 5 runs (limit = 0)',
    );
  });

  it('counts the verdicts, an unsure budget as not failed', () => {
    const verdicts = ['met', 'met', 'unsure', 'missed'] as const;
    expect(summary(verdicts.map((verdict) => ({ verdict })))).toBe(
      '4 budgets: 2 met, 1 unsure (not failed), 1 missed.',
    );
  });
});
