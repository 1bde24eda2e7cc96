import { describe, expect, it } from 'vitest';
import { CARD_BADGE_CYCLE } from '@/modules/plants/domain/plantMessages';
import { cardBadgeForPosition } from '@/modules/plants/domain/cardBadges';

describe('card badge cycle (spec section 9)', () => {
  it('is Best Seller, Trending, New, Popular', () => {
    expect(CARD_BADGE_CYCLE).toEqual(['Best Seller', 'Trending', 'New', 'Popular']);
  });

  it('labels cards by position and wraps after the fourth', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8].map(cardBadgeForPosition)).toEqual([
      'Best Seller',
      'Trending',
      'New',
      'Popular',
      'Best Seller',
      'Trending',
      'New',
      'Popular',
      'Best Seller',
    ]);
    expect(cardBadgeForPosition(23)).toBe('Popular');
    expect(cardBadgeForPosition(401)).toBe('Trending');
  });

  it('never yields undefined, even for a negative position', () => {
    expect(cardBadgeForPosition(-1)).toBe('Popular');
    expect(cardBadgeForPosition(-4)).toBe('Best Seller');
  });
});
