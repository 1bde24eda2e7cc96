import { describe, expect, it } from 'vitest';
import { POPULAR_PLANTS_COUNT, popularPlants } from '@/modules/plants/domain/homeRules';
import { viewAllPlantsLabel } from '@/modules/plants/domain/plantMessages';
import { aPlant } from '@test/support/plants';

const catalogue = (size: number) =>
  Array.from({ length: size }, (_, i) => aPlant({ plantId: i + 1 }));

describe('home rules (spec section 9)', () => {
  it('shows the first 8 plants, in catalogue order', () => {
    expect(POPULAR_PLANTS_COUNT).toBe(8);
    const plants = catalogue(24);
    expect(popularPlants(plants).map((plant) => plant.plantId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('shows all plants when there are 8 or fewer', () => {
    expect(popularPlants(catalogue(8)).map((plant) => plant.plantId)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8,
    ]);
    expect(popularPlants(catalogue(3)).map((plant) => plant.plantId)).toEqual([1, 2, 3]);
    expect(popularPlants([])).toEqual([]);
  });

  it("labels the link 'View All 24 Plants' with the full count", () => {
    expect(viewAllPlantsLabel(24)).toBe('View All 24 Plants');
    expect(viewAllPlantsLabel(28)).toBe('View All 28 Plants');
  });
});
