import type { Plant } from '@/modules/shared/domain/Plant';
import { addPlant } from '@/modules/cart/domain/cartRules';
import type { CartLine } from '@/modules/cart/domain/CartLine';
import type { CartStore } from './CartStore';
import type { CartStoragePort } from './CartStoragePort';
import { readCartLines } from './readStoredLists';

/** Adds a plant to the cart, never above its stock (spec section 4). */
export class AddToCart {
  constructor(
    private readonly storage: CartStoragePort,
    private readonly lists: CartStore,
  ) {}

  execute(plant: Plant, quantity = 1): Promise<CartLine[]> {
    // Only on the lists of the account signed in now (issue 28).
    return this.lists.whileOwned(async () => {
      // Re-read before writing so a change made in another tab is not overwritten.
      const next = addPlant(await readCartLines(this.storage), plant, quantity);
      await this.storage.writeCart(next);
      this.lists.took({ cart: next });
      return next;
    });
  }
}
