import { useContext } from 'react';
import { AuthContext, type AuthState } from './AuthContext';

export const AUTH_CONTEXT_MISSING = 'useAuth must be used within an AuthProvider';

/** Spec section 8: using the auth context outside its provider is an error. */
export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error(AUTH_CONTEXT_MISSING);
  return state;
}
