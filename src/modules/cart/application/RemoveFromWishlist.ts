import type { PlantId } from '@/modules/shared/domain/Plant';
import { removeFromWishlist } from '@/modules/cart/domain/cartRules';
import type { WishlistItem } from '@/modules/cart/domain/CartLine';
import type { CartStore } from './CartStore';
import type { CartStoragePort } from './CartStoragePort';
import { readWishlistItems } from './readStoredLists';

export class RemoveFromWishlist {
  constructor(
    private readonly storage: CartStoragePort,
    private readonly lists: CartStore,
  ) {}

  execute(plantId: PlantId): Promise<WishlistItem[]> {
    // Only on the lists of the account signed in now (issue 28).
    return this.lists.whileOwned(async () => {
      const next = removeFromWishlist(await readWishlistItems(this.storage), plantId);
      await this.storage.writeWishlist(next);
      this.lists.took({ wishlist: next });
      return next;
    });
  }
}
