import type { Plant } from '@/modules/shared/domain/Plant';

/** Spec section 9: the home page's Popular Plants shows the first 8 plants. */
export const POPULAR_PLANTS_COUNT = 8;

export function popularPlants(plants: readonly Plant[]): readonly Plant[] {
  return plants.slice(0, POPULAR_PLANTS_COUNT);
}
