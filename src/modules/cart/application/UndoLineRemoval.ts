import type { CartLine } from '@/modules/cart/domain/CartLine';
import { CartError } from '@/modules/cart/domain/CartError';
import { restoreLine, type RemovedLine } from '@/modules/cart/domain/RemovedLine';
import { changeStoredCart } from './changeStoredList';
import type { CartStore } from './CartStore';
import type { CartStoragePort } from './CartStoragePort';

/**
 * The Undo beside 'Removed from cart': puts the removed line back at its place with its quantity,
 * into the cart as stored now (a change another tab made meanwhile is kept).
 *
 * Only into the cart it came from (ADR 0014). The stored lists are first handed to the account
 * signed in now (CartStore.whileOwned), so their owner is that account; when it is not the one the
 * line was taken from (signed out since, or another account signed in), the Undo is refused with
 * CartError 'removed-by-another-account' and nothing is written. The check and the write are one
 * step of the store's queue: a sign-out cannot come between them.
 */
export class UndoLineRemoval {
  constructor(
    private readonly storage: CartStoragePort,
    private readonly lists: CartStore,
  ) {}

  execute(removed: RemovedLine): Promise<CartLine[]> {
    return changeStoredCart(this.storage, this.lists, (cart, owner) => {
      if (owner !== removed.owner) throw CartError.removedByAnotherAccount();
      return restoreLine(cart, removed);
    });
  }
}
