import { describe, expect, it } from 'vitest';
import { runUntilSure } from '../../../bench/runUntilSure.mjs';

/** Runs recorded by index, unsure of 'TBT /' until `sureAfter` runs have been made. */
function page(sureAfter: number) {
  const made: number[] = [];
  const said: string[] = [];
  const options = {
    runs: 5,
    more: 5,
    maxRuns: 15,
    runOnce: async (index: number) => {
      made.push(index);
    },
    unsure: () => (made.length < sureAfter ? ['TBT /'] : []),
    say: (names: string[], count: number) => said.push(`${names.join('; ')}: ${count} more`),
  };
  return { made, said, options };
}

describe("the bench's runs until it is sure (bench/runUntilSure.mjs)", () => {
  it('makes the first runs only, and says nothing, when every budget is sure after them', async () => {
    const { made, said, options } = page(0);
    expect(await runUntilSure(options)).toBe(5);
    expect(made).toEqual([0, 1, 2, 3, 4]);
    expect(said).toEqual([]);
  });

  it('adds runs in rounds, numbered on, while a budget is unsure, and says so each round', async () => {
    const { made, said, options } = page(8);
    expect(await runUntilSure(options)).toBe(10);
    expect(made).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(said).toEqual(['TBT /: 5 more']);
  });

  it('stops at the most runs allowed, the last round cut to fit, though still unsure', async () => {
    const { made, said, options } = page(Infinity);
    expect(await runUntilSure({ ...options, maxRuns: 12 })).toBe(12);
    expect(made).toHaveLength(12);
    expect(said).toEqual(['TBT /: 5 more', 'TBT /: 2 more']);
  });
});
