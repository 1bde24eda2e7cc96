import type { PlantId } from '@/modules/shared/domain/Plant';
import { changeQuantityBy } from '@/modules/cart/domain/cartRules';
import type { CartLine } from '@/modules/cart/domain/CartLine';
import type { CartStore } from './CartStore';
import type { CartStoragePort } from './CartStoragePort';
import { readCartLines } from './readStoredLists';

/**
 * The cart page's minus and plus: one step from the quantity stored now, so a
 * press in each of two tabs both count; never past the stock, and 0 removes the line.
 */
export class ChangeQuantityBy {
  constructor(
    private readonly storage: CartStoragePort,
    private readonly lists: CartStore,
  ) {}

  execute(plantId: PlantId, delta: number): Promise<CartLine[]> {
    // Only on the lists of the account signed in now (issue 28).
    return this.lists.whileOwned(async () => {
      const next = changeQuantityBy(await readCartLines(this.storage), plantId, delta);
      await this.storage.writeCart(next);
      this.lists.took({ cart: next });
      return next;
    });
  }
}
