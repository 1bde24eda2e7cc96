import { cents } from '../../src/modules/shared/domain/Money';
import type { Plant } from '../../src/modules/plants/domain/Plant';

/** A plant with sensible defaults; override what the test is about. */
export function aPlant(overrides: Partial<Plant> = {}): Plant {
  const plantId = overrides.plantId ?? 1;
  return {
    plantId,
    plantName: `Test Plant ${plantId}`,
    providerName: 'Test Nursery',
    image: `images/plants/test-${plantId}.svg`,
    category: 'Tropical',
    price: cents(1999),
    rating: 4.5,
    description: 'A plant made for tests.',
    careLevel: 'Easy',
    availableStock: 10,
    ...overrides,
  };
}

export function somePlants(
  count: number,
  overrides: (index: number) => Partial<Plant> = () => ({}),
): Plant[] {
  return Array.from({ length: count }, (_, index) =>
    aPlant({ plantId: index + 1, ...overrides(index) }),
  );
}
