import type { Plant } from '@/modules/shared/domain/Plant';
import { addPlant } from '@/modules/cart/domain/cartRules';
import type { CartLine } from '@/modules/cart/domain/CartLine';
import { changeStoredCart } from './changeStoredList';
import type { CartStore } from './CartStore';
import type { CartStoragePort } from './CartStoragePort';

/** Adds a plant to the cart, never above its stock (spec section 4). */
export class AddToCart {
  constructor(
    private readonly storage: CartStoragePort,
    private readonly lists: CartStore,
  ) {}

  execute(plant: Plant, quantity = 1): Promise<CartLine[]> {
    return changeStoredCart(this.storage, this.lists, (cart) => addPlant(cart, plant, quantity));
  }
}
