// Types for runUntilSure.mjs, imported by its unit tests.
export declare function runUntilSure(options: {
  runs: number;
  more: number;
  maxRuns: number;
  runOnce: (index: number) => Promise<void>;
  unsure: () => string[];
  say: (names: string[], count: number) => void;
}): Promise<number>;
