import * as v from 'valibot';
import {
  PlantRecordSchema,
  plantFromRecord,
  plantToRecord,
} from '@/modules/shared/infrastructure/plantSchema';
import type { CartLine } from '@/modules/cart/domain/CartLine';

/** Spec section 3: a stored cart item is the plant's fields plus quantity. */
export const CartRecordSchema = v.object({
  ...PlantRecordSchema.entries,
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000)),
});

export type CartRecord = v.InferOutput<typeof CartRecordSchema>;

export function cartLineFromRecord(record: CartRecord): CartLine {
  const { quantity, ...plant } = record;
  return { plant: plantFromRecord(plant), quantity };
}

export function cartLineToRecord(line: CartLine): CartRecord {
  return { ...plantToRecord(line.plant), quantity: line.quantity };
}
