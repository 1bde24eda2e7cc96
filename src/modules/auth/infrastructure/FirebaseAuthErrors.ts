import { AuthError, type AuthErrorReason } from '@/modules/auth/domain/AuthError';

/**
 * Firebase Auth error codes and the shop's reason for each. Anything not listed
 * becomes 'unknown'; the original error always rides along as `cause`, so it
 * can be logged, but no `auth/...` code reaches the screens.
 */
export const FIREBASE_AUTH_ERROR_REASONS: ReadonlyMap<string, AuthErrorReason> = new Map([
  ['auth/user-not-found', 'user-not-found'],
  ['auth/wrong-password', 'wrong-password'],
  // Email-enumeration protection (on by default for new projects) folds
  // unknown user and wrong password into one code, spelled two ways.
  ['auth/invalid-credential', 'invalid-credential'],
  ['auth/invalid-login-credentials', 'invalid-credential'],
  ['auth/email-already-in-use', 'email-already-in-use'],
  ['auth/weak-password', 'weak-password'],
  ['auth/invalid-email', 'invalid-email'],
  ['auth/popup-closed-by-user', 'popup-closed'],
  ['auth/cancelled-popup-request', 'popup-closed'],
  ['auth/popup-blocked', 'popup-closed'],
  ['auth/network-request-failed', 'network'],
]);

function firebaseErrorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  const { code } = error as { code: unknown };
  return typeof code === 'string' ? code : undefined;
}

/** The AuthError for anything a Firebase Auth call threw (an AuthError passes through). */
export function toAuthError(error: unknown): AuthError {
  if (error instanceof AuthError) return error;
  const code = firebaseErrorCode(error);
  const reason =
    (code === undefined ? undefined : FIREBASE_AUTH_ERROR_REASONS.get(code)) ?? 'unknown';
  return new AuthError(reason, reason, { cause: error });
}
