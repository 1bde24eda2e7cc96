/**
 * Why an identity operation failed, in the shop's own words. Adapters map
 * their provider's codes (Firebase's `auth/...`) onto these; the screens never
 * see a provider code.
 */
export type AuthErrorReason =
  | 'user-not-found'
  | 'wrong-password'
  | 'invalid-credential'
  | 'email-already-in-use'
  | 'weak-password'
  | 'invalid-email'
  | 'popup-closed'
  | 'not-signed-in'
  | 'network'
  /** The browser is offline: nothing was sent (needsConnection). */
  | 'offline'
  | 'unknown';

export class AuthError extends Error {
  constructor(
    readonly reason: AuthErrorReason,
    message: string = reason,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'AuthError';
  }
}

export function authErrorReason(error: unknown): AuthErrorReason {
  return error instanceof AuthError ? error.reason : 'unknown';
}
