import type { User } from '@/modules/auth/domain/User';
import type { AuthPort } from './AuthPort';

/**
 * Spec section 4: signs in with the provider's Google popup; an account is
 * created the first time, so the sign-up page uses it too.
 */
export class SignInWithGoogle {
  constructor(private readonly auth: AuthPort) {}

  execute(): Promise<User> {
    return this.auth.signInWithGoogle();
  }
}
