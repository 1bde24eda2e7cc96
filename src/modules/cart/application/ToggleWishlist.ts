import type { Plant } from '@/modules/shared/domain/Plant';
import { addToWishlist, isInWishlist, removeFromWishlist } from '@/modules/cart/domain/cartRules';
import { changeStoredWishlist } from './changeStoredList';
import type { CartStore } from './CartStore';
import type { CartStoragePort } from './CartStoragePort';

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

  async execute(plant: Plant): Promise<ToggleWishlistResult> {
    let added = false;
    await changeStoredWishlist(this.storage, this.lists, (wishlist) => {
      added = !isInWishlist(wishlist, plant.plantId);
      return added ? addToWishlist(wishlist, plant) : removeFromWishlist(wishlist, plant.plantId);
    });
    return { added };
  }
}
