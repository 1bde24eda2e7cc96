import type { PlantId } from '@/modules/shared/domain/Plant';
import { CartError } from '@/modules/cart/domain/CartError';
import { ITEM_NOT_FOUND_IN_WISHLIST } from '@/modules/cart/domain/cartMessages';
import { addPlant, removeFromWishlist } from '@/modules/cart/domain/cartRules';
import type { CartSnapshot } from './CartSnapshot';
import type { CartStore } from './CartStore';
import type { CartStoragePort } from './CartStoragePort';
import { readCartLines, readWishlistItems } from './readStoredLists';

/** Moves a wishlist item to the cart with quantity 1 and takes it off the wishlist (spec section 4). */
export class MoveToCart {
  constructor(
    private readonly storage: CartStoragePort,
    private readonly lists: CartStore,
  ) {}

  execute(plantId: PlantId): Promise<CartSnapshot> {
    // Only on the lists of the account signed in now (ADR 0014).
    return this.lists.whileOwned(async () => {
      const wishlist = await readWishlistItems(this.storage);
      const plant = wishlist.find((item) => item.plantId === plantId);
      if (!plant) throw new CartError('not-in-wishlist', ITEM_NOT_FOUND_IN_WISHLIST);
      const cart = addPlant(await readCartLines(this.storage), plant, 1);
      // Cart first: if the second write fails the plant is in both lists, never in neither.
      await this.storage.writeCart(cart);
      this.lists.showWritten({ cart });
      const nextWishlist = removeFromWishlist(wishlist, plantId);
      await this.storage.writeWishlist(nextWishlist);
      this.lists.showWritten({ wishlist: nextWishlist });
      return { cart, wishlist: nextWishlist };
    });
  }
}
