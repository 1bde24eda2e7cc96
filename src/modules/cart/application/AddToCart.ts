import type { Plant } from '@/modules/shared/domain/Plant';
import { addCounting, type CartAddition } from '@/modules/cart/domain/CartAddition';
import { changeStoredCartTelling } from './changeStoredList';
import type { CartStore } from './CartStore';
import type { CartStoragePort } from './CartStoragePort';

/** Adds a plant to the cart, never above its stock (spec section 4), and says how many went in. */
export class AddToCart {
  constructor(
    private readonly storage: CartStoragePort,
    private readonly lists: CartStore,
  ) {}

  execute(plant: Plant, quantity = 1): Promise<CartAddition> {
    return changeStoredCartTelling(this.storage, this.lists, (cart) =>
      addCounting(cart, plant, quantity),
    );
  }
}
