import type { User } from '@/modules/auth/domain/User';
import type { AuthPort, EmailCredentials } from './AuthPort';

/** Spec section 4: signs in with an email and a password. */
export class SignIn {
  constructor(private readonly auth: AuthPort) {}

  execute(credentials: EmailCredentials): Promise<User> {
    return this.auth.signIn(credentials);
  }
}
