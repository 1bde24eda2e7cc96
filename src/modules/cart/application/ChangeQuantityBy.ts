import type { PlantId } from '@/modules/shared/domain/Plant';
import { changeQuantityBy } from '@/modules/cart/domain/cartRules';
import type { CartLine } from '@/modules/cart/domain/CartLine';
import { changeStoredCart } from './changeStoredList';
import type { CartStore } from './CartStore';
import type { CartStoragePort } from './CartStoragePort';

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
    return changeStoredCart(this.storage, this.lists, (cart) =>
      changeQuantityBy(cart, plantId, delta),
    );
  }
}
