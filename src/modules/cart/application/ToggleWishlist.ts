import type { Plant } from '@/modules/shared/domain/Plant';
import { addToWishlist, isInWishlist, removeFromWishlist } from '@/modules/cart/domain/cartRules';
import type { CartStore } from './CartStore';
import type { CartStoragePort } from './CartStoragePort';
import { readWishlistItems } from './readStoredLists';

export interface ToggleWishlistResult {
  readonly added: boolean;
}

/**
 * Beyond the spec, which never shows how the wishlist fills: the heart adds a
 * plant, or removes it when it is already there (docs/beyond-the-spec.md).
 */
export class ToggleWishlist {
  constructor(
    private readonly storage: CartStoragePort,
    private readonly lists: CartStore,
  ) {}

  execute(plant: Plant): Promise<ToggleWishlistResult> {
    // Only on the lists of the account signed in now (issue 28).
    return this.lists.whileOwned(async () => {
      const wishlist = await readWishlistItems(this.storage);
      const added = !isInWishlist(wishlist, plant.plantId);
      const next = added
        ? addToWishlist(wishlist, plant)
        : removeFromWishlist(wishlist, plant.plantId);
      await this.storage.writeWishlist(next);
      this.lists.took({ wishlist: next });
      return { added };
    });
  }
}
