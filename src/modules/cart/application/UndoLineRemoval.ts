import type { CartLine } from '@/modules/cart/domain/CartLine';
import { restoreLine, type RemovedLine } from '@/modules/cart/domain/RemovedLine';
import { changeStoredCart } from './changeStoredList';
import type { CartStore } from './CartStore';
import type { CartStoragePort } from './CartStoragePort';

/**
 * The Undo beside 'Removed from cart': puts the removed line back at its place with its quantity,
 * into the cart as stored now (a change another tab made meanwhile is kept).
 */
export class UndoLineRemoval {
  constructor(
    private readonly storage: CartStoragePort,
    private readonly lists: CartStore,
  ) {}

  execute(removed: RemovedLine): Promise<CartLine[]> {
    return changeStoredCart(this.storage, this.lists, (cart) => restoreLine(cart, removed));
  }
}
