import type { User } from '@/modules/auth/domain/User';
import type { AuthPort } from './AuthPort';

export interface UpdateProfileRequest {
  readonly displayName: string;
  readonly photoURL: string;
}

/** Spec section 4: changes the name and photo; an empty photo keeps the current one. */
export class UpdateProfile {
  constructor(private readonly auth: AuthPort) {}

  execute(request: UpdateProfileRequest): Promise<User> {
    const photo = request.photoURL.trim();
    return this.auth.updateProfile({
      displayName: request.displayName.trim(),
      photoURL: photo === '' ? (this.auth.currentUser()?.photoURL ?? null) : photo,
    });
  }
}
