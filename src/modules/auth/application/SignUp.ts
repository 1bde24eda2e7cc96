import type { User } from '@/modules/auth/domain/User';
import type { AuthPort } from './AuthPort';

export interface SignUpRequest {
  readonly name: string;
  readonly email: string;
  readonly password: string;
  readonly photoURL: string;
}

/**
 * Spec section 4: creates the account, then sets its displayName and photoURL
 * (the default avatar when none is given).
 */
export class SignUp {
  constructor(
    private readonly auth: AuthPort,
    private readonly defaultAvatarUrl: string,
  ) {}

  async execute(request: SignUpRequest): Promise<User> {
    await this.auth.signUp({ email: request.email.trim(), password: request.password });
    const photo = request.photoURL.trim();
    return this.auth.updateProfile({
      displayName: request.name.trim(),
      photoURL: photo === '' ? this.defaultAvatarUrl : photo,
    });
  }
}
