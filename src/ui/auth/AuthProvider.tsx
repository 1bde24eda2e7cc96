import { useEffect, useState, type ReactNode } from 'react';
import { PORTS, USE_CASES } from '../../di/tokens';
import { useInjection } from '../di/useInjection';
import { AuthContext, type AuthState } from './AuthContext';

/**
 * Spec section 2: the app renders nothing until the auth state is resolved,
 * then follows every sign-in, sign-out and profile change. Each change also
 * hands the cart and wishlist to the account signed in now (issue 13): the
 * screens show only that account's lists from this moment on.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const auth = useInjection(PORTS.AuthPort);
  const switchAccountLists = useInjection(USE_CASES.SwitchAccountLists);
  const [state, setState] = useState<AuthState>({ loading: true, user: null });

  useEffect(
    () =>
      auth.onAuthStateChanged((user) => {
        switchAccountLists.execute(user?.uid ?? null).catch((error: unknown) => {
          // The lists stay where they were, with their owner; nobody else is shown them.
          console.warn('[cart] could not switch the lists to the signed-in account', error);
        });
        setState({ loading: false, user });
      }),
    [auth, switchAccountLists],
  );

  return (
    <AuthContext.Provider value={state}>{state.loading ? null : children}</AuthContext.Provider>
  );
}
