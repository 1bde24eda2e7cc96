import { describe, expect, it } from 'vitest';
import { SIMILAR_PLANTS_COUNT, similarPlants } from '@/modules/plants/domain/similarPlants';

import { aPlant } from '@test/support/plants';
import { ids, shop, smallPlantShop } from '@test/support/smallPlantShop';

const plant = (plantId: number) => shop.find((candidate) => candidate.plantId === plantId)!;

describe('similarPlants', () => {
  it('offers the plants of the same category or care level, the plant itself left out', () => {
    // Monstera (1): Tropical, Easy. Bird of Paradise is Tropical; Snake Plant, Echeveria and
    // Haworthia are Easy; Calathea (Expert) and String of Pearls (Moderate succulent) are neither.
    expect(ids(similarPlants(plant(1), shop))).toEqual([6, 2, 4, 7]);
  });

  it('puts both in common before the category alone, the category before the care level', () => {
    // Echeveria (4): Succulents, Easy. Haworthia shares both, String of Pearls the category,
    // Monstera and Snake Plant the care level.
    expect(ids(similarPlants(plant(4), shop))).toEqual([7, 5, 1, 2]);
  });

  it('puts what can be bought first, however alike a sold-out plant is', () => {
    const withSoldOut = smallPlantShop({ 7: { availableStock: 0 } });
    const echeveria = withSoldOut.find((candidate) => candidate.plantId === 4)!;
    expect(ids(similarPlants(echeveria, withSoldOut))).toEqual([5, 1, 2, 7]);
  });

  it(`offers at most ${SIMILAR_PLANTS_COUNT}, in catalogue order among equals`, () => {
    const many = Array.from({ length: 9 }, (_, index) =>
      aPlant({ plantId: index + 1, category: 'Tropical', careLevel: 'Easy' }),
    );
    expect(ids(similarPlants(many[4]!, many))).toEqual([1, 2, 3, 4]);
  });

  it('compares categories and care levels as the filters do: case, accents and spaces ignored', () => {
    const plants = [
      aPlant({ plantId: 1, category: 'Plantes Grasses', careLevel: 'Easy' }),
      aPlant({ plantId: 2, category: ' plantes grasses ', careLevel: 'Expert' }),
      aPlant({ plantId: 3, category: 'Tropical', careLevel: 'EASY' }),
      aPlant({ plantId: 4, category: 'Tropical', careLevel: 'Expert' }),
    ];
    expect(ids(similarPlants(plants[0]!, plants))).toEqual([2, 3]);
  });

  it('among the sold-out too, the more alike comes first, whatever the catalogue order', () => {
    const plant = aPlant({ plantId: 1, category: 'Tropical', careLevel: 'Easy' });
    const catalogue = [
      plant,
      aPlant({ plantId: 2, category: 'Cacti', careLevel: 'Easy', availableStock: 0 }),
      aPlant({ plantId: 3, category: 'Tropical', careLevel: 'Easy', availableStock: 0 }),
      aPlant({ plantId: 4, category: 'Tropical', careLevel: 'Expert', availableStock: 0 }),
      aPlant({ plantId: 5, category: 'Cacti', careLevel: 'Easy' }),
    ];
    expect(ids(similarPlants(plant, catalogue))).toEqual([5, 3, 4, 2]);
  });

  it('offers nothing when no plant is alike, or the plant is the only one', () => {
    const lone = aPlant({ plantId: 9, category: 'Cacti', careLevel: 'Hard' });
    expect(similarPlants(lone, shop)).toEqual([]);
    expect(similarPlants(lone, [lone])).toEqual([]);
  });
});
