import type { ConnectivityPort } from '@/modules/offline/application/ConnectivityPort';
import type { User } from '@/modules/auth/domain/User';
import type { AuthPort } from './AuthPort';
import { needsConnection } from './needsConnection';

export interface UpdateProfileRequest {
  readonly displayName: string;
  readonly photoURL: string;
}

/**
 * Spec section 4: changes the name and photo; an empty photo keeps the current
 * one. Online only (needsConnection).
 */
export class UpdateProfile {
  constructor(
    private readonly auth: AuthPort,
    private readonly connectivity: ConnectivityPort,
  ) {}

  execute(request: UpdateProfileRequest): Promise<User> {
    const photo = request.photoURL.trim();
    return needsConnection(this.connectivity, () =>
      this.auth.updateProfile({
        displayName: request.displayName.trim(),
        photoURL: photo === '' ? (this.auth.currentUser()?.photoURL ?? null) : photo,
      }),
    );
  }
}
