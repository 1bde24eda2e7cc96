import type { AuthPort } from './AuthPort';

/** Spec section 4: signs the current user out. */
export class SignOut {
  constructor(private readonly auth: AuthPort) {}

  execute(): Promise<void> {
    return this.auth.signOut();
  }
}
