import {
  joinLists,
  listsBeyond,
  NO_LISTS,
  type AccountId,
  type AccountLists,
} from '@/modules/cart/domain/AccountLists';
import type { CartStoragePort } from './CartStoragePort';
import { readBothLists } from './readStoredLists';

/**
 * ADR 0014: every account keeps its own cart and wishlist in this browser.
 * `cart` and `wishlist` hold the lists of the account signed in now; its
 * storage's owner says whose they are. When the signed-in account changes
 * (sign-in, sign-out, here or in another tab), the lists there are set aside
 * under their owner and the new account's own lists are brought back.
 *
 * Nothing is ever lost, and no list is ever left looking unowned (ADR 0014):
 * local storage writes one key at a time, so the writes are ordered for a
 * failure between any two of them.
 * - Setting aside: the copy is written, in one write, before `cart` and
 *   `wishlist` are emptied and the owner cleared; a copy already there (a
 *   switch cut short, or another tab doing the same switch) is joined, never
 *   overwritten.
 * - Bringing back: the owner is written first, then the lists joined with the
 *   copy, and only then does the copy go. An owner whose set-aside copy is
 *   still there is a hand-over left half-done: it is finished here (joining
 *   the copy again loses nothing and repeats nothing).
 * - Lists nobody has claimed (kept while signed out, or before accounts had
 *   lists of their own) go to the first account that signs in, joined with
 *   its own. The switch says what they brought it, for the shopper to be told.
 *
 * CartStore runs it, one switch after another, before it shows an account's
 * lists and before every change a use-case makes to them.
 */
export class SwitchAccountLists {
  constructor(private readonly storage: CartStoragePort) {}

  /**
   * Makes `cart` and `wishlist` hold the lists of `account` (none: signed out). Resolves to what
   * lists nobody owned brought the account's own (nothing, mostly).
   */
  async execute(account: AccountId | null): Promise<AccountLists> {
    const owner = await this.storage.readOwner();
    if (owner !== null && owner !== account) await this.setAside(owner);
    if (account === null) return NO_LISTS;
    return this.bringBack(account, owner === account);
  }

  private async setAside(owner: AccountId): Promise<void> {
    const current = await readBothLists(this.storage);
    const earlier = await this.storage.readSetAside(owner);
    await this.storage.writeSetAside(owner, earlier ? joinLists(current, earlier) : current);
    await this.storage.writeCart(NO_LISTS.cart);
    await this.storage.writeWishlist(NO_LISTS.wishlist);
    await this.storage.writeOwner(null);
  }

  private async bringBack(account: AccountId, ownsAlready: boolean): Promise<AccountLists> {
    const saved = await this.storage.readSetAside(account);
    // Not the account's yet: nobody's (any owner's lists were set aside just before, leaving none).
    const unowned = ownsAlready ? NO_LISTS : await readBothLists(this.storage);
    if (!ownsAlready) await this.storage.writeOwner(account);
    if (!saved) return unowned;
    const lists = joinLists(saved, await readBothLists(this.storage));
    await this.storage.writeCart(lists.cart);
    await this.storage.writeWishlist(lists.wishlist);
    await this.storage.removeSetAside(account);
    return listsBeyond(saved, unowned);
  }
}
