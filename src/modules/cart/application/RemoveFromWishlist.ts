import type { PlantId } from '../../plants/domain/Plant';
import { removeFromWishlist } from '../domain/cartRules';
import type { WishlistItem } from '../domain/CartLine';
import type { CartStoragePort } from './CartStoragePort';
import { readWishlistItems } from './readStoredLists';

export class RemoveFromWishlist {
  constructor(private readonly storage: CartStoragePort) {}

  async execute(plantId: PlantId): Promise<WishlistItem[]> {
    const next = removeFromWishlist(await readWishlistItems(this.storage), plantId);
    await this.storage.writeWishlist(next);
    return next;
  }
}
