import { joinLists, NO_LISTS, type AccountId } from '@/modules/cart/domain/AccountLists';
import type { CartStore } from './CartStore';
import type { CartStoragePort } from './CartStoragePort';
import { readBothLists } from './readStoredLists';

/**
 * Issue 13: every account keeps its own cart and wishlist in this browser.
 * `cart` and `wishlist` hold the lists of the account signed in now; its
 * storage's owner says whose they are. When the signed-in account changes
 * (sign-in, sign-out, here or in another tab), the lists there are set aside
 * under their owner and the new account's own lists are brought back.
 *
 * Nothing is ever lost:
 * - the set-aside copy is written, in one write, before `cart` and `wishlist`
 *   are emptied, so a failed write leaves the lists where they were;
 * - a copy already there (a switch that was cut short, or another tab doing the
 *   same switch at the same moment) is joined, never overwritten;
 * - lists nobody has claimed (kept before accounts had lists of their own)
 *   go to the first account that signs in, joined with its own.
 *
 * Switches run one after another, in the order the auth changes came.
 */
export class SwitchAccountLists {
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly storage: CartStoragePort,
    private readonly store: CartStore,
  ) {}

  /** Makes `cart` and `wishlist` hold the lists of `account` (none: signed out). */
  execute(account: AccountId | null): Promise<void> {
    // Until the switch is done, the screens show only lists the new account owns.
    this.store.showListsOf(account);
    const run = this.queue.then(() => this.switchTo(account));
    this.queue = run.catch(() => undefined);
    return run.finally(() => void this.store.refresh());
  }

  private async switchTo(account: AccountId | null): Promise<void> {
    const owner = await this.storage.readOwner();
    if (owner === account) return;
    if (owner !== null) await this.setAside(owner);
    if (account !== null) await this.bringBack(account);
  }

  private async setAside(owner: AccountId): Promise<void> {
    const current = await readBothLists(this.storage);
    const earlier = await this.storage.readSetAside(owner);
    await this.storage.writeSetAside(owner, earlier ? joinLists(current, earlier) : current);
    await this.storage.writeCart(NO_LISTS.cart);
    await this.storage.writeWishlist(NO_LISTS.wishlist);
    await this.storage.writeOwner(null);
  }

  private async bringBack(account: AccountId): Promise<void> {
    const saved = await this.storage.readSetAside(account);
    const unclaimed = await readBothLists(this.storage);
    const lists = saved ? joinLists(saved, unclaimed) : unclaimed;
    await this.storage.writeCart(lists.cart);
    await this.storage.writeWishlist(lists.wishlist);
    await this.storage.writeOwner(account);
    // Only once the lists are back under the spec's keys does the copy go.
    if (saved) await this.storage.removeSetAside(account);
  }
}
