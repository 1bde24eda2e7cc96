import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { STORES } from '@/di/tokens';
import { AuthContext } from '@/ui/auth/AuthContext';
import { useInjection } from '@/ui/di/useInjection';
import { dismissAccountToasts } from '@/ui/lib/accountToasts';

/**
 * Spec section 2: the app renders nothing until the auth state is resolved,
 * then follows every sign-in, sign-out and profile change (SessionStore).
 * The cart and wishlist follow the same changes on their own, from before the
 * first render (src/di/startApplication.ts). A toast that acts on one account's
 * lists (a removal's Undo) goes when that account does: at a sign-out, and at a
 * switch of account here or in another tab (a profile change keeps it).
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const session = useInjection(STORES.SessionStore);
  const state = useSyncExternalStore(session.subscribe, session.getSnapshot);
  const account = state.user?.uid ?? null;
  useEffect(() => dismissAccountToasts, [account]);

  return (
    <AuthContext.Provider value={state}>{state.loading ? null : children}</AuthContext.Provider>
  );
}
