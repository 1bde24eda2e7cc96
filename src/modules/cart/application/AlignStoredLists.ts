import { catalogueOf } from '@/modules/cart/domain/PlantCatalogue';
import type { CartLine, WishlistItem } from '@/modules/cart/domain/CartLine';
import type { CheckedLine, CheckedWishlistItem } from '@/modules/cart/domain/CheckedLine';
import type { Plant } from '@/modules/shared/domain/Plant';
import { reconcileCart, storedFormOf } from '@/modules/cart/domain/reconcileCart';
import { reconcileWishlist, storedWishlistOf } from '@/modules/cart/domain/reconcileWishlist';
import type { CartStoragePort } from './CartStoragePort';
import type { CartStore } from './CartStore';

function samePlant(a: Plant, b: Plant): boolean {
  return (Object.keys(a) as (keyof Plant)[]).every((key) => a[key] === b[key]);
}

function sameCart(a: readonly CartLine[], b: readonly CartLine[]): boolean {
  return (
    a.length === b.length &&
    a.every((line, i) => line.quantity === b[i]?.quantity && samePlant(line.plant, b[i].plant))
  );
}

function sameWishlist(a: readonly WishlistItem[], b: readonly WishlistItem[]): boolean {
  return a.length === b.length && a.every((item, i) => b[i] !== undefined && samePlant(item, b[i]));
}

/** The lists as checked before the write, with what changed. */
export interface AlignedLists {
  readonly lines: CheckedLine[];
  readonly wishlist: CheckedWishlistItem[];
}

/**
 * Brings what is stored in line with the catalogue once it has been checked
 * (the catalogue prices the lists), so the next read agrees with what the screens show: each line
 * takes the catalogue's fields, a quantity above the stock is lowered to it,
 * a repeated plant goes. A list already in line is not written. Like every
 * change to the stored lists it runs in CartStore.whileOwned, so it writes
 * only to the lists of the account shown, after any hand-over. Resolves to
 * the lists as checked before the write, with what changed (the notes the
 * shopper must still be shown once storage no longer differs); `record` gets
 * them before the store shows the corrected lists. Not a use-case of its own:
 * PricedCart runs it, and records the notes (src/di/modules/cartModule.ts).
 */
export class AlignStoredLists {
  constructor(
    private readonly storage: CartStoragePort,
    private readonly lists: CartStore,
  ) {}

  execute(
    plants: readonly Plant[],
    record: (aligned: AlignedLists) => void = () => undefined,
  ): Promise<AlignedLists> {
    const catalogue = catalogueOf(plants);
    return this.lists.whileOwned(async () => {
      // Re-read right before each write, so a change made meanwhile in another tab is kept.
      const cart = await this.storage.readCart();
      const lines = reconcileCart(cart, catalogue);
      const alignedCart = storedFormOf(lines);
      if (!sameCart(cart, alignedCart)) await this.storage.writeCart(alignedCart);
      const stored = await this.storage.readWishlist();
      const wishlist = reconcileWishlist(stored, catalogue);
      const alignedWishlist = storedWishlistOf(wishlist);
      if (!sameWishlist(stored, alignedWishlist)) await this.storage.writeWishlist(alignedWishlist);
      const aligned = { lines, wishlist };
      record(aligned);
      this.lists.showWritten({ cart: alignedCart, wishlist: alignedWishlist });
      return aligned;
    });
  }
}
