import {
  createUserWithEmailAndPassword,
  onAuthStateChanged as onFirebaseAuthStateChanged,
  reload,
  sendPasswordResetEmail as sendFirebasePasswordResetEmail,
  signInWithEmailAndPassword,
  signOut as firebaseSignOut,
  updateProfile as updateFirebaseProfile,
  type Auth,
  type User as FirebaseUser,
  type UserCredential,
} from 'firebase/auth';
import type {
  AuthPort,
  EmailCredentials,
  ProfileChanges,
} from '@/modules/auth/application/AuthPort';
import { AuthError } from '@/modules/auth/domain/AuthError';
import type { User } from '@/modules/auth/domain/User';
import type { Unsubscribe } from '@/modules/shared/application/Unsubscribe';
import { toAuthError } from './FirebaseAuthErrors';
import { parseFirebaseUser } from './FirebaseUser';

/** How the adapter signs in with Google; the default is the SDK popup. */
export type GoogleSignIn = (auth: Auth) => Promise<UserCredential>;

export interface FirebaseAuthOptions {
  /**
   * Test seam: replaces the popup (which needs a browser and Google's script),
   * e.g. with `signInWithCredential` against the emulator.
   */
  readonly googleSignIn?: GoogleSignIn;
}

const loadGooglePopup: GoogleSignIn = async (auth) => {
  const { signInWithGooglePopup } = await import('./FirebaseGooglePopup');
  return signInWithGooglePopup(auth);
};

/** The SDK accepts any string here; Firebase itself answers INVALID_EMAIL, the emulator does not. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Listener = (user: User | null) => void;

/**
 * AuthPort on the Firebase JS SDK (modular API). Every failure is an AuthError
 * (see FirebaseAuthErrors); every user is parsed into the domain User.
 */
export class FirebaseAuth implements AuthPort {
  /** Listeners to tell about profile changes, which Firebase itself does not report. */
  private readonly listeners = new Set<Listener>();
  private readonly googleSignIn: GoogleSignIn;
  private cached: { key: string; user: User } | null = null;

  constructor(
    private readonly auth: Auth,
    options: FirebaseAuthOptions = {},
  ) {
    this.googleSignIn = options.googleSignIn ?? loadGooglePopup;
  }

  currentUser(): User | null {
    return this.toUser(this.auth.currentUser);
  }

  onAuthStateChanged(listener: Listener): Unsubscribe {
    const notify: Listener = (user) => listener(user);
    this.listeners.add(notify);
    // Firebase calls back once the persisted state is loaded, then on every sign-in and sign-out.
    const stopFirebase = onFirebaseAuthStateChanged(this.auth, (firebaseUser) => {
      if (!this.listeners.has(notify)) return;
      let user: User | null;
      try {
        user = this.toUser(firebaseUser);
      } catch (error) {
        console.error(error);
        user = null;
      }
      notify(user);
    });
    return () => {
      this.listeners.delete(notify);
      stopFirebase();
    };
  }

  signUp({ email, password }: EmailCredentials): Promise<User> {
    return this.run(async () => {
      const { user } = await createUserWithEmailAndPassword(this.auth, email, password);
      return this.requireUser(user);
    });
  }

  updateProfile({ displayName, photoURL }: ProfileChanges): Promise<User> {
    return this.run(async () => {
      const current = this.auth.currentUser;
      if (!current) throw new AuthError('not-signed-in');
      // The service removes the photo on an empty string; the emulator rejects null outright.
      await updateFirebaseProfile(current, { displayName, photoURL: photoURL ?? '' });
      await reload(current);
      // Firebase reports only sign-in and sign-out; the top bar must show the new name too.
      const user = this.requireUser(current);
      if (this.auth.currentUser?.uid === user.uid) {
        this.listeners.forEach((listener) => listener(user));
      }
      return user;
    });
  }

  signIn({ email, password }: EmailCredentials): Promise<User> {
    return this.run(async () => {
      const { user } = await signInWithEmailAndPassword(this.auth, email, password);
      return this.requireUser(user);
    });
  }

  signInWithGoogle(): Promise<User> {
    return this.run(async () => {
      const { user } = await this.googleSignIn(this.auth);
      return this.requireUser(user);
    });
  }

  signOut(): Promise<void> {
    return this.run(() => firebaseSignOut(this.auth));
  }

  sendPasswordResetEmail(email: string): Promise<void> {
    return this.run(async () => {
      if (!EMAIL_SHAPE.test(email.trim())) throw new AuthError('invalid-email');
      await sendFirebasePasswordResetEmail(this.auth, email.trim());
    });
  }

  private async run<T>(operation: () => Promise<T>): Promise<T> {
    try {
      return await operation();
    } catch (error) {
      throw toAuthError(error);
    }
  }

  private requireUser(firebaseUser: FirebaseUser): User {
    const user = this.toUser(firebaseUser);
    if (!user) throw new AuthError('unknown', 'The identity provider returned no user');
    return user;
  }

  /**
   * The parsed user, the same object for as long as nothing about it changes
   * (Firebase mutates its user in place; screens compare by reference).
   */
  private toUser(firebaseUser: FirebaseUser | null): User | null {
    if (!firebaseUser) return null;
    const { uid, displayName, email, photoURL, metadata } = firebaseUser;
    const key = JSON.stringify([
      uid,
      displayName,
      email,
      photoURL,
      metadata.creationTime,
      metadata.lastSignInTime,
    ]);
    if (this.cached?.key !== key) this.cached = { key, user: parseFirebaseUser(firebaseUser) };
    return this.cached.user;
  }
}
