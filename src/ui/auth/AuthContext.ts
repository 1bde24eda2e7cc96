import { createContext } from 'react';
import type { User } from '../../modules/auth/domain/User';

export interface AuthState {
  /** True until the identity provider has said who, if anyone, is signed in. */
  readonly loading: boolean;
  readonly user: User | null;
}

export const AuthContext = createContext<AuthState | null>(null);
