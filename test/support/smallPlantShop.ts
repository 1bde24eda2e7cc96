import type { Plant } from '@/modules/shared/domain/Plant';
import { EMPTY_PLANT_QUERY, type PlantQuery } from '@/modules/plants/domain/PlantQuery';
import { aPlant, type PlantOverrides } from './plants';

/** Finding plants: a query with only what a case is about, and a small shop chosen for the cases. */
export const query = (overrides: Partial<PlantQuery> = {}): PlantQuery => ({
  ...EMPTY_PLANT_QUERY,
  ...overrides,
});

export const ids = (plants: readonly Plant[]) => plants.map((plant) => plant.plantId);

/** The seven plants of the small shop, as `aPlant` overrides. */
const SMALL_SHOP: readonly PlantOverrides[] = [
  {
    plantId: 1,
    plantName: 'Monstera Deliciosa',
    category: 'Tropical',
    providerName: 'Greenhouse Co.',
    careLevel: 'Easy',
    price: 4999,
    rating: 4.8,
  },
  {
    plantId: 2,
    plantName: 'Snake Plant',
    category: 'Low Light',
    providerName: 'Verdant Roots Nursery',
    careLevel: 'Easy',
    price: 2499,
    rating: 4.7,
  },
  {
    plantId: 3,
    plantName: 'Calathea Café au Lait',
    category: 'Pet Friendly',
    providerName: 'Fern & Fig Growers',
    careLevel: 'Expert',
    price: 4499,
    rating: 4.3,
  },
  {
    plantId: 4,
    plantName: 'Echeveria',
    category: 'Succulents',
    providerName: 'Jardín Méndez',
    careLevel: 'Easy',
    price: 999,
    rating: 4.5,
  },
  {
    plantId: 5,
    plantName: 'String of Pearls',
    category: 'Succulents',
    providerName: 'Sunny Sill Gardens',
    careLevel: 'Moderate',
    price: 2299,
    rating: 4.1,
  },
  {
    plantId: 6,
    plantName: 'Bird of Paradise',
    category: 'Tropical',
    providerName: 'Fern & Fig Growers',
    careLevel: 'Moderate',
    price: 8999,
    rating: 4.5,
  },
  {
    plantId: 7,
    plantName: 'Haworthia',
    category: 'Succulents',
    providerName: 'Canopy & Clay',
    careLevel: 'Easy',
    price: 999,
    rating: 4.7,
    description: 'A tropical-looking succulent from Monstera country.',
  },
];

/**
 * A small shop: names, categories, providers and care levels chosen for the cases of the plants
 * domain. `changes` adjusts plants by id for a suite that needs more of them (a low stock, a
 * provider two plants share), so every suite builds the same seven plants through `aPlant`.
 */
export function smallPlantShop(changes: Readonly<Record<number, PlantOverrides>> = {}): Plant[] {
  return SMALL_SHOP.map((plant) => aPlant({ ...plant, ...changes[plant.plantId ?? 0] }));
}

/** The small shop as it is. */
export const shop: readonly Plant[] = smallPlantShop();
