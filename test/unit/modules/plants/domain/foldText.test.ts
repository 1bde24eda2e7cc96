import { describe, expect, it } from 'vitest';
import { compareOrderKeys, orderKey } from '@/modules/plants/domain/foldText';

describe('orderKey and compareOrderKeys: the name order', () => {
  it('compares keys in plain string order: before, after, the same', () => {
    expect(compareOrderKeys('a', 'b')).toBe(-1);
    expect(compareOrderKeys('b', 'a')).toBe(1);
    expect(compareOrderKeys('a', 'a')).toBe(0);
  });

  it('puts numbers in number order', () => {
    const names = ['Plant 10', 'Plant 2', 'Plant 1'];
    const sorted = [...names].sort((a, b) => compareOrderKeys(orderKey(a), orderKey(b)));
    expect(sorted).toEqual(['Plant 1', 'Plant 2', 'Plant 10']);
  });
});
