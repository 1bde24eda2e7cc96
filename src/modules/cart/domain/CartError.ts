import { ITEM_NOT_FOUND_IN_CART, REMOVED_BY_ANOTHER_ACCOUNT } from './cartMessages';

/** Why a cart or wishlist change did not happen. Storage failures are one kind among these. */
export type CartErrorReason =
  | 'item-not-found'
  | 'out-of-stock'
  | 'storage-unavailable'
  | 'not-in-wishlist'
  | 'removed-by-another-account';

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

  /** An Undo of a line taken from another account's cart than the one signed in now. */
  static removedByAnotherAccount(): CartError {
    return new CartError('removed-by-another-account', REMOVED_BY_ANOTHER_ACCOUNT);
  }

  static storageUnavailable(cause: unknown): CartError {
    return new CartError('storage-unavailable', 'Local storage could not be written', { cause });
  }
}

export function isCartError(error: unknown): error is CartError {
  return error instanceof CartError;
}
