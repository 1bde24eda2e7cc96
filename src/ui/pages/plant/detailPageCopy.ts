/** Spec section 9: the detail page's fixed copy, word for word. */
export const SAVE_BADGE_LABEL = 'Save 23%';
export const REVIEW_COUNT_LABEL = '124 reviews';
export const ADDED_TO_CART_CONFIRMATION = 'Added to cart!';
export const ADDED_TO_CART_CONFIRMATION_MS = 3000;

export const FIXED_CARE_INFO = [
  { label: 'Watering', value: 'Moderate' },
  { label: 'Sunlight', value: 'Indirect Light' },
  { label: 'Humidity', value: 'Medium' },
] as const;

export const PERKS = [
  'Free shipping on orders over $50',
  '30-day money-back guarantee',
  'Fast delivery within 3-5 days',
  'Quality checked before shipping',
] as const;
