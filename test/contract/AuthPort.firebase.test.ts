import { deleteApp, type FirebaseApp } from 'firebase/app';
import { GoogleAuthProvider, signInWithCredential } from 'firebase/auth';
import { FirebaseAuth } from '@/modules/auth/infrastructure/FirebaseAuth';
import { createFirebaseAuth } from '@/modules/auth/infrastructure/FirebaseAuthClient';
import { describeAuthPortContract } from './AuthPort.contract';
import {
  assertAuthEmulatorReachable,
  authEmulatorUrl,
  AUTH_EMULATOR_PROJECT,
  passwordResetMails,
  setEmailEnumerationProtection,
} from './support/authEmulator';

/**
 * The contract against the Firebase Auth emulator, which the test command
 * starts (scripts/emulator.mjs exec). No emulator: the suite fails, it does
 * not skip.
 */
const emulatorUrl = authEmulatorUrl();

/** What the SDK's popup rejects with when the shopper closes it. */
function popupClosedByUser(): Error {
  return Object.assign(new Error('Firebase: Error (auth/popup-closed-by-user).'), {
    name: 'FirebaseError',
    code: 'auth/popup-closed-by-user',
  });
}
const apps = new Map<FirebaseAuth, FirebaseApp>();
let appCount = 0;

describeAuthPortContract<FirebaseAuth>({
  name: `FirebaseAuth on the Auth emulator at ${emulatorUrl}`,
  async setUp() {
    // Every account here has an address of its own (uniqueEmail), so nothing is wiped: the
    // emulator may be the one `npm start` or the browser suite is using at the same time.
    await assertAuthEmulatorReachable(emulatorUrl);
    await setEmailEnumerationProtection(emulatorUrl, false);
  },
  async tearDown() {
    await setEmailEnumerationProtection(emulatorUrl, false);
  },
  createAuth({ google }) {
    appCount += 1;
    const auth = createFirebaseAuth(
      {
        config: {
          apiKey: 'demo-api-key',
          projectId: AUTH_EMULATOR_PROJECT,
          authDomain: `${AUTH_EMULATOR_PROJECT}.firebaseapp.com`,
        },
        emulatorUrl,
      },
      { appName: `auth-contract-${appCount}`, announce: () => undefined },
    );
    // The popup needs a browser and Google's script; the emulator accepts an
    // unsigned Google ID token instead (toolchain notes).
    const adapter = new FirebaseAuth(auth, {
      googleSignIn: (target) =>
        google === null
          ? Promise.reject(popupClosedByUser())
          : signInWithCredential(
              target,
              GoogleAuthProvider.credential(
                JSON.stringify({
                  sub: `google-${google.email}`,
                  email: google.email,
                  email_verified: true,
                  name: google.displayName,
                }),
              ),
            ),
    });
    apps.set(adapter, auth.app);
    return adapter;
  },
  async dispose(adapter) {
    const app = apps.get(adapter);
    apps.delete(adapter);
    if (app) await deleteApp(app);
  },
  setEnumerationProtection: (enabled) => setEmailEnumerationProtection(emulatorUrl, enabled),
  passwordResetMails: () => passwordResetMails(emulatorUrl),
});
