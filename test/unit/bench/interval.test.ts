import { describe, expect, it } from 'vitest';
import { median, medianInterval } from '../../../bench/interval.mjs';

describe("the bench's interval of a median (bench/interval.mjs)", () => {
  it('takes the middle value, or the mean of the two middle ones, whatever the order', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('gives the same interval for the same figures, every time; another seed draws others', () => {
    const figures = [310, 120, 250, 180, 410, 95, 220, 140, 505, 260, 330];
    const interval = medianInterval(figures);
    expect(medianInterval([...figures])).toEqual(interval);
    const seeds = [2, 3, 4, 5, 6].map((seed) => medianInterval(figures, { seed, resamples: 50 }));
    expect(new Set(seeds.map((other) => `${other?.low} ${other?.high}`)).size).toBeGreaterThan(1);
  });

  it('of five pairs spans all five: a miss needs every pair beyond the limit', () => {
    expect(medianInterval([40, 10, 50, 20, 30])).toEqual({ median: 30, low: 10, high: 50 });
  });

  it('narrows as runs are added: of fifteen it leaves out the three lowest and highest', () => {
    const fifteen = Array.from({ length: 15 }, (_, index) => index + 1);
    expect(medianInterval(fifteen)).toEqual({ median: 8, low: 4, high: 12 });
  });

  it('is the figure itself when every run gives the same, and nothing without runs', () => {
    expect(medianInterval([157_980, 157_980, 157_980])).toEqual({
      median: 157_980,
      low: 157_980,
      high: 157_980,
    });
    expect(medianInterval([])).toBeNull();
  });
});
