import { describe, expect, it } from 'vitest';
import { AuthError, type AuthErrorReason } from '@/modules/auth/domain/AuthError';
import { toAuthError } from '@/modules/auth/infrastructure/FirebaseAuthErrors';

/** What the SDK throws: a FirebaseError with an `auth/...` code. */
function firebaseError(code: string): Error {
  return Object.assign(new Error(`Firebase: Error (${code}).`), { name: 'FirebaseError', code });
}

const MAPPED: ReadonlyArray<readonly [string, AuthErrorReason]> = [
  ['auth/user-not-found', 'user-not-found'],
  ['auth/wrong-password', 'wrong-password'],
  ['auth/invalid-credential', 'invalid-credential'],
  ['auth/invalid-login-credentials', 'invalid-credential'],
  ['auth/email-already-in-use', 'email-already-in-use'],
  ['auth/weak-password', 'weak-password'],
  ['auth/invalid-email', 'invalid-email'],
  ['auth/popup-closed-by-user', 'popup-closed'],
  ['auth/cancelled-popup-request', 'popup-closed'],
  ['auth/popup-blocked', 'popup-closed'],
  ['auth/network-request-failed', 'network'],
];

describe('toAuthError (Firebase codes to the shop’s reasons)', () => {
  it.each(MAPPED)('maps %s to %s, keeping the original as cause', (code, reason) => {
    const original = firebaseError(code);
    const error = toAuthError(original);
    expect(error).toBeInstanceOf(AuthError);
    expect(error.reason).toBe(reason);
    expect(error.cause).toBe(original);
    expect(error.message).not.toContain('auth/');
  });

  it.each([
    'auth/internal-error',
    'auth/too-many-requests',
    'auth/user-disabled',
    'auth/operation-not-supported-in-this-environment',
    'auth/invalid-json-payload-received.-/photourl-must-be-string',
    'auth/toString',
    'auth/__proto__',
  ])("maps any other code (%s) to 'unknown' with the original as cause", (code) => {
    const original = firebaseError(code);
    const error = toAuthError(original);
    expect(error.reason).toBe('unknown');
    expect(error.cause).toBe(original);
  });

  it.each([
    ['a plain Error', new Error('boom')],
    ['a string', 'boom'],
    ['null', null],
    ['an object with a numeric code', { code: 42 }],
  ])("maps %s to 'unknown' with the original as cause", (_label, thrown) => {
    const error = toAuthError(thrown);
    expect(error.reason).toBe('unknown');
    expect(error.cause).toBe(thrown);
  });

  it('lets an AuthError through unchanged', () => {
    const original = new AuthError('not-signed-in');
    expect(toAuthError(original)).toBe(original);
  });
});
