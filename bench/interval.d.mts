// Types for interval.mjs, imported by its unit tests.
export declare function median(values: readonly number[]): number;
export declare function medianInterval(
  values: readonly number[],
  options?: { confidence?: number; resamples?: number; seed?: number },
): { median: number; low: number; high: number } | null;
