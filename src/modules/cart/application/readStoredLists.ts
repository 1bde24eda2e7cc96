import type { AccountLists } from '@/modules/cart/domain/AccountLists';
import type { CartLine, WishlistItem } from '@/modules/cart/domain/CartLine';
import { firstItemPerPlant, firstLinePerPlant } from '@/modules/cart/domain/firstPerPlant';
import type { CartStoragePort } from './CartStoragePort';

/** How many repeats one read reports one by one before it only counts them. */
const MAX_REPEAT_WARNINGS = 20;

/**
 * A repeated plant is left out of what the app works with, and said so in the
 * console, under the list's key: never a silent loss. The next write stores
 * the list without the repeat.
 */
function warnRepeats(source: string, repeated: readonly number[]): void {
  repeated
    .slice(0, MAX_REPEAT_WARNINGS)
    .forEach((plantId) => console.warn(`[${source}] dropped a duplicate entry for ${plantId}`));
  const more = repeated.length - MAX_REPEAT_WARNINGS;
  if (more > 0)
    console.warn(`[${source}] and ${more} more ${more === 1 ? 'entry' : 'entries'} dropped`);
}

/** The stored cart with one line per plant: what every use-case starts from. */
export async function readCartLines(storage: CartStoragePort): Promise<CartLine[]> {
  const { kept, repeated } = firstLinePerPlant(await storage.readCart());
  warnRepeats('cart', repeated);
  return kept;
}

/** The stored wishlist with one item per plant. */
export async function readWishlistItems(storage: CartStoragePort): Promise<WishlistItem[]> {
  const { kept, repeated } = firstItemPerPlant(await storage.readWishlist());
  warnRepeats('wishlist', repeated);
  return kept;
}

export async function readBothLists(storage: CartStoragePort): Promise<AccountLists> {
  const [cart, wishlist] = await Promise.all([readCartLines(storage), readWishlistItems(storage)]);
  return { cart, wishlist };
}
