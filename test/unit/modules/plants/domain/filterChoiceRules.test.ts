import { describe, expect, it } from 'vitest';
import { isChoiceEnabled } from '@/modules/plants/domain/filterChoiceRules';

describe('which filter choices can be changed', () => {
  it('a choice that would add no plant cannot be ticked', () => {
    expect(isChoiceEnabled(0, false)).toBe(false);
    expect(isChoiceEnabled(1, false)).toBe(true);
  });

  it('a ticked choice can always be unticked, even when its count fell to 0', () => {
    expect(isChoiceEnabled(0, true)).toBe(true);
    expect(isChoiceEnabled(3, true)).toBe(true);
  });
});
