import type { PlantId } from '@/modules/plants/domain/Plant';
import { setQuantity } from '@/modules/cart/domain/cartRules';
import type { CartLine } from '@/modules/cart/domain/CartLine';
import type { CartStoragePort } from './CartStoragePort';
import { readCartLines } from './readStoredLists';

/**
 * Sets a line's quantity: 0 or less removes it; unknown plants fail (spec
 * section 4). A step up or down from the stored quantity is `ChangeQuantityBy`.
 */
export class UpdateQuantity {
  constructor(private readonly storage: CartStoragePort) {}

  async execute(plantId: PlantId, quantity: number): Promise<CartLine[]> {
    const next = setQuantity(await readCartLines(this.storage), plantId, quantity);
    await this.storage.writeCart(next);
    return next;
  }
}
