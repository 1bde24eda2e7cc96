/** Spec section 9: the rotating badge on a plant card, chosen by the card's position. */
export const CARD_BADGE_CYCLE = ['Best Seller', 'Trending', 'New', 'Popular'] as const;

export type CardBadge = (typeof CARD_BADGE_CYCLE)[number];

export function cardBadgeForPosition(position: number): CardBadge {
  const index =
    ((position % CARD_BADGE_CYCLE.length) + CARD_BADGE_CYCLE.length) % CARD_BADGE_CYCLE.length;
  return CARD_BADGE_CYCLE[index] as CardBadge;
}
