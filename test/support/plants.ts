import { cents } from '@/modules/shared/domain/Money';
import type { Plant } from '@/modules/shared/domain/Plant';
import type { CartLine } from '@/modules/cart/domain/CartLine';

/** What a test may set of a plant: any field, the price as a number of cents. */
export type PlantOverrides = Partial<Omit<Plant, 'price'>> & { price?: number };

/**
 * A plant for tests: every field filled, the price in cents. Pass only what
 * the test is about; the rest is plausible and fixed.
 */
export function aPlant(overrides: PlantOverrides = {}): Plant {
  const plantId = overrides.plantId ?? 1;
  const { price, ...rest } = overrides;
  return {
    plantId,
    plantName: `Plant ${plantId}`,
    providerName: 'Greenhouse Co.',
    image: `images/plants/plant-${plantId}.svg`,
    category: 'Tropical',
    rating: 4.5,
    description: `Description of plant ${plantId}.`,
    careLevel: 'Easy',
    availableStock: 10,
    ...rest,
    price: cents(price ?? 1999),
  };
}

/** `count` plants with ids 1..count; `overrides` shapes each by its index. */
export function somePlants(
  count: number,
  overrides: (index: number) => Partial<Plant> = () => ({}),
): Plant[] {
  return Array.from({ length: count }, (_, index) =>
    aPlant({ plantId: index + 1, ...overrides(index) }),
  );
}

export function aLine(plant: Plant, quantity: number): CartLine {
  return { plant, quantity };
}

/**
 * The record form of a plant, as plants.json and local storage hold it: the
 * same fields with the price in dollars. Written here independently of the
 * adapters' own mapping, so a test does not check the code with itself.
 */
export interface PlantRecordJson {
  plantId: number;
  plantName: string;
  providerName: string;
  image: string;
  category: string;
  price: number;
  rating: number;
  description: string;
  careLevel: string;
  availableStock: number;
}

export function plantRecordOf(plant: Plant): PlantRecordJson {
  return {
    plantId: plant.plantId,
    plantName: plant.plantName,
    providerName: plant.providerName,
    image: plant.image,
    category: plant.category,
    price: plant.price / 100,
    rating: plant.rating,
    description: plant.description,
    careLevel: plant.careLevel,
    availableStock: plant.availableStock,
  };
}

export function cartRecordOf(line: CartLine): PlantRecordJson & { quantity: number } {
  return { ...plantRecordOf(line.plant), quantity: line.quantity };
}

/** A plant from its record form, with the price in cents (rounded to the cent). */
export function plantFromRecordJson(record: PlantRecordJson): Plant {
  return {
    plantId: record.plantId,
    plantName: record.plantName,
    providerName: record.providerName,
    image: record.image,
    category: record.category,
    price: cents(Math.round(record.price * 100)),
    rating: record.rating,
    description: record.description,
    careLevel: record.careLevel,
    availableStock: record.availableStock,
  };
}
