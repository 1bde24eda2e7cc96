import { ITEM_NOT_FOUND_IN_CART } from './cartMessages';

/** Why a cart or wishlist change did not happen. Storage failures are one kind among these. */
export type CartErrorReason =
  'item-not-found' | 'out-of-stock' | 'storage-unavailable' | 'not-in-wishlist';

export class CartError extends Error {
  constructor(
    readonly reason: CartErrorReason,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'CartError';
  }

  static itemNotFound(): CartError {
    return new CartError('item-not-found', ITEM_NOT_FOUND_IN_CART);
  }

  static storageUnavailable(cause: unknown): CartError {
    return new CartError('storage-unavailable', 'Local storage could not be written', { cause });
  }
}

export function isCartError(error: unknown): error is CartError {
  return error instanceof CartError;
}
