// How sure the bench is of a figure: a percentile bootstrap of the median (Efron), seeded, so
// the same runs always give the same interval and a verdict never depends on the draw.
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * The median of `values` and the central `confidence` interval of the medians of `resamples`
 * samples drawn from them with replacement. Null without values.
 */
export function medianInterval(values, { confidence = 0.95, resamples = 4000, seed = 1 } = {}) {
  if (values.length === 0) return null;
  const random = xoroshiro128plus(seed);
  const medians = new Float64Array(resamples);
  const draw = new Array(values.length);
  for (let i = 0; i < resamples; i += 1) {
    for (let j = 0; j < values.length; j += 1)
      draw[j] = values[uniformInt(random, 0, values.length - 1)];
    medians[i] = median(draw);
  }
  medians.sort();
  const tail = (1 - confidence) / 2;
  const at = (share) => medians[Math.min(resamples - 1, Math.floor(share * resamples))];
  return { median: median(values), low: at(tail), high: at(1 - tail) };
}
