// The identity provider going away mid-session. The real Firebase adapter and the
// real preview-banner adapter talk to the shared Auth emulator through a TCP proxy; pulling the
// proxy out is the outage (the emulator itself is never stopped, wiped or reconfigured). Every
// call then fails with AuthError('network'), which the screens show in the spec's words; the
// signed-in user is not lost; the preview banner says 'Preview backend disconnected.'; and once
// the provider is back, everything works again.
import { deleteApp, getApp } from 'firebase/app';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  AUTH_TOASTS,
  loginErrorMessage,
  passwordResetErrorMessage,
  signUpErrorMessage,
} from '@/modules/auth/domain/authMessages';
import { AuthError } from '@/modules/auth/domain/AuthError';
import type { User } from '@/modules/auth/domain/User';
import { FirebaseAuth } from '@/modules/auth/infrastructure/FirebaseAuth';
import { createFirebaseAuth } from '@/modules/auth/infrastructure/FirebaseAuthClient';
import type { PreviewBackendStatus } from '@/modules/preview/domain/PreviewBackendStatus';
import { PREVIEW_BANNER_TEXT } from '@/modules/preview/domain/previewMessages';
import { HttpPreviewBackend } from '@/modules/preview/infrastructure/HttpPreviewBackend';
import {
  assertAuthEmulatorReachable,
  authEmulatorUrl,
  AUTH_EMULATOR_PROJECT,
} from '@test/contract/support/authEmulator';
import { uniqueEmail } from '@test/support/uniqueEmail';
import { TcpProxy } from '@test/unit/hardening/support/tcpProxy';

// Real network calls to a shared emulator: allow for a busy machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const emulatorUrl = authEmulatorUrl();
const APP_NAME = `identity-outage-${Date.now()}`;
const PASSWORD = 'Outage1pass';

let proxy: TcpProxy;
let adapter: FirebaseAuth;

async function failure(promise: Promise<unknown>): Promise<AuthError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail while the provider is away');
    },
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AuthError);
  return error as AuthError;
}

beforeAll(async () => {
  await assertAuthEmulatorReachable(emulatorUrl);
  proxy = await TcpProxy.start(Number(new URL(emulatorUrl).port));
  adapter = new FirebaseAuth(
    createFirebaseAuth(
      {
        config: {
          apiKey: 'demo-api-key',
          projectId: AUTH_EMULATOR_PROJECT,
          authDomain: `${AUTH_EMULATOR_PROJECT}.firebaseapp.com`,
        },
        emulatorUrl: proxy.url,
      },
      { appName: APP_NAME, announce: () => undefined },
    ),
  );
});

afterAll(async () => {
  await proxy?.up();
  await adapter?.signOut().catch(() => undefined);
  await deleteApp(getApp(APP_NAME)).catch(() => undefined);
  await proxy?.down();
});

describe('the identity provider going away mid-session', () => {
  it('fails every call with a clear error, keeps the user signed in, and recovers', async () => {
    const email = uniqueEmail('outage');
    const states: (User | null)[] = [];
    const stop = adapter.onAuthStateChanged((user) => states.push(user));
    const signedUp = await adapter.signUp({ email, password: PASSWORD });
    expect(signedUp.email).toBe(email);

    await proxy.down();

    // Each failure is the shop's own error, read out in the spec's words (section 8).
    const update = await failure(adapter.updateProfile({ displayName: 'Fern', photoURL: null }));
    expect(update.reason).toBe('network');
    expect(AUTH_TOASTS.profileUpdateFailed).toBe('Failed to update profile');

    const login = await failure(adapter.signIn({ email, password: PASSWORD }));
    expect(login.reason).toBe('network');
    expect(loginErrorMessage(login)).toBe('Failed to login. Please try again.');

    const signUp = await failure(
      adapter.signUp({ email: uniqueEmail('outage'), password: PASSWORD }),
    );
    expect(signUpErrorMessage(signUp)).toBe('Failed to create account. Please try again.');

    const reset = await failure(adapter.sendPasswordResetEmail(email));
    expect(passwordResetErrorMessage(reset)).toBe('Failed to send reset email. Please try again.');

    // No provider code and no stack reaches the screens: only the reason.
    for (const error of [update, login, signUp, reset]) expect(error.message).toBe('network');

    // The session is not thrown away because the provider is unreachable.
    expect(adapter.currentUser()?.email).toBe(email);
    expect(states.at(-1)?.email).toBe(email);

    await proxy.up();
    const updated = await adapter.updateProfile({ displayName: 'Fern', photoURL: null });
    expect(updated.displayName).toBe('Fern');
    await adapter.signOut();
    expect((await adapter.signIn({ email, password: PASSWORD })).displayName).toBe('Fern');
    stop();
  });

  it("the preview banner's backend reads 'disconnected' while it is away, 'running' once it is back", async () => {
    const backend = new HttpPreviewBackend({
      url: `${proxy.url}/emulator/v1/projects/${AUTH_EMULATOR_PROJECT}/config`,
      intervalMs: 50,
      timeoutMs: 1000,
    });
    const statuses: PreviewBackendStatus[] = [];
    const stop = backend.watch((status) => statuses.push(status));
    // Waits for the state, with a ceiling far above the 50 ms checks, for a slow machine.
    const until = (status: PreviewBackendStatus) =>
      vi.waitFor(() => expect(statuses.at(-1)).toBe(status), { timeout: 30_000, interval: 25 });
    try {
      await until('running');
      await proxy.down();
      await until('disconnected');
      expect(PREVIEW_BANNER_TEXT[statuses.at(-1)!]).toBe('Preview backend disconnected.');
      await proxy.up();
      await until('running');
      expect(statuses).toEqual(['running', 'disconnected', 'running']);
    } finally {
      stop();
    }
  });
});
