// Types for verdict.mjs, imported by its unit tests.
export type Bound = { atMost: number } | { below: number } | { atLeast: number };
export interface Verdict {
  verdict: 'met' | 'missed' | 'unsure';
  median: number | null;
  low: number | null;
  high: number | null;
  n: number;
}
export declare function judge(values: readonly unknown[], limit: Bound): Verdict;
