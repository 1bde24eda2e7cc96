import { vi } from 'vitest';
import type { AuthPort } from '@/modules/auth/application/AuthPort';
import { AuthError, type AuthErrorReason } from '@/modules/auth/domain/AuthError';
import type { User } from '@/modules/auth/domain/User';

/** The account a Google sign-in (the popup, or a test's stand-in for it) signs into. */
export interface GoogleIdentity {
  readonly email: string;
  readonly displayName: string;
}

/**
 * What the AuthPort contract suite needs from an adapter's test set-up. To run
 * the suite against a new adapter, write one of these and call
 * `describeAuthPortContract(fixture)` from a `*.test.ts` file.
 */
export interface AuthPortContractFixture<TAuth extends AuthPort = AuthPort> {
  /** Shown in the suite's title. */
  readonly name: string;
  /** Once before the suite: reach the backend and wipe its accounts. */
  setUp?(): Promise<void>;
  /** Once after the suite. */
  tearDown?(): Promise<void>;
  /**
   * A new adapter, signed out, whose Google sign-in signs into `google`; with
   * `google: null` the shopper closes the popup instead.
   */
  createAuth(options: { readonly google: GoogleIdentity | null }): TAuth | Promise<TAuth>;
  /** Releases an adapter made by createAuth. */
  dispose?(auth: TAuth): Promise<void>;
  /**
   * Turns the provider's email-enumeration protection on or off. It must hold
   * for adapters created afterwards (the suite creates a new one after this).
   */
  setEnumerationProtection(enabled: boolean): Promise<void>;
  /** The addresses of the password-reset mails sent so far through `auth`, oldest first. */
  passwordResetMails(auth: TAuth): Promise<readonly string[]>;
}

/** The error a promise rejects with; fails the test if it resolves. */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('Expected the operation to fail, but it succeeded');
}

/** Asserts the promise rejects with an AuthError of the given reason (and nothing provider-specific). */
export async function expectAuthError(
  promise: Promise<unknown>,
  reason: AuthErrorReason,
): Promise<AuthError> {
  const error = await rejectionOf(promise);
  if (!(error instanceof AuthError)) {
    throw new Error(`Expected an AuthError('${reason}'), got ${String(error)}`, { cause: error });
  }
  if (error.reason !== reason) {
    throw new Error(`Expected AuthError('${reason}'), got AuthError('${error.reason}')`, {
      cause: error,
    });
  }
  return error;
}

/** Everything an onAuthStateChanged listener has been told, in order. */
export interface StateRecorder {
  readonly states: ReadonlyArray<User | null>;
  /** Waits until the latest state satisfies `predicate`. */
  until(predicate: (latest: User | null) => boolean, description: string): Promise<void>;
  stop(): void;
}

export function recordAuthStates(auth: AuthPort): StateRecorder {
  const states: Array<User | null> = [];
  const stop = auth.onAuthStateChanged((user) => {
    states.push(user);
  });
  return {
    states,
    stop,
    async until(predicate, description) {
      await vi.waitFor(
        () => {
          if (states.length === 0 || !predicate(states[states.length - 1] ?? null)) {
            throw new Error(
              `auth state never became: ${description} (states so far: ${JSON.stringify(states)})`,
            );
          }
        },
        { timeout: 5000, interval: 20 },
      );
    },
  };
}
