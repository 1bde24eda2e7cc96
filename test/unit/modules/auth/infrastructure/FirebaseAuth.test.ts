import { deleteApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthError } from '@/modules/auth/domain/AuthError';
import { FirebaseAuth } from '@/modules/auth/infrastructure/FirebaseAuth';
import { createFirebaseAuth } from '@/modules/auth/infrastructure/FirebaseAuthClient';

/**
 * The adapter's offline behaviour (no emulator needed; the AuthPort contract
 * suite covers the rest against the emulator). The emulator URL points at a
 * closed port: none of these cases may reach it.
 */
const auths: Auth[] = [];
let count = 0;

function offlineAuth(): Auth {
  count += 1;
  const auth = createFirebaseAuth(
    {
      config: {
        apiKey: 'demo-api-key',
        projectId: 'demo-plants',
        authDomain: 'demo-plants.firebaseapp.com',
      },
      emulatorUrl: 'http://127.0.0.1:1',
    },
    { appName: `adapter-unit-${count}`, announce: () => undefined },
  );
  auths.push(auth);
  return auth;
}

afterEach(async () => {
  for (const auth of auths.splice(0)) await deleteApp(auth.app);
});

async function reasonOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AuthError);
  return (error as AuthError).reason;
}

describe('FirebaseAuth, offline', () => {
  it('starts with no user, and its first state is null', async () => {
    const adapter = new FirebaseAuth(offlineAuth());
    expect(adapter.currentUser()).toBeNull();
    const listener = vi.fn();
    const stop = adapter.onAuthStateChanged(listener);
    await vi.waitFor(() => expect(listener).toHaveBeenCalledWith(null));
    stop();
  });

  it("maps what the Google sign-in rejects with: a closed popup is 'popup-closed'", async () => {
    const closed = Object.assign(new Error('Firebase: Error (auth/popup-closed-by-user).'), {
      code: 'auth/popup-closed-by-user',
    });
    const adapter = new FirebaseAuth(offlineAuth(), {
      googleSignIn: () => Promise.reject(closed),
    });
    expect(await reasonOf(adapter.signInWithGoogle())).toBe('popup-closed');
  });

  it('loads the real popup lazily and never lets an SDK error through', async () => {
    // Under Node the SDK has no popup (operation-not-supported); in a browser it opens one.
    const adapter = new FirebaseAuth(offlineAuth());
    expect(await reasonOf(adapter.signInWithGoogle())).toBe('unknown');
  });

  it("refuses a profile update when nobody is signed in: 'not-signed-in'", async () => {
    const adapter = new FirebaseAuth(offlineAuth());
    expect(await reasonOf(adapter.updateProfile({ displayName: 'Fern', photoURL: null }))).toBe(
      'not-signed-in',
    );
  });

  it("refuses a reset for something that is not an address: 'invalid-email' (the emulator would say user-not-found)", async () => {
    const adapter = new FirebaseAuth(offlineAuth());
    expect(await reasonOf(adapter.sendPasswordResetEmail('not-an-email'))).toBe('invalid-email');
  });

  it("reports an unreachable backend as 'network'", async () => {
    const adapter = new FirebaseAuth(offlineAuth());
    expect(await reasonOf(adapter.signIn({ email: 'fern@example.com', password: 'Secret1' }))).toBe(
      'network',
    );
  });

  it('says once that it uses the emulator', () => {
    const announce = vi.fn();
    const connection = {
      config: {
        apiKey: 'demo-api-key',
        projectId: 'demo-plants',
        authDomain: 'demo-plants.firebaseapp.com',
      },
      emulatorUrl: 'http://127.0.0.1:2',
    };
    auths.push(createFirebaseAuth(connection, { appName: 'announce-1', announce }));
    auths.push(createFirebaseAuth(connection, { appName: 'announce-2', announce }));
    expect(announce).toHaveBeenCalledTimes(1);
    expect(announce).toHaveBeenCalledWith('Using the Firebase Auth Emulator at http://127.0.0.1:2');
  });
});
