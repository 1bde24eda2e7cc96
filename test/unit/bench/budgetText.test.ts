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

  it('counts the verdicts, an unsure budget as not failed', () => {
    const verdicts = ['met', 'met', 'unsure', 'missed'] as const;
    expect(summary(verdicts.map((verdict) => ({ verdict })))).toBe(
      '4 budgets: 2 met, 1 unsure (not failed), 1 missed.',
    );
  });
});
