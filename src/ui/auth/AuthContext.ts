import { createContext } from 'react';
import type { Session } from '@/modules/auth/application/SessionStore';

/** Who is signed in: `loading` until the identity provider has said (SessionStore). */
export type AuthState = Session;

export const AuthContext = createContext<AuthState | null>(null);
