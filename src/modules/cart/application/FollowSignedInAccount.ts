import type { AccountId } from '@/modules/cart/domain/AccountLists';
import type { Unsubscribe } from '@/modules/shared/application/Unsubscribe';
import { Watchers } from '@/modules/shared/application/Watchers';
import type { SwitchAccountLists } from './SwitchAccountLists';

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
 * Issue 13: hands the cart and wishlist to the account signed in now, on every sign-in, sign-out
 * and profile change, until the returned function stops it. It must start before the first state
 * of the session is known, so the lists switch before the new user renders: the first page's
 * start-up starts it (prefetchRoute), and so does AuthProvider. Callers share one follow: the
 * first call starts it, and it stops when every caller has stopped.
 */
export class FollowSignedInAccount {
  private readonly followers = new Watchers(() =>
    this.account.subscribe(() => {
      this.switchAccountLists.execute(this.account.current()).catch((error: unknown) => {
        // The lists stay where they were, with their owner; nobody else is shown them.
        console.warn('[cart] could not switch the lists to the signed-in account', error);
      });
    }),
  );

  constructor(
    private readonly account: SignedInAccount,
    private readonly switchAccountLists: SwitchAccountLists,
  ) {}

  execute(): Unsubscribe {
    return this.followers.add(() => {});
  }
}
