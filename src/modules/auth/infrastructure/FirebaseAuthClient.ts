import { initializeApp, type FirebaseOptions } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  initializeAuth,
  type Auth,
  type Persistence,
} from 'firebase/auth';

/** Which Firebase project to talk to, and through which emulator (null: the real service). */
export interface FirebaseAuthConnection {
  readonly config: FirebaseOptions;
  readonly emulatorUrl: string | null;
}

export interface FirebaseAuthClientOptions {
  /** A Firebase app name; tests give each adapter its own app. Default: the default app. */
  readonly appName?: string;
  /** Default: browserLocalPersistence (the Node build of the SDK keeps users in memory instead). */
  readonly persistence?: Persistence;
  /** Where the one-time "using the emulator" notice goes. */
  readonly announce?: (message: string) => void;
}

const announcedEmulators = new Set<string>();

/**
 * A Firebase Auth instance. It is created without the popup resolver: the
 * Google popup brings its own (FirebaseGooglePopup) when it is first used.
 */
export function createFirebaseAuth(
  connection: FirebaseAuthConnection,
  options: FirebaseAuthClientOptions = {},
): Auth {
  const app =
    options.appName === undefined
      ? initializeApp(connection.config)
      : initializeApp(connection.config, options.appName);
  const auth = initializeAuth(app, { persistence: options.persistence ?? browserLocalPersistence });
  if (connection.emulatorUrl !== null) {
    connectAuthEmulator(auth, connection.emulatorUrl, { disableWarnings: true });
    if (!announcedEmulators.has(connection.emulatorUrl)) {
      announcedEmulators.add(connection.emulatorUrl);
      (options.announce ?? console.info)(
        `Using the Firebase Auth Emulator at ${connection.emulatorUrl}`,
      );
    }
  }
  return auth;
}
