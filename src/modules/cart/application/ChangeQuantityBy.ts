import type { PlantId } from '@/modules/shared/domain/Plant';
import { changeQuantityBy } from '@/modules/cart/domain/cartRules';
import { lineRemoved, type CartLinesChange } from '@/modules/cart/domain/RemovedLine';
import { changeStoredCartTelling } from './changeStoredList';
import type { CartStore } from './CartStore';
import type { CartStoragePort } from './CartStoragePort';

/**
 * The cart page's minus and plus: one step from the quantity stored now, so a
 * press in each of two tabs both count; never past the stock, and 0 removes the
 * line (the change says which, for an Undo).
 */
export class ChangeQuantityBy {
  constructor(
    private readonly storage: CartStoragePort,
    private readonly lists: CartStore,
  ) {}

  execute(plantId: PlantId, delta: number): Promise<CartLinesChange> {
    return changeStoredCartTelling(this.storage, this.lists, (cart, owner) => {
      const lines = changeQuantityBy(cart, plantId, delta);
      return { lines, removed: lineRemoved(cart, lines, plantId, owner) };
    });
  }
}
