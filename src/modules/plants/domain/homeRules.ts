import type { Plant } from './Plant';

/** Spec section 9: the home page's Popular Plants shows the first 8 plants. */
export const POPULAR_PLANTS_COUNT = 8;

export function popularPlants(plants: readonly Plant[]): readonly Plant[] {
  return plants.slice(0, POPULAR_PLANTS_COUNT);
}

export function viewAllPlantsLabel(totalPlants: number): string {
  return `View All ${totalPlants} Plants`;
}

/** Spec sections 4 and 9: the hero has 3 slides and advances every 4 seconds. */
export const HERO_SLIDE_COUNT = 3;
export const HERO_AUTO_ADVANCE_MS = 4000;

export function nextHeroSlide(current: number): number {
  return (current + 1) % HERO_SLIDE_COUNT;
}
