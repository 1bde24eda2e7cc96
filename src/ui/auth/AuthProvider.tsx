import { useEffect, useState, type ReactNode } from 'react';
import { PORTS } from '../../di/tokens';
import { useInjection } from '../di/useInjection';
import { AuthContext, type AuthState } from './AuthContext';

/**
 * Spec section 2: the app renders nothing until the auth state is resolved,
 * then follows every sign-in, sign-out and profile change.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const auth = useInjection(PORTS.AuthPort);
  const [state, setState] = useState<AuthState>({ loading: true, user: null });

  useEffect(() => auth.onAuthStateChanged((user) => setState({ loading: false, user })), [auth]);

  return (
    <AuthContext.Provider value={state}>{state.loading ? null : children}</AuthContext.Provider>
  );
}
