import type { Unsubscribe } from '@/modules/shared/application/Unsubscribe';
import { Watchers } from '@/modules/shared/application/Watchers';
import type { User } from '@/modules/auth/domain/User';
import type { AuthPort } from './AuthPort';

/** Who is signed in, as the screens see it. */
export interface Session {
  /** True until the identity provider has said who, if anyone, is signed in. */
  readonly loading: boolean;
  readonly user: User | null;
}

export const LOADING_SESSION: Session = { loading: true, user: null };

/**
 * Spec section 2: the signed-in user, followed through every sign-in,
 * sign-out and profile change. It watches the identity provider while anyone
 * watches it (loading again once nobody does), and its shape fits React's
 * useSyncExternalStore. Every state the provider reports is a new snapshot,
 * even for the same user.
 */
export class SessionStore {
  private snapshot: Session = LOADING_SESSION;
  private readonly watchers: Watchers;

  constructor(auth: AuthPort) {
    this.watchers = new Watchers(
      () =>
        auth.onAuthStateChanged((user) => {
          this.snapshot = { loading: false, user };
          this.watchers.notify();
        }),
      // Nobody follows the provider now: the next watcher waits for it to say who is signed in.
      () => (this.snapshot = LOADING_SESSION),
    );
  }

  getSnapshot = (): Session => this.snapshot;

  /**
   * Resolves with the first state the identity provider reports, and keeps watching it from then
   * on (the page's root watches it for the page's whole life anyway). The first render can then
   * show the page at once, rather than nothing and then everything in one uninterruptible update
   * (ADR 0012).
   */
  firstState(): Promise<Session> {
    return new Promise((resolve) => {
      const settle = () => {
        if (!this.snapshot.loading) resolve(this.snapshot);
      };
      this.subscribe(settle);
      settle();
    });
  }

  subscribe = (listener: () => void): Unsubscribe => this.watchers.add(listener);
}
