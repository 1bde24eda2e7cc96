import type { AuthPort } from './AuthPort';

/** Spec section 4 (Forgot Password): sends a password-reset email to the address, trimmed. */
export class SendPasswordReset {
  constructor(private readonly auth: AuthPort) {}

  execute(email: string): Promise<void> {
    return this.auth.sendPasswordResetEmail(email.trim());
  }
}
