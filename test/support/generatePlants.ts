import type { Plant } from '@/modules/shared/domain/Plant';
import { aPlant, plantRecordOf, type PlantRecordJson } from './plants';

/**
 * A large, plausible catalogue for performance work (the 10,000-plant bench,
 * windowing, search). Pure and seeded: the same count and seed always give the
 * same plants. Every plant is valid for plants.json (unique plantId from 1,
 * price and rating in range, an image that exists in public/images/plants).
 * Some names and providers carry accents ('Café', 'Señora') so accent-folding
 * search has something to find.
 */
export interface GeneratePlantsOptions {
  /** Seed of the pseudo-random sequence (default 1). */
  readonly seed?: number;
}

const SPECIES = [
  ['Monstera Deliciosa', 'monstera-deliciosa'],
  ['Snake Plant', 'snake-plant'],
  ['Fiddle Leaf Fig', 'fiddle-leaf-fig'],
  ['Golden Pothos', 'golden-pothos'],
  ['Peace Lily', 'peace-lily'],
  ['Echeveria', 'echeveria'],
  ['Calathea Orbifolia', 'calathea-orbifolia'],
  ['Phalaenopsis Orchid', 'phalaenopsis-orchid'],
  ['ZZ Plant', 'zz-plant'],
  ['Boston Fern', 'boston-fern'],
  ['Aloe Vera', 'aloe-vera'],
  ['String of Pearls', 'string-of-pearls'],
  ['Bird of Paradise', 'bird-of-paradise'],
  ['Rubber Plant', 'rubber-plant'],
  ['Chinese Money Plant', 'chinese-money-plant'],
  ['Parlor Palm', 'parlor-palm'],
  ['Haworthia', 'haworthia'],
  ['Philodendron Brasil', 'philodendron-brasil'],
  ['Alocasia Polly', 'alocasia-polly'],
  ['Jade Plant', 'jade-plant'],
  ['Spider Plant', 'spider-plant'],
  ['Hoya Carnosa', 'hoya-carnosa'],
  ['Fishbone Cactus', 'fishbone-cactus'],
  ['Bunny Ear Cactus', 'bunny-ear-cactus'],
  ['Anthurium', 'anthurium'],
  ['Chinese Evergreen', 'chinese-evergreen'],
  ['Prayer Plant', 'prayer-plant'],
  ['Dracaena Marginata', 'dracaena-marginata'],
] as const;

const VARIETIES = [
  'Variegata',
  'Compacta',
  'Albo',
  'Aurea',
  'Café au Lait',
  'Crème Brûlée',
  'Señora',
  'Midnight',
  'Silver Queen',
  'Dwarf',
  'Giant',
  'Marble',
  'Ruby',
  'Emerald',
  'Lemon Lime',
  'Pink Princess',
] as const;

export const GENERATED_CATEGORIES = [
  'Succulents',
  'Pet Friendly',
  'Tropical',
  'Low Light',
  'Air Purifying',
  'Flowering',
] as const;

export const GENERATED_CARE_LEVELS = ['Easy', 'Moderate', 'Expert'] as const;

const PROVIDERS = [
  'Greenhouse Co.',
  'Verdant Roots Nursery',
  'Fern & Fig Growers',
  'Sunny Sill Gardens',
  'Moss Hollow Nursery',
  'Canopy & Clay',
  'Jardín Méndez',
  'Pépinière Lumière',
] as const;

/** mulberry32: a small, fast, well-spread 32-bit generator; [0, 1). */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(items: readonly T[], next: () => number): T {
  return items[Math.floor(next() * items.length)] as T;
}

/** `count` plants with plantId 1..count, in that order. */
export function generatePlants(count: number, options: GeneratePlantsOptions = {}): Plant[] {
  const next = random(options.seed ?? 1);
  const plants: Plant[] = [];
  for (let index = 0; index < count; index += 1) {
    const plantId = index + 1;
    const [species, image] = pick(SPECIES, next);
    const variety = pick(VARIETIES, next);
    const category = pick(GENERATED_CATEGORIES, next);
    // Mostly easy plants, as in a real shop.
    const careRoll = next();
    const careLevel = careRoll < 0.6 ? 'Easy' : careRoll < 0.9 ? 'Moderate' : 'Expert';
    plants.push(
      aPlant({
        plantId,
        plantName: `${species} '${variety}' No. ${plantId}`,
        providerName: pick(PROVIDERS, next),
        image: `images/plants/${image}.svg`,
        category,
        price: 499 + Math.floor(next() * 150) * 100, // cents: $4.99 .. $153.99
        rating: Math.round((3 + next() * 2) * 10) / 10, // 3.0 .. 5.0
        description: `${species} in the ${variety} form, grown for the shop's large-catalogue tests.`,
        careLevel,
        availableStock: Math.floor(next() * 40), // 0 .. 39, so some are low or out of stock
      }),
    );
  }
  return plants;
}

/** The same plants in plants.json's form (price in dollars), ready to serve as the catalogue. */
export function generatePlantRecords(
  count: number,
  options: GeneratePlantsOptions = {},
): PlantRecordJson[] {
  return generatePlants(count, options).map(plantRecordOf);
}
