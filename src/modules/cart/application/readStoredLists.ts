import type { AccountLists } from '@/modules/cart/domain/AccountLists';
import type { CartLine, WishlistItem } from '@/modules/cart/domain/CartLine';
import { firstItemPerPlant, firstLinePerPlant } from '@/modules/cart/domain/firstPerPlant';
import { dropReporter } from '@/modules/shared/application/dropReporter';
import type { CartStoragePort } from './CartStoragePort';

/**
 * A repeated plant is left out of what the app works with, and said so in the
 * console, under the list's key: never a silent loss. The next write stores
 * the list without the repeat.
 */
function warnRepeats(source: string, repeated: readonly number[]): void {
  const report = dropReporter(source);
  repeated.forEach((plantId) => report.drop(`dropped a duplicate entry for ${plantId}`));
  report.done();
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
