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
