import type { ConnectivityPort } from '@/modules/offline/application/ConnectivityPort';
import type { AuthPort } from './AuthPort';
import { needsConnection } from './needsConnection';

/**
 * Spec section 4 (Forgot Password): sends a password-reset email to the
 * address, trimmed. Online only (needsConnection).
 */
export class SendPasswordReset {
  constructor(
    private readonly auth: AuthPort,
    private readonly connectivity: ConnectivityPort,
  ) {}

  execute(email: string): Promise<void> {
    return needsConnection(this.connectivity, () => this.auth.sendPasswordResetEmail(email.trim()));
  }
}
