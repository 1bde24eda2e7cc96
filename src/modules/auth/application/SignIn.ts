import type { ConnectivityPort } from '@/modules/offline/application/ConnectivityPort';
import type { User } from '@/modules/auth/domain/User';
import type { AuthPort, EmailCredentials } from './AuthPort';
import { needsConnection } from './needsConnection';

/** Spec section 4: signs in with an email and a password (online only: needsConnection, ADR 0019). */
export class SignIn {
  constructor(
    private readonly auth: AuthPort,
    private readonly connectivity: ConnectivityPort,
  ) {}

  execute(credentials: EmailCredentials): Promise<User> {
    return needsConnection(this.connectivity, () => this.auth.signIn(credentials));
  }
}
