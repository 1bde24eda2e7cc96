import type { ConnectivityPort } from '@/modules/offline/application/ConnectivityPort';
import type { User } from '@/modules/auth/domain/User';
import type { AuthPort } from './AuthPort';
import { needsConnection } from './needsConnection';

/**
 * Spec section 4: signs in with the provider's Google popup; an account is
 * created the first time, so the sign-up page uses it too. Online only (needsConnection).
 */
export class SignInWithGoogle {
  constructor(
    private readonly auth: AuthPort,
    private readonly connectivity: ConnectivityPort,
  ) {}

  execute(): Promise<User> {
    return needsConnection(this.connectivity, () => this.auth.signInWithGoogle());
  }
}
