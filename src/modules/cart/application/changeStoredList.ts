import type { AccountId } from '@/modules/cart/domain/AccountLists';
import type { CartLine, WishlistItem } from '@/modules/cart/domain/CartLine';
import type { CartStore } from './CartStore';
import type { CartStoragePort } from './CartStoragePort';
import { readCartLines, readWishlistItems } from './readStoredLists';

/**
 * A use-case's change to the stored cart: made only to the lists of the account signed in now
 * (CartStore.whileOwned, ADR 0014), on the cart read right before the write so that another tab's
 * change is kept (ADR 0004), and handed to the store as written (CartStore.showWritten: it does not read back what was just written).
 * The change is also told whose cart it is (the stored lists' owner, once handed to the account
 * signed in now); it may throw to refuse, and then nothing is written.
 */
export function changeStoredCart(
  storage: CartStoragePort,
  lists: CartStore,
  change: (cart: CartLine[], owner: AccountId | null) => CartLine[],
): Promise<CartLine[]> {
  return changeStoredCartTelling(storage, lists, (cart, owner) => ({
    lines: change(cart, owner),
  })).then(({ lines }) => lines);
}

/** The same, for a change that also tells what it did (what it added, what it removed). */
export function changeStoredCartTelling<Told extends { readonly lines: CartLine[] }>(
  storage: CartStoragePort,
  lists: CartStore,
  change: (cart: CartLine[], owner: AccountId | null) => Told,
): Promise<Told> {
  return lists.whileOwned(async () => {
    const told = change(await readCartLines(storage), await storage.readOwner());
    await storage.writeCart(told.lines);
    lists.showWritten({ cart: told.lines });
    return told;
  });
}

/** The same for the stored wishlist. */
export function changeStoredWishlist(
  storage: CartStoragePort,
  lists: CartStore,
  change: (wishlist: WishlistItem[]) => WishlistItem[],
): Promise<WishlistItem[]> {
  return lists.whileOwned(async () => {
    const next = change(await readWishlistItems(storage));
    await storage.writeWishlist(next);
    lists.showWritten({ wishlist: next });
    return next;
  });
}
