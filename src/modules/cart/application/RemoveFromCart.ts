import type { PlantId } from '@/modules/shared/domain/Plant';
import { removeLine } from '@/modules/cart/domain/cartRules';
import { lineRemoved, type CartLinesChange } from '@/modules/cart/domain/RemovedLine';
import { changeStoredCartTelling } from './changeStoredList';
import type { CartStore } from './CartStore';
import type { CartStoragePort } from './CartStoragePort';

/** The cart page's bin: the line goes, and the change says which, for an Undo. */
export class RemoveFromCart {
  constructor(
    private readonly storage: CartStoragePort,
    private readonly lists: CartStore,
  ) {}

  execute(plantId: PlantId): Promise<CartLinesChange> {
    return changeStoredCartTelling(this.storage, this.lists, (cart, owner) => {
      const lines = removeLine(cart, plantId);
      return { lines, removed: lineRemoved(cart, lines, plantId, owner) };
    });
  }
}
