import type { Plant } from '@/modules/shared/domain/Plant';

/** Spec section 3: a cart item is the plant's fields plus a quantity. */
export interface CartLine {
  readonly plant: Plant;
  readonly quantity: number;
}

/** Spec section 3: a wishlist item is the plant's fields. */
export type WishlistItem = Plant;
