// Runs of one page (or one catalogue size) until the bench is sure of its budgets: the first
// `runs`, then `more` at a time while a budget's interval straddles its limit, `maxRuns` at most.

/**
 * @param {{ runs: number, more: number, maxRuns: number,
 *   runOnce: (index: number) => Promise<void>, unsure: () => string[],
 *   say: (names: string[], count: number) => void }} options
 *   `unsure()` names the budgets still unsure after the runs so far; `say` is told before each
 *   round of more runs.
 * @returns {Promise<number>} how many runs were made
 */
export async function runUntilSure({ runs, more, maxRuns, runOnce, unsure, say }) {
  let run = 0;
  for (; run < runs; run += 1) await runOnce(run);
  for (let names = unsure(); names.length > 0 && run < maxRuns; names = unsure()) {
    const count = Math.min(more, maxRuns - run);
    say(names, count);
    for (const end = run + count; run < end; run += 1) await runOnce(run);
  }
  return run;
}
