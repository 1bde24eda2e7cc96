import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CataloguePlantRecordSchema,
  PLANT_TEXT_LIMITS,
  plantFromRecord,
  PlantRecordSchema,
  plantToRecord,
} from '@/modules/shared/infrastructure/plantSchema';
import { aPlant, plantRecordOf } from '@test/support/plants';

const record = {
  plantId: 4,
  plantName: 'Snake Plant',
  providerName: 'Greenhouse Co.',
  image: 'images/plants/snake-plant.svg',
  category: 'Succulent',
  price: 19.99,
  rating: 4.7,
  description: 'Hardy.',
  careLevel: 'Easy',
  availableStock: 52,
};

describe('plant records (plants.json and local storage): price in dollars outside, cents inside', () => {
  it('reads a record into a plant with the price in cents', () => {
    const plant = plantFromRecord(v.parse(PlantRecordSchema, record));
    expect(plant).toEqual({ ...record, price: 1999 });
  });

  it('writes a plant back with the price in dollars', () => {
    expect(plantToRecord(aPlant({ plantId: 4, price: 1999 }))).toEqual(
      plantRecordOf(aPlant({ plantId: 4, price: 1999 })),
    );
    expect(plantToRecord(aPlant({ price: 1999 })).price).toBe(19.99);
    expect(plantToRecord(aPlant({ price: 5 })).price).toBe(0.05);
  });

  it.each([
    ['plantId as text', { plantId: '4' }],
    ['a fractional plantId', { plantId: 4.5 }],
    ['a negative plantId', { plantId: -1 }],
    ['an empty name', { plantName: '   ' }],
    ['a price as text', { price: '19.99' }],
    ['a negative price', { price: -1 }],
    ['an infinite price', { price: Number.POSITIVE_INFINITY }],
    ['a rating above 5', { rating: 5.1 }],
    ['a fractional stock', { availableStock: 1.5 }],
    ['a negative stock', { availableStock: -1 }],
    ['no image', { image: undefined }],
  ])('rejects a record with %s', (_, change) => {
    expect(v.safeParse(PlantRecordSchema, { ...record, ...change }).success).toBe(false);
  });

  it.each(Object.entries(PLANT_TEXT_LIMITS))(
    "bounds a catalogue plant's %s at %i characters: one more and the record is rejected",
    (field, limit) => {
      const at = (length: number) => ({ ...record, [field]: 'x'.repeat(length) });
      expect(v.safeParse(CataloguePlantRecordSchema, at(limit)).success).toBe(true);
      expect(v.safeParse(CataloguePlantRecordSchema, at(limit + 1)).success).toBe(false);
      expect(v.safeParse(PlantRecordSchema, at(limit + 1)).success).toBe(true);
    },
  );
});
