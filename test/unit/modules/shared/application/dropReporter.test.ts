import { describe, expect, it, vi } from 'vitest';
import { dropReporter, MAX_DROP_WARNINGS } from '@/modules/shared/application/dropReporter';

function warningsFor(drops: number): string[] {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const report = dropReporter('cart');
  for (let i = 1; i <= drops; i += 1) report.drop(`dropped entry ${i}`);
  report.done();
  return warn.mock.calls.map(([message]) => String(message));
}

describe('dropReporter: dropped entries said in the console, capped', () => {
  it('up to the cap, one warning per entry under the source’s key, and no closing one', () => {
    const warnings = warningsFor(MAX_DROP_WARNINGS);
    expect(warnings).toHaveLength(MAX_DROP_WARNINGS);
    expect(warnings[0]).toBe('[cart] dropped entry 1');
    expect(warnings.at(-1)).toBe(`[cart] dropped entry ${MAX_DROP_WARNINGS}`);
  });

  it('one past the cap: counted in a closing warning, in the singular', () => {
    const warnings = warningsFor(MAX_DROP_WARNINGS + 1);
    expect(warnings).toHaveLength(MAX_DROP_WARNINGS + 1);
    expect(warnings.at(-1)).toBe('[cart] and 1 more entry dropped');
  });

  it('more past the cap: counted in the plural', () => {
    expect(warningsFor(MAX_DROP_WARNINGS + 3).at(-1)).toBe('[cart] and 3 more entries dropped');
  });
});
