import type { PlantId } from '@/modules/shared/domain/Plant';
import { removeLine } from '@/modules/cart/domain/cartRules';
import type { CartLine } from '@/modules/cart/domain/CartLine';
import { changeStoredCart } from './changeStoredList';
import type { CartStore } from './CartStore';
import type { CartStoragePort } from './CartStoragePort';

export class RemoveFromCart {
  constructor(
    private readonly storage: CartStoragePort,
    private readonly lists: CartStore,
  ) {}

  execute(plantId: PlantId): Promise<CartLine[]> {
    return changeStoredCart(this.storage, this.lists, (cart) => removeLine(cart, plantId));
  }
}
