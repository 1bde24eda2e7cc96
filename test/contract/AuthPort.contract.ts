import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AuthPort } from '@/modules/auth/application/AuthPort';
import {
  expectAuthError,
  recordAuthStates,
  type AuthPortContractFixture,
  type GoogleIdentity,
} from './support/authFixture';
import { uniqueEmail } from '../support/uniqueEmail';

const PASSWORD = 'Secret1';

/**
 * The AuthPort contract (spec sections 4, 7 and 8): what every identity
 * adapter must do, run against each one by its own `AuthPort.*.test.ts`.
 */
export function describeAuthPortContract<TAuth extends AuthPort>(
  fixture: AuthPortContractFixture<TAuth>,
): void {
  describe(`AuthPort contract: ${fixture.name}`, { timeout: 20_000 }, () => {
    const created: TAuth[] = [];
    let google: GoogleIdentity;
    let auth: TAuth;

    async function newAuth(
      options: { google: GoogleIdentity | null } = { google },
    ): Promise<TAuth> {
      const adapter = await fixture.createAuth(options);
      created.push(adapter);
      return adapter;
    }

    /** A signed-up account, signed out again. */
    async function existingAccount(
      adapter: AuthPort,
      label = 'member',
    ): Promise<{ email: string; uid: string }> {
      const email = uniqueEmail(label);
      const { uid } = await adapter.signUp({ email, password: PASSWORD });
      await adapter.signOut();
      return { email, uid };
    }

    /** Why setUp failed: every test then fails with it (a missing backend must not read as skipped). */
    let setUpError: unknown;

    beforeAll(async () => {
      try {
        await fixture.setUp?.();
      } catch (error) {
        setUpError = error;
      }
    });

    afterAll(async () => {
      if (setUpError === undefined) await fixture.tearDown?.();
    });

    beforeEach(async () => {
      if (setUpError !== undefined) throw setUpError;
      google = { email: uniqueEmail('google'), displayName: 'Gina Green' };
      auth = await newAuth();
    });

    afterEach(async () => {
      for (const adapter of created.splice(0)) {
        await adapter.signOut().catch(() => undefined);
        await fixture.dispose?.(adapter);
      }
    });

    describe('initial state', () => {
      it('starts signed out: the first observed state is null', async () => {
        const recorder = recordAuthStates(auth);
        await recorder.until((user) => user === null, 'signed out');
        expect(recorder.states).toEqual([null]);
        expect(auth.currentUser()).toBeNull();
        recorder.stop();
      });

      it('tells a new listener the state after onAuthStateChanged has returned, never during it', async () => {
        const signedOut = recordAuthStates(auth);
        expect(signedOut.states).toEqual([]);
        await signedOut.until((user) => user === null, 'signed out');
        signedOut.stop();

        const user = await auth.signUp({ email: uniqueEmail('known'), password: PASSWORD });
        const signedIn = recordAuthStates(auth);
        expect(signedIn.states).toEqual([]);
        await signedIn.until((latest) => latest?.uid === user.uid, 'the signed-in user');
        signedIn.stop();
      });
    });

    describe('sign-up', () => {
      it('creates the account and signs it in', async () => {
        const email = uniqueEmail('new');
        const before = Date.now();
        const user = await auth.signUp({ email, password: PASSWORD });

        expect(user.uid).not.toBe('');
        expect(user.email).toBe(email);
        expect(user.displayName).toBeNull();
        expect(user.photoURL).toBeNull();
        expect(user.metadata.creationTime).toBeInstanceOf(Date);
        expect(user.metadata.lastSignInTime).toBeInstanceOf(Date);
        // Metadata is second-precise at best; allow for clocks a little apart.
        expect(user.metadata.creationTime!.getTime()).toBeGreaterThan(before - 60_000);
        expect(auth.currentUser()).toEqual(user);
      });

      it("refuses an address that already has an account: 'email-already-in-use'", async () => {
        const { email } = await existingAccount(auth);
        await expectAuthError(auth.signUp({ email, password: PASSWORD }), 'email-already-in-use');
        expect(auth.currentUser()).toBeNull();
      });

      it("refuses password '123': 'weak-password'", async () => {
        await expectAuthError(
          auth.signUp({ email: uniqueEmail('weak'), password: '123' }),
          'weak-password',
        );
        expect(auth.currentUser()).toBeNull();
      });

      it("refuses an address that is not one: 'invalid-email'", async () => {
        await expectAuthError(
          auth.signUp({ email: 'not-an-email', password: PASSWORD }),
          'invalid-email',
        );
        expect(auth.currentUser()).toBeNull();
      });

      it("refuses an address that has an account in other letter case: 'email-already-in-use'", async () => {
        const { email } = await existingAccount(auth);
        await expectAuthError(
          auth.signUp({ email: email.toUpperCase(), password: PASSWORD }),
          'email-already-in-use',
        );
      });
    });

    describe('sign-in with email and password', () => {
      it('signs into the existing account', async () => {
        const { email, uid } = await existingAccount(auth);
        const user = await auth.signIn({ email, password: PASSWORD });
        expect(user.uid).toBe(uid);
        expect(user.email).toBe(email);
        expect(auth.currentUser()?.uid).toBe(uid);
      });

      it("rejects a wrong password: 'wrong-password', still signed out", async () => {
        const { email } = await existingAccount(auth);
        await expectAuthError(
          auth.signIn({ email, password: 'Wrong-password1' }),
          'wrong-password',
        );
        expect(auth.currentUser()).toBeNull();
      });

      it("rejects an address without an account: 'user-not-found'", async () => {
        await expectAuthError(
          auth.signIn({ email: uniqueEmail('nobody'), password: PASSWORD }),
          'user-not-found',
        );
        expect(auth.currentUser()).toBeNull();
      });

      it('matches the address whatever its case', async () => {
        const { email, uid } = await existingAccount(auth);
        await expect(
          auth.signIn({ email: email.toUpperCase(), password: PASSWORD }),
        ).resolves.toMatchObject({ uid, email });
      });

      it("rejects an address that is not one: 'invalid-email'", async () => {
        await expectAuthError(
          auth.signIn({ email: 'not-an-email', password: PASSWORD }),
          'invalid-email',
        );
      });
    });

    describe('with email-enumeration protection on', () => {
      afterEach(async () => {
        if (setUpError === undefined) await fixture.setEnumerationProtection(false);
      });

      it("both login failures read 'invalid-credential', and a reset for an unknown address succeeds silently", async () => {
        await fixture.setEnumerationProtection(true);
        const protectedAuth = await newAuth();
        const { email } = await existingAccount(protectedAuth, 'guarded');
        const stranger = uniqueEmail('stranger');

        await expectAuthError(
          protectedAuth.signIn({ email, password: 'Wrong-password1' }),
          'invalid-credential',
        );
        await expectAuthError(
          protectedAuth.signIn({ email: stranger, password: PASSWORD }),
          'invalid-credential',
        );
        await expect(protectedAuth.sendPasswordResetEmail(stranger)).resolves.toBeUndefined();
        expect(await fixture.passwordResetMails(protectedAuth)).not.toContain(stranger);
        // The right password still works.
        await expect(protectedAuth.signIn({ email, password: PASSWORD })).resolves.toMatchObject({
          email,
        });
      });
    });

    describe('profile update', () => {
      it('changes displayName and photoURL, and they outlive the session', async () => {
        const { email, uid } = await existingAccount(auth);
        await auth.signIn({ email, password: PASSWORD });

        const updated = await auth.updateProfile({
          displayName: 'Fern Gully',
          photoURL: 'https://example.com/fern.png',
        });
        expect(updated).toMatchObject({
          uid,
          email,
          displayName: 'Fern Gully',
          photoURL: 'https://example.com/fern.png',
        });
        expect(auth.currentUser()).toEqual(updated);

        await auth.signOut();
        const again = await auth.signIn({ email, password: PASSWORD });
        expect(again).toMatchObject({
          displayName: 'Fern Gully',
          photoURL: 'https://example.com/fern.png',
        });
      });

      it('removes the photo when photoURL is null', async () => {
        await auth.signUp({ email: uniqueEmail('photo'), password: PASSWORD });
        await auth.updateProfile({ displayName: 'Ivy', photoURL: 'https://example.com/ivy.png' });
        const updated = await auth.updateProfile({ displayName: 'Ivy', photoURL: null });
        expect(updated.photoURL).toBeNull();
        expect(auth.currentUser()?.photoURL).toBeNull();
      });

      it("needs a signed-in user: 'not-signed-in'", async () => {
        await expectAuthError(
          auth.updateProfile({ displayName: 'Nobody', photoURL: null }),
          'not-signed-in',
        );
      });
    });

    describe('password reset', () => {
      it('sends the reset mail to an existing account', async () => {
        const { email } = await existingAccount(auth);
        await auth.sendPasswordResetEmail(email);
        const mails = await fixture.passwordResetMails(auth);
        expect(mails.filter((to) => to === email)).toHaveLength(1);
      });

      it("rejects an address without an account: 'user-not-found'", async () => {
        const stranger = uniqueEmail('stranger');
        await expectAuthError(auth.sendPasswordResetEmail(stranger), 'user-not-found');
        expect(await fixture.passwordResetMails(auth)).not.toContain(stranger);
      });

      it("rejects an address that is not one: 'invalid-email'", async () => {
        await expectAuthError(auth.sendPasswordResetEmail('not-an-email'), 'invalid-email');
      });
    });

    describe('a failure leaves the state as it was', () => {
      it('a failed sign-in, sign-up or Google sign-in keeps the signed-in user signed in', async () => {
        const adapter = await newAuth({ google: null });
        const other = await existingAccount(adapter, 'other');
        const me = await adapter.signUp({ email: uniqueEmail('staying'), password: PASSWORD });

        await expectAuthError(
          adapter.signIn({ email: other.email, password: 'Wrong-password1' }),
          'wrong-password',
        );
        expect(adapter.currentUser()?.uid).toBe(me.uid);
        await expectAuthError(
          adapter.signUp({ email: other.email, password: PASSWORD }),
          'email-already-in-use',
        );
        expect(adapter.currentUser()?.uid).toBe(me.uid);
        await expectAuthError(adapter.signInWithGoogle(), 'popup-closed');
        expect(adapter.currentUser()?.uid).toBe(me.uid);
      });
    });

    describe('sign-out', () => {
      it('really signs out', async () => {
        await auth.signUp({ email: uniqueEmail('leaving'), password: PASSWORD });
        expect(auth.currentUser()).not.toBeNull();
        await auth.signOut();
        expect(auth.currentUser()).toBeNull();
      });
    });

    describe('Google sign-in', () => {
      it('signs into the Google account, the same account every time', async () => {
        const first = await auth.signInWithGoogle();
        expect(first).toMatchObject({ email: google.email, displayName: google.displayName });
        expect(auth.currentUser()?.uid).toBe(first.uid);

        await auth.signOut();
        const second = await auth.signInWithGoogle();
        expect(second.uid).toBe(first.uid);
      });

      it("reports a closed popup as 'popup-closed', still signed out", async () => {
        const closing = await newAuth({ google: null });
        await expectAuthError(closing.signInWithGoogle(), 'popup-closed');
        expect(closing.currentUser()).toBeNull();
      });
    });

    describe('auth-state observation', () => {
      it('reports the first state, sign-in, profile change and sign-out, until unsubscribed', async () => {
        const { email, uid } = await existingAccount(auth);
        const recorder = recordAuthStates(auth);
        await recorder.until((user) => user === null, 'the first state, signed out');

        await auth.signIn({ email, password: PASSWORD });
        await recorder.until((user) => user?.uid === uid, 'signed in');

        await auth.updateProfile({
          displayName: 'Moss Rose',
          photoURL: 'https://example.com/moss.png',
        });
        await recorder.until(
          (user) =>
            user?.displayName === 'Moss Rose' && user.photoURL === 'https://example.com/moss.png',
          'the new name and photo',
        );

        await auth.signOut();
        await recorder.until((user) => user === null, 'signed out again');

        recorder.stop();
        const seen = recorder.states.length;
        // A listener still subscribed shows when the sign-in has been told.
        const witness = recordAuthStates(auth);
        await witness.until((user) => user === null, 'signed out');
        await auth.signIn({ email, password: PASSWORD });
        await witness.until((user) => user?.uid === uid, 'signed in');
        witness.stop();
        expect(recorder.states).toHaveLength(seen);
      });

      it('tells a listener of a sign-up: the new account is signed in', async () => {
        const recorder = recordAuthStates(auth);
        await recorder.until((user) => user === null, 'the first state, signed out');
        const user = await auth.signUp({ email: uniqueEmail('joining'), password: PASSWORD });
        await recorder.until((latest) => latest?.uid === user.uid, 'the new account, signed in');
        recorder.stop();
      });

      it('tells a listener of a Google sign-in', async () => {
        const recorder = recordAuthStates(auth);
        await recorder.until((user) => user === null, 'the first state, signed out');
        const user = await auth.signInWithGoogle();
        await recorder.until((latest) => latest?.uid === user.uid, 'signed in with Google');
        recorder.stop();
      });

      it('tells nothing to a listener unsubscribed before its first state', async () => {
        const early = recordAuthStates(auth);
        early.stop();
        // A listener still subscribed shows when the first state, then a sign-up, has been told.
        const witness = recordAuthStates(auth);
        await witness.until((user) => user === null, 'the first state, signed out');
        const user = await auth.signUp({ email: uniqueEmail('unheard'), password: PASSWORD });
        await witness.until((latest) => latest?.uid === user.uid, 'signed in');
        witness.stop();
        expect(early.states).toEqual([]);
      });

      it('tells every listener, and a new listener learns the current user', async () => {
        const user = await auth.signUp({ email: uniqueEmail('watched'), password: PASSWORD });
        const first = recordAuthStates(auth);
        const second = recordAuthStates(auth);
        await first.until((latest) => latest?.uid === user.uid, 'the signed-in user');
        await second.until((latest) => latest?.uid === user.uid, 'the signed-in user');

        await auth.updateProfile({ displayName: 'Basil', photoURL: null });
        await first.until((latest) => latest?.displayName === 'Basil', 'renamed');
        await second.until((latest) => latest?.displayName === 'Basil', 'renamed');
        first.stop();
        second.stop();
      });

      it('keeps telling the other listeners after one unsubscribes', async () => {
        const user = await auth.signUp({ email: uniqueEmail('staying'), password: PASSWORD });
        const leaving = recordAuthStates(auth);
        const staying = recordAuthStates(auth);
        await leaving.until((latest) => latest?.uid === user.uid, 'the signed-in user');
        await staying.until((latest) => latest?.uid === user.uid, 'the signed-in user');
        leaving.stop();
        const heardBeforeLeaving = leaving.states.length;

        await auth.updateProfile({ displayName: 'Sage', photoURL: null });
        await staying.until((latest) => latest?.displayName === 'Sage', 'renamed');
        await auth.signOut();
        await staying.until((latest) => latest === null, 'signed out');
        staying.stop();
        expect(leaving.states).toHaveLength(heardBeforeLeaving);
      });
    });
  });
}
