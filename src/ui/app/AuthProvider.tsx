import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { STORES, USE_CASES } from '@/di/tokens';
import { useInjection } from '@/ui/di/useInjection';
import { AuthContext } from '@/ui/auth/AuthContext';

/**
 * Spec section 2: the app renders nothing until the auth state is resolved,
 * then follows every sign-in, sign-out and profile change (SessionStore).
 * Each change also hands the cart and wishlist to the account signed in now
 * (issue 13): the screens show only that account's lists from this moment on.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const session = useInjection(STORES.SessionStore);
  const followSignedInAccount = useInjection(USE_CASES.FollowSignedInAccount);

  // Declared before useSyncExternalStore, so the lists' listener hears each change first: the
  // lists switch before the new user renders.
  useEffect(() => followSignedInAccount.execute(), [followSignedInAccount]);
  const state = useSyncExternalStore(session.subscribe, session.getSnapshot);

  return (
    <AuthContext.Provider value={state}>{state.loading ? null : children}</AuthContext.Provider>
  );
}
