import type { PlantId } from '@/modules/shared/domain/Plant';
import { removeFromWishlist } from '@/modules/cart/domain/cartRules';
import type { WishlistItem } from '@/modules/cart/domain/CartLine';
import { changeStoredWishlist } from './changeStoredList';
import type { CartStore } from './CartStore';
import type { CartStoragePort } from './CartStoragePort';

export class RemoveFromWishlist {
  constructor(
    private readonly storage: CartStoragePort,
    private readonly lists: CartStore,
  ) {}

  execute(plantId: PlantId): Promise<WishlistItem[]> {
    return changeStoredWishlist(this.storage, this.lists, (wishlist) =>
      removeFromWishlist(wishlist, plantId),
    );
  }
}
