import { authErrorReason } from './AuthError';

/** Every word the auth module says to a shopper (spec sections 2, 5, 8 and 9). */

/** Spec section 8: what the shopper reads when an identity operation fails or succeeds. */
export const AUTH_TOASTS = {
  loggedIn: 'Logged in successfully!',
  loggedInWithGoogle: 'Logged in with Google successfully!',
  accountCreated: 'Account created successfully!',
  signedUpWithGoogle: 'Signed up with Google successfully!',
  resetEmailSent: 'Password reset email sent! Check your inbox.',
  loggedOut: 'Logged out successfully!',
  profileUpdated: 'Profile updated successfully!',
  googleLoginFailed: 'Failed to login with Google',
  googleSignUpFailed: 'Failed to sign up with Google',
  logoutFailed: 'Failed to logout',
  profileUpdateFailed: 'Failed to update profile',
} as const;

/**
 * ADR 0019: what an identity action says while the browser is offline. The
 * action is not tried (it needs the identity provider), and the shopper reads
 * why, instead of the spec's generic failure. Beyond the spec:
 * docs/beyond-the-spec.md.
 */
export const OFFLINE_AUTH_MESSAGES = {
  login: "You're offline — logging in needs a connection.",
  signUp: "You're offline — creating an account needs a connection.",
  googleLogin: "You're offline — signing in with Google needs a connection.",
  googleSignUp: "You're offline — signing up with Google needs a connection.",
  passwordReset: "You're offline — sending a reset email needs a connection.",
  profileUpdate: "You're offline — saving your profile needs a connection.",
} as const;

/** Spec sections 5 and 9: every validation message, exactly as the spec words it. */
export const VALIDATION_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  passwordRequired: 'Password is required',
  nameRequired: 'Name is required',
  passwordUppercase: 'Password must contain an uppercase letter',
  passwordLowercase: 'Password must contain a lowercase letter',
  passwordMinLength: 'Password must be at least 6 characters',
  urlInvalid: 'Please enter a valid URL',
  resetEmailRequired: 'Please enter your email address first',
  resetEmailInvalid: 'Please enter a valid email address',
} as const;

/** Spec section 2: the sign-up page's live password checklist. */
export const PASSWORD_CHECKLIST_LABELS = {
  uppercase: 'One uppercase letter',
  lowercase: 'One lowercase letter',
  minLength: (characters: number) => `At least ${characters} characters`,
} as const;

export function loginErrorMessage(error: unknown): string {
  switch (authErrorReason(error)) {
    case 'user-not-found':
      return 'No account found with this email';
    case 'wrong-password':
      return 'Incorrect password';
    case 'invalid-credential':
      return 'Invalid email or password';
    case 'offline':
      return OFFLINE_AUTH_MESSAGES.login;
    default:
      return 'Failed to login. Please try again.';
  }
}

/** Spec section 8: sign-up's message for an address an account already has. */
export const EMAIL_ALREADY_IN_USE = 'Email already in use';

/**
 * Beyond the spec: beside 'Email already in use', the ways on for someone whose address it is,
 * read as "Is it yours? Log in or reset your password".
 */
export const EMAIL_IN_USE_WAYS_ON = {
  question: 'Is it yours?',
  logIn: 'Log in',
  or: 'or',
  resetPassword: 'reset your password',
} as const;

export function signUpErrorMessage(error: unknown): string {
  switch (authErrorReason(error)) {
    case 'email-already-in-use':
      return EMAIL_ALREADY_IN_USE;
    case 'weak-password':
      return 'Password is too weak';
    case 'offline':
      return OFFLINE_AUTH_MESSAGES.signUp;
    default:
      return 'Failed to create account. Please try again.';
  }
}

export function passwordResetErrorMessage(error: unknown): string {
  switch (authErrorReason(error)) {
    case 'user-not-found':
      return 'No account found with this email';
    case 'invalid-email':
      return 'Invalid email address';
    case 'offline':
      return OFFLINE_AUTH_MESSAGES.passwordReset;
    default:
      return 'Failed to send reset email. Please try again.';
  }
}

const offline = (error: unknown) => authErrorReason(error) === 'offline';

/** The Google popup on the login page: the spec's one message, or that it needs a connection. */
export function googleLoginErrorMessage(error: unknown): string {
  return offline(error) ? OFFLINE_AUTH_MESSAGES.googleLogin : AUTH_TOASTS.googleLoginFailed;
}

/** The Google popup on the sign-up page: the spec's one message, or that it needs a connection. */
export function googleSignUpErrorMessage(error: unknown): string {
  return offline(error) ? OFFLINE_AUTH_MESSAGES.googleSignUp : AUTH_TOASTS.googleSignUpFailed;
}

/** Saving the profile: the spec's one message, or that it needs a connection. */
export function profileUpdateErrorMessage(error: unknown): string {
  return offline(error) ? OFFLINE_AUTH_MESSAGES.profileUpdate : AUTH_TOASTS.profileUpdateFailed;
}
