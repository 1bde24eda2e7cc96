import type { AccountId } from '@/modules/cart/domain/AccountLists';
import type { Unsubscribe } from '@/modules/shared/application/Unsubscribe';
import type { CartStore } from './CartStore';

/**
 * Who is signed in now, as the cart needs to know it: the account's id (none: signed out), and a
 * word on every change. src/di adapts the auth module's SessionStore to it, so the cart does not
 * import another module's store.
 */
export interface SignedInAccount {
  current(): AccountId | null;
  subscribe(listener: () => void): Unsubscribe;
}

/**
 * ADR 0014: hands the cart and wishlist to the account signed in now, on every sign-in, sign-out
 * and profile change, until the returned function stops it. It lives as long as the page: the
 * composition root starts it once, before the first render (src/di/startApplication.ts).
 */
export class FollowSignedInAccount {
  constructor(
    private readonly account: SignedInAccount,
    private readonly lists: CartStore,
  ) {}

  execute(): Unsubscribe {
    return this.account.subscribe(() => {
      this.lists.showListsOf(this.account.current()).catch((error: unknown) => {
        // The lists stay where they were, with their owner; nobody else is shown them.
        console.warn('[cart] could not switch the lists to the signed-in account', error);
      });
    });
  }
}
