import { describe, expect, it } from 'vitest';
import {
  ADDED_TO_CART_CONFIRMATION,
  ADDED_TO_CART_CONFIRMATION_MS,
  FIXED_CARE_INFO,
  PERKS,
  REVIEW_COUNT_LABEL,
  SAVE_BADGE_LABEL,
} from '@/ui/pages/plant/detailPageCopy';

describe('detail page fixed copy (spec section 9)', () => {
  it("shows 'Save 23%' and '124 reviews'", () => {
    expect(SAVE_BADGE_LABEL).toBe('Save 23%');
    expect(REVIEW_COUNT_LABEL).toBe('124 reviews');
  });

  it('shows the fixed care info', () => {
    expect(FIXED_CARE_INFO).toEqual([
      { label: 'Watering', value: 'Moderate' },
      { label: 'Sunlight', value: 'Indirect Light' },
      { label: 'Humidity', value: 'Medium' },
    ]);
  });

  it('lists the four perks', () => {
    expect(PERKS).toEqual([
      'Free shipping on orders over $50',
      '30-day money-back guarantee',
      'Fast delivery within 3-5 days',
      'Quality checked before shipping',
    ]);
  });

  it("confirms 'Added to cart!' for 3 seconds", () => {
    expect(ADDED_TO_CART_CONFIRMATION).toBe('Added to cart!');
    expect(ADDED_TO_CART_CONFIRMATION_MS).toBe(3000);
  });
});
