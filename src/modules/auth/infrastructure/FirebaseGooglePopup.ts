import {
  browserPopupRedirectResolver,
  GoogleAuthProvider,
  signInWithPopup,
  type Auth,
  type UserCredential,
} from 'firebase/auth';

/**
 * The Google sign-in popup. The adapter imports this module only when the
 * shopper clicks the Google button, and the Auth instance is created without a
 * popup resolver, so neither the resolver's start-up work nor Google's
 * api.js happen on page load.
 */
export function signInWithGooglePopup(auth: Auth): Promise<UserCredential> {
  return signInWithPopup(auth, new GoogleAuthProvider(), browserPopupRedirectResolver);
}
