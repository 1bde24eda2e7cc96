import { describe, expect, it } from 'vitest';
import {
  AUTH_TOASTS,
  googleLoginErrorMessage,
  googleSignUpErrorMessage,
  loginErrorMessage,
  OFFLINE_AUTH_MESSAGES,
  passwordResetErrorMessage,
  profileUpdateErrorMessage,
  signUpErrorMessage,
} from '@/modules/auth/domain/authMessages';
import { AuthError, type AuthErrorReason } from '@/modules/auth/domain/AuthError';

const ALL_REASONS: readonly AuthErrorReason[] = [
  'user-not-found',
  'wrong-password',
  'invalid-credential',
  'email-already-in-use',
  'weak-password',
  'invalid-email',
  'popup-closed',
  'not-signed-in',
  'network',
  'offline',
  'unknown',
];

const fails = (reason: AuthErrorReason) => new AuthError(reason);

/** Every reason not named in `named`, plus errors that are not AuthErrors at all. */
function others(named: readonly AuthErrorReason[]): unknown[] {
  return [
    ...ALL_REASONS.filter((reason) => !named.includes(reason)).map(fails),
    new Error('auth/user-not-found'),
    { code: 'auth/wrong-password' },
    undefined,
  ];
}

describe('spec section 8: identity error messages', () => {
  describe('login', () => {
    it.each([
      ['user-not-found', 'No account found with this email'],
      ['wrong-password', 'Incorrect password'],
      ['invalid-credential', 'Invalid email or password'],
    ] as const)('%s reads %j', (reason, message) => {
      expect(loginErrorMessage(fails(reason))).toBe(message);
    });

    it.each(others(['user-not-found', 'wrong-password', 'invalid-credential', 'offline']))(
      'anything else (%s) reads the generic message',
      (error) => {
        expect(loginErrorMessage(error)).toBe('Failed to login. Please try again.');
      },
    );
  });

  describe('sign-up', () => {
    it.each([
      ['email-already-in-use', 'Email already in use'],
      ['weak-password', 'Password is too weak'],
    ] as const)('%s reads %j', (reason, message) => {
      expect(signUpErrorMessage(fails(reason))).toBe(message);
    });

    it.each(others(['email-already-in-use', 'weak-password', 'offline']))(
      'anything else (%s) reads the generic message',
      (error) => {
        expect(signUpErrorMessage(error)).toBe('Failed to create account. Please try again.');
      },
    );
  });

  describe('password reset', () => {
    it.each([
      ['user-not-found', 'No account found with this email'],
      ['invalid-email', 'Invalid email address'],
    ] as const)('%s reads %j', (reason, message) => {
      expect(passwordResetErrorMessage(fails(reason))).toBe(message);
    });

    it.each(others(['user-not-found', 'invalid-email', 'offline']))(
      'anything else (%s) reads the generic message',
      (error) => {
        expect(passwordResetErrorMessage(error)).toBe(
          'Failed to send reset email. Please try again.',
        );
      },
    );
  });

  it.each(others(['offline']))(
    'Google and profile failures (%s) read the spec’s one message each',
    (error) => {
      expect(googleLoginErrorMessage(error)).toBe('Failed to login with Google');
      expect(googleSignUpErrorMessage(error)).toBe('Failed to sign up with Google');
      expect(profileUpdateErrorMessage(error)).toBe('Failed to update profile');
    },
  );

  it('Google, logout and profile failures have one message each', () => {
    expect(AUTH_TOASTS.googleLoginFailed).toBe('Failed to login with Google');
    expect(AUTH_TOASTS.googleSignUpFailed).toBe('Failed to sign up with Google');
    expect(AUTH_TOASTS.logoutFailed).toBe('Failed to logout');
    expect(AUTH_TOASTS.profileUpdateFailed).toBe('Failed to update profile');
  });
});

describe('spec section 8: identity success toasts', () => {
  it('reads exactly as specified', () => {
    expect(AUTH_TOASTS.loggedIn).toBe('Logged in successfully!');
    expect(AUTH_TOASTS.loggedInWithGoogle).toBe('Logged in with Google successfully!');
    expect(AUTH_TOASTS.accountCreated).toBe('Account created successfully!');
    expect(AUTH_TOASTS.signedUpWithGoogle).toBe('Signed up with Google successfully!');
    expect(AUTH_TOASTS.resetEmailSent).toBe('Password reset email sent! Check your inbox.');
    expect(AUTH_TOASTS.loggedOut).toBe('Logged out successfully!');
    expect(AUTH_TOASTS.profileUpdated).toBe('Profile updated successfully!');
  });

  it('holds nothing but the spec’s identity messages', () => {
    expect(Object.values(AUTH_TOASTS).sort()).toEqual(
      [
        'Logged in successfully!',
        'Logged in with Google successfully!',
        'Account created successfully!',
        'Signed up with Google successfully!',
        'Password reset email sent! Check your inbox.',
        'Logged out successfully!',
        'Profile updated successfully!',
        'Failed to login with Google',
        'Failed to sign up with Google',
        'Failed to logout',
        'Failed to update profile',
      ].sort(),
    );
  });
});

describe('an identity action while the browser is offline', () => {
  const offline = new AuthError('offline');

  it('says that it needs a connection, in words of its own for each action', () => {
    expect(loginErrorMessage(offline)).toBe("You're offline — logging in needs a connection.");
    expect(signUpErrorMessage(offline)).toBe(
      "You're offline — creating an account needs a connection.",
    );
    expect(googleLoginErrorMessage(offline)).toBe(
      "You're offline — signing in with Google needs a connection.",
    );
    expect(googleSignUpErrorMessage(offline)).toBe(
      "You're offline — signing up with Google needs a connection.",
    );
    expect(passwordResetErrorMessage(offline)).toBe(
      "You're offline — sending a reset email needs a connection.",
    );
    expect(profileUpdateErrorMessage(offline)).toBe(
      "You're offline — saving your profile needs a connection.",
    );
  });

  it('never reads like one of the spec’s messages', () => {
    const spec = new Set<string>([
      ...Object.values(AUTH_TOASTS),
      ...ALL_REASONS.filter((reason) => reason !== 'offline').flatMap((reason) => [
        loginErrorMessage(fails(reason)),
        signUpErrorMessage(fails(reason)),
        passwordResetErrorMessage(fails(reason)),
      ]),
    ]);
    for (const message of Object.values(OFFLINE_AUTH_MESSAGES)) {
      expect(spec.has(message)).toBe(false);
      expect(message).toMatch(/^You're offline — .+ needs a connection\.$/);
    }
    expect(new Set(Object.values(OFFLINE_AUTH_MESSAGES)).size).toBe(6);
  });
});
