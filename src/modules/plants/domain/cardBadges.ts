import { CARD_BADGE_CYCLE } from './plantMessages';

export type CardBadge = (typeof CARD_BADGE_CYCLE)[number];

/** Spec section 9: the rotating badge on a plant card, chosen by the card's position. */
export function cardBadgeForPosition(position: number): CardBadge {
  const index =
    ((position % CARD_BADGE_CYCLE.length) + CARD_BADGE_CYCLE.length) % CARD_BADGE_CYCLE.length;
  return CARD_BADGE_CYCLE[index] as CardBadge;
}
