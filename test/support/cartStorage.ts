import { CartError } from '@/modules/cart/domain/CartError';
import type { CartLine, WishlistItem } from '@/modules/cart/domain/CartLine';
import { InMemoryCartStorage } from '@/modules/cart/infrastructure/InMemoryCartStorage';

/** What a storage holds now, read through the port. */
export async function storedState(storage: InMemoryCartStorage): Promise<{
  cart: CartLine[];
  wishlist: WishlistItem[];
}> {
  return { cart: await storage.readCart(), wishlist: await storage.readWishlist() };
}

/** An in-memory storage whose wishlist writes fail while its cart writes succeed. */
export class WishlistWritesFailingStorage extends InMemoryCartStorage {
  override async writeWishlist(): Promise<void> {
    throw CartError.storageUnavailable(new DOMException('full', 'QuotaExceededError'));
  }
}
