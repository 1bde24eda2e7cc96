/** The home page's hero carousel: UI timing, not a rule of the shop's domain. */

/** Spec sections 4 and 9: the hero has 3 slides and advances every 4 seconds. */
export const HERO_SLIDE_COUNT = 3;
export const HERO_AUTO_ADVANCE_MS = 4000;

export function nextHeroSlide(current: number): number {
  return (current + 1) % HERO_SLIDE_COUNT;
}
