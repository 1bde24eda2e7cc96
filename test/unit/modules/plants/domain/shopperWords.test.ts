import { describe, expect, it } from 'vitest';
import { categoryTextOf } from '@/modules/plants/domain/shopperWords';

describe("categoryTextOf: the shop's categories and care levels in shoppers' words", () => {
  it('pet safe and non-toxic for Pet Friendly; beginner and low maintenance for Easy', () => {
    const text = categoryTextOf({ category: 'Pet Friendly', careLevel: 'Easy' });
    for (const words of [
      'Pet Friendly',
      'Easy',
      'pet safe',
      'non-toxic',
      'beginner',
      'low maintenance',
    ]) {
      expect(text).toContain(words);
    }
  });

  it('matches the catalogue value folded, as the filters do', () => {
    expect(categoryTextOf({ category: ' pet FRIENDLY ', careLevel: 'éasy' })).toContain('pet safe');
  });

  it('adds nothing for a value it has no words for', () => {
    expect(categoryTextOf({ category: 'Bonsai', careLevel: 'Unknown' })).toBe('Bonsai\nUnknown');
  });
});
