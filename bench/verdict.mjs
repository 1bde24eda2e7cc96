// A budget is judged on the interval of its figure, not on one median: missed only when the whole
// interval is beyond the limit, met when all of it is within, unsure when it straddles the limit.
import { medianInterval } from './interval.mjs';

/**
 * @param {number[]} values one figure per run, or per pair of runs (the shop's minus the floor's)
 * @param {{ atMost?: number, below?: number, atLeast?: number }} limit
 * @returns {{ verdict: 'met' | 'missed' | 'unsure', median: number | null, low: number | null,
 *   high: number | null, n: number }}
 */
export function judge(values, limit) {
  const figures = values.filter((value) => typeof value === 'number' && Number.isFinite(value));
  const interval = medianInterval(figures);
  // A budget whose figure was never measured cannot be met: the part that measures it broke.
  if (!interval) return { verdict: 'missed', median: null, low: null, high: null, n: 0 };
  const within = (value) =>
    'atMost' in limit
      ? value <= limit.atMost
      : 'below' in limit
        ? value < limit.below
        : value >= limit.atLeast;
  const verdict =
    within(interval.low) && within(interval.high)
      ? 'met'
      : !within(interval.low) && !within(interval.high)
        ? 'missed'
        : 'unsure';
  return { verdict, ...interval, n: figures.length };
}
