import type { ConnectivityPort } from '@/modules/offline/application/ConnectivityPort';
import type { User } from '@/modules/auth/domain/User';
import { isWebUrl } from '@/modules/auth/domain/photoUrl';
import type { AuthPort } from './AuthPort';
import { needsConnection } from './needsConnection';

export interface SignUpRequest {
  readonly name: string;
  readonly email: string;
  readonly password: string;
  readonly photoURL: string;
}

/**
 * Spec section 4: creates the account, then sets its displayName and photoURL
 * (the default avatar when none is given, or one that is not an https URL).
 * Online only (needsConnection).
 */
export class SignUp {
  constructor(
    private readonly auth: AuthPort,
    private readonly defaultAvatarUrl: string,
    private readonly connectivity: ConnectivityPort,
  ) {}

  execute(request: SignUpRequest): Promise<User> {
    return needsConnection(this.connectivity, async () => {
      await this.auth.signUp({ email: request.email.trim(), password: request.password });
      const photo = request.photoURL.trim();
      // The spec leaves the sign-up photo unvalidated, so the form says nothing; what is stored
      // still passes the profile's own check, or is the default avatar.
      return this.auth.updateProfile({
        displayName: request.name.trim(),
        photoURL: isWebUrl(photo) ? photo : this.defaultAvatarUrl,
      });
    });
  }
}
