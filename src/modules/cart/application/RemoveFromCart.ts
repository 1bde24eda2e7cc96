import type { PlantId } from '@/modules/shared/domain/Plant';
import { removeLine } from '@/modules/cart/domain/cartRules';
import type { CartLine } from '@/modules/cart/domain/CartLine';
import type { CartStore } from './CartStore';
import type { CartStoragePort } from './CartStoragePort';
import { readCartLines } from './readStoredLists';

export class RemoveFromCart {
  constructor(
    private readonly storage: CartStoragePort,
    private readonly lists: CartStore,
  ) {}

  execute(plantId: PlantId): Promise<CartLine[]> {
    // Only on the lists of the account signed in now (issue 28).
    return this.lists.whileOwned(async () => {
      const next = removeLine(await readCartLines(this.storage), plantId);
      await this.storage.writeCart(next);
      this.lists.took({ cart: next });
      return next;
    });
  }
}
