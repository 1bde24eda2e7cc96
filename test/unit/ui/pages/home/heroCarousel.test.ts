import { describe, expect, it } from 'vitest';
import {
  HERO_AUTO_ADVANCE_MS,
  HERO_SLIDE_COUNT,
  nextHeroSlide,
} from '@/ui/pages/home/heroCarousel';

describe('the hero carousel (spec sections 4 and 9)', () => {
  it('has a hero of 3 slides advancing every 4000 ms', () => {
    expect(HERO_SLIDE_COUNT).toBe(3);
    expect(HERO_AUTO_ADVANCE_MS).toBe(4000);
  });

  it('cycles the hero slide 0, 1, 2 and back to 0', () => {
    const seen = [0];
    for (let step = 0; step < 6; step += 1) seen.push(nextHeroSlide(seen[seen.length - 1] ?? 0));
    expect(seen).toEqual([0, 1, 2, 0, 1, 2, 0]);
  });
});
