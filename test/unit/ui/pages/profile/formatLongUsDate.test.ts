import { describe, expect, it } from 'vitest';
import { formatLongUsDate } from '@/ui/pages/profile/formatLongUsDate';

describe('formatLongUsDate', () => {
  it.each([
    [new Date(2026, 10, 22, 12), 'November 22, 2026'],
    [new Date(2027, 0, 5, 0, 0), 'January 5, 2027'],
    [new Date(2024, 1, 29, 23, 59), 'February 29, 2024'],
    [new Date(1999, 11, 31, 8), 'December 31, 1999'],
  ])('writes %s as %s', (date, expected) => {
    expect(formatLongUsDate(date)).toBe(expected);
  });

  it("reads 'Unknown' for a missing or invalid date", () => {
    expect(formatLongUsDate(null)).toBe('Unknown');
    expect(formatLongUsDate(undefined)).toBe('Unknown');
    expect(formatLongUsDate(new Date('not a date'))).toBe('Unknown');
  });
});
