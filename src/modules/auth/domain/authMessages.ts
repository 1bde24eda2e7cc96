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
    default:
      return 'Failed to login. Please try again.';
  }
}

export function signUpErrorMessage(error: unknown): string {
  switch (authErrorReason(error)) {
    case 'email-already-in-use':
      return 'Email already in use';
    case 'weak-password':
      return 'Password is too weak';
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
    default:
      return 'Failed to send reset email. Please try again.';
  }
}
