import * as v from 'valibot';
import { dollarsToCents } from '@/modules/shared/domain/Money';
import type { Plant } from '@/modules/shared/domain/Plant';

/**
 * One plant as it is written outside the app (plants.json, local storage):
 * spec section 3's fields, with the price in dollars.
 */
export const PlantRecordSchema = v.object({
  plantId: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER)),
  plantName: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  providerName: v.string(),
  image: v.string(),
  category: v.string(),
  price: v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(1_000_000)),
  rating: v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(5)),
  description: v.string(),
  careLevel: v.string(),
  availableStock: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000)),
});

/**
 * The longest text each field of a catalogue's plant may hold, in UTF-16 units. Generous: a real
 * shop's longest name is tens of characters and its longest description a few paragraphs. They
 * bound what one entry of plants.json can cost every screen and the search's index; an entry past
 * them is dropped and reported like any other invalid one (docs/beyond-the-spec.md). A line kept
 * in local storage is the shopper's own and keeps what it holds (PlantRecordSchema).
 */
export const PLANT_TEXT_LIMITS = {
  plantName: 200,
  providerName: 200,
  image: 2_000,
  category: 100,
  description: 10_000,
  careLevel: 100,
} as const;

/** A plant of the catalogue (plants.json): PlantRecordSchema, each text within PLANT_TEXT_LIMITS. */
export const CataloguePlantRecordSchema = v.object({
  ...PlantRecordSchema.entries,
  plantName: v.pipe(v.string(), v.maxLength(PLANT_TEXT_LIMITS.plantName), v.trim(), v.nonEmpty()),
  providerName: v.pipe(v.string(), v.maxLength(PLANT_TEXT_LIMITS.providerName)),
  image: v.pipe(v.string(), v.maxLength(PLANT_TEXT_LIMITS.image)),
  category: v.pipe(v.string(), v.maxLength(PLANT_TEXT_LIMITS.category)),
  description: v.pipe(v.string(), v.maxLength(PLANT_TEXT_LIMITS.description)),
  careLevel: v.pipe(v.string(), v.maxLength(PLANT_TEXT_LIMITS.careLevel)),
});

export type PlantRecord = v.InferOutput<typeof PlantRecordSchema>;

export function plantFromRecord(record: PlantRecord): Plant {
  return {
    plantId: record.plantId,
    plantName: record.plantName,
    providerName: record.providerName,
    image: record.image,
    category: record.category,
    price: dollarsToCents(record.price),
    rating: record.rating,
    description: record.description,
    careLevel: record.careLevel,
    availableStock: record.availableStock,
  };
}

export function plantToRecord(plant: Plant): PlantRecord {
  return { ...plant, price: plant.price / 100 };
}
