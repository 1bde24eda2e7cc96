import type { Unsubscribe } from '@/modules/shared/application/Unsubscribe';
import type { User } from '@/modules/auth/domain/User';

export interface EmailCredentials {
  readonly email: string;
  readonly password: string;
}

export interface ProfileChanges {
  readonly displayName: string;
  readonly photoURL: string | null;
}

/**
 * The identity provider (spec section 7). Contract: docs/ports/AuthPort.md.
 * Every failure rejects with an AuthError; provider codes never cross.
 */
export interface AuthPort {
  /** The signed-in user now, or null (also null until the first state is known). */
  currentUser(): User | null;
  /**
   * Calls the listener with the user (or null) once the auth state is first
   * resolved, then on every sign-in, sign-out and profile change.
   */
  onAuthStateChanged(listener: (user: User | null) => void): Unsubscribe;
  signUp(credentials: EmailCredentials): Promise<User>;
  updateProfile(changes: ProfileChanges): Promise<User>;
  signIn(credentials: EmailCredentials): Promise<User>;
  signInWithGoogle(): Promise<User>;
  signOut(): Promise<void>;
  sendPasswordResetEmail(email: string): Promise<void>;
}
