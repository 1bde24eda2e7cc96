import { USE_CASES } from '@/di/tokens';
import { useInjection } from '@/ui/di/useInjection';
import type { Submission } from './useFormSubmission';

/** What a page says and does around the Google popup. */
export interface GoogleSignInWording {
  /** The success toast. */
  readonly success: string;
  /**
   * What the form's alert says of the error the popup failed with: the spec's one message, or
   * that it needs a connection (needsConnection).
   */
  readonly failure: (error: unknown) => string;
  /** After the success toast: where the page goes. */
  readonly then: () => void;
}

/**
 * Sign in with Google as the login and sign-up pages both run it: a request of the page's form
 * (`submit` from useFormSubmission, kind 'google', so every button waits while it is in flight),
 * its failure in the form's alert, and every button busy until the page has gone.
 */
export function useGoogleSignIn(
  submit: (kind: 'google', submission: Submission<undefined, unknown>) => Promise<void>,
  { success, failure, then }: GoogleSignInWording,
): () => Promise<void> {
  const signInWithGoogle = useInjection(USE_CASES.SignInWithGoogle);
  return () =>
    submit('google', {
      call: () => signInWithGoogle.execute(),
      success,
      then,
      failure,
      leavesPage: true,
    });
}
