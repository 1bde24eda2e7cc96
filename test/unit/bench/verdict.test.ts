import { describe, expect, it } from 'vitest';
import { judge } from '../../../bench/verdict.mjs';

describe("the bench's verdict on a budget (bench/verdict.mjs)", () => {
  it('misses a budget only when every figure of five is beyond its limit', () => {
    expect(judge([260, 240, 310, 205, 280], { atMost: 200 })).toMatchObject({
      verdict: 'missed',
      median: 260,
      low: 205,
      high: 310,
      n: 5,
    });
  });

  it('meets it when every figure is within, the limit itself included', () => {
    expect(judge([120, 200, 150, 90, 180], { atMost: 200 }).verdict).toBe('met');
  });

  it('is unsure when the interval straddles the limit, as one slow run of five makes it', () => {
    expect(judge([120, 130, 150, 90, 900], { atMost: 200 }).verdict).toBe('unsure');
    expect(judge([250, 260, 270, 280, 150], { atMost: 200 }).verdict).toBe('unsure');
  });

  it('reads "below" as strictly under, and "at least" as the limit or over', () => {
    expect(judge([5000, 5000, 5000], { below: 5000 }).verdict).toBe('missed');
    expect(judge([4999, 486, 486], { below: 5000 }).verdict).toBe('met');
    expect(judge([-3, -2, -1], { atLeast: -3 }).verdict).toBe('met');
    expect(judge([-4, -5, -6], { atLeast: -3 }).verdict).toBe('missed');
  });

  it('counts a run that measured nothing as missing, and misses a budget never measured', () => {
    expect(judge([null, 150, undefined, 160, Number.NaN], { atMost: 200 })).toMatchObject({
      verdict: 'met',
      n: 2,
    });
    expect(judge([null, undefined], { atMost: 200 })).toMatchObject({ verdict: 'missed', n: 0 });
  });
});
