import * as v from 'valibot';
import {
  plantFromRecord,
  plantToRecord,
  PlantRecordSchema,
} from '@/modules/shared/infrastructure/plantSchema';
import { parseListKeepingValid } from '@/modules/shared/infrastructure/parseListKeepingValid';
import type { AccountLists } from '@/modules/cart/domain/AccountLists';
import { cartLineFromRecord, cartLineToRecord, CartRecordSchema } from './cartRecordSchema';

/**
 * One account's set-aside lists, stored as one value so they are written
 * together: each list in the same record form as under the spec's keys.
 * Only the shape of the whole is checked here; the entries are parsed one by
 * one, so a bad entry costs only itself.
 */
const AccountListsRecordSchema = v.object({
  cart: v.array(v.unknown()),
  wishlist: v.array(v.unknown()),
});

export function accountListsToRecord(lists: AccountLists) {
  return { cart: lists.cart.map(cartLineToRecord), wishlist: lists.wishlist.map(plantToRecord) };
}

/** The lists in a stored value, or null (with a warning) when it is not such a value at all. */
export function accountListsFromRecord(value: unknown, source: string): AccountLists | null {
  const whole = v.safeParse(AccountListsRecordSchema, value);
  if (!whole.success) {
    console.warn(`[${source}] stored value is not a cart and a wishlist: ignored`);
    return null;
  }
  const cart = parseListKeepingValid(CartRecordSchema, whole.output.cart, `${source} cart`);
  const wishlist = parseListKeepingValid(
    PlantRecordSchema,
    whole.output.wishlist,
    `${source} wishlist`,
  );
  return {
    cart: cart.items.map(cartLineFromRecord),
    wishlist: wishlist.items.map(plantFromRecord),
  };
}
