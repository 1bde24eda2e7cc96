import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { STORES, USE_CASES } from '@/di/tokens';
import { useInjection } from '@/ui/di/useInjection';
import { AuthContext } from './AuthContext';

/**
 * Spec section 2: the app renders nothing until the auth state is resolved,
 * then follows every sign-in, sign-out and profile change (SessionStore).
 * Each change also hands the cart and wishlist to the account signed in now
 * (issue 13): the screens show only that account's lists from this moment on.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const session = useInjection(STORES.SessionStore);
  const switchAccountLists = useInjection(USE_CASES.SwitchAccountLists);

  // Declared before useSyncExternalStore, so this listener hears each change first: the lists
  // switch before the new user renders.
  useEffect(
    () =>
      session.subscribe(() => {
        const { user } = session.getSnapshot();
        switchAccountLists.execute(user?.uid ?? null).catch((error: unknown) => {
          // The lists stay where they were, with their owner; nobody else is shown them.
          console.warn('[cart] could not switch the lists to the signed-in account', error);
        });
      }),
    [session, switchAccountLists],
  );
  const state = useSyncExternalStore(session.subscribe, session.getSnapshot);

  return (
    <AuthContext.Provider value={state}>{state.loading ? null : children}</AuthContext.Provider>
  );
}
