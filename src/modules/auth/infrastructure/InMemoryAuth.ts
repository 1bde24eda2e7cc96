import type {
  AuthPort,
  EmailCredentials,
  ProfileChanges,
} from '@/modules/auth/application/AuthPort';
import { AuthError } from '@/modules/auth/domain/AuthError';
import type { User } from '@/modules/auth/domain/User';
import type { Unsubscribe } from '@/modules/shared/application/Unsubscribe';

interface Account {
  user: User;
  password: string | null;
}

export interface InMemoryAuthOptions {
  /** Signed in from the start. */
  readonly signedInAs?: {
    email: string;
    password: string;
    displayName?: string;
    photoURL?: string | null;
  };
  /** Like a provider with email-enumeration protection: unknown user and wrong password both read 'invalid-credential'. */
  readonly enumerationProtection?: boolean;
  /** The account the Google popup signs into; without one the popup fails as if closed. */
  readonly googleAccount?: { email: string; displayName: string } | null;
  readonly now?: () => Date;
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PROVIDER_MIN_PASSWORD = 6;

/**
 * AuthPort held in memory: a user store with the same failure cases as the
 * Firebase adapter (checked by the same contract suite), for tests and demos.
 */
export class InMemoryAuth implements AuthPort {
  private readonly accounts = new Map<string, Account>();
  private current: User | null = null;
  private readonly listeners = new Set<(user: User | null) => void>();
  private nextUid = 1;
  private readonly now: () => Date;
  /** Password-reset mails "sent", newest last: what a test reads back. */
  readonly sentPasswordResets: string[] = [];

  constructor(private readonly options: InMemoryAuthOptions = {}) {
    this.now = options.now ?? (() => new Date());
    if (options.signedInAs) {
      const { email, password, displayName = null, photoURL = null } = options.signedInAs;
      const account = this.createAccount(email, password);
      account.user = { ...account.user, displayName, photoURL };
      this.current = account.user;
    }
  }

  currentUser(): User | null {
    return this.current;
  }

  onAuthStateChanged(listener: (user: User | null) => void): Unsubscribe {
    this.listeners.add(listener);
    // Like a real provider, the first state arrives asynchronously.
    queueMicrotask(() => {
      if (this.listeners.has(listener)) listener(this.current);
    });
    return () => this.listeners.delete(listener);
  }

  async signUp({ email, password }: EmailCredentials): Promise<User> {
    const key = normalise(email);
    if (!EMAIL_SHAPE.test(key)) throw new AuthError('invalid-email');
    if (this.accounts.has(key)) throw new AuthError('email-already-in-use');
    if (password.length < PROVIDER_MIN_PASSWORD) throw new AuthError('weak-password');
    return this.setCurrent(this.createAccount(key, password).user);
  }

  async updateProfile(changes: ProfileChanges): Promise<User> {
    const account = this.current?.email ? this.accounts.get(this.current.email) : undefined;
    if (!account) throw new AuthError('not-signed-in');
    account.user = {
      ...account.user,
      displayName: changes.displayName,
      photoURL: changes.photoURL,
    };
    return this.setCurrent(account.user);
  }

  async signIn({ email, password }: EmailCredentials): Promise<User> {
    const key = normalise(email);
    if (!EMAIL_SHAPE.test(key)) throw new AuthError('invalid-email');
    const account = this.accounts.get(key);
    if (!account)
      throw new AuthError(
        this.options.enumerationProtection ? 'invalid-credential' : 'user-not-found',
      );
    if (account.password !== password) {
      throw new AuthError(
        this.options.enumerationProtection ? 'invalid-credential' : 'wrong-password',
      );
    }
    return this.setCurrent(this.touchSignIn(account));
  }

  async signInWithGoogle(): Promise<User> {
    const google = this.options.googleAccount;
    if (!google) throw new AuthError('popup-closed');
    const key = normalise(google.email);
    const account = this.accounts.get(key) ?? this.createAccount(key, null);
    if (account.user.displayName === null) {
      account.user = { ...account.user, displayName: google.displayName };
    }
    return this.setCurrent(this.touchSignIn(account));
  }

  async signOut(): Promise<void> {
    this.setCurrent(null);
  }

  async sendPasswordResetEmail(email: string): Promise<void> {
    const key = normalise(email);
    if (!EMAIL_SHAPE.test(key)) throw new AuthError('invalid-email');
    if (!this.accounts.has(key)) {
      if (this.options.enumerationProtection) return;
      throw new AuthError('user-not-found');
    }
    this.sentPasswordResets.push(key);
  }

  private createAccount(email: string, password: string | null): Account {
    const created = this.now();
    const account: Account = {
      password,
      user: {
        uid: `in-memory-${this.nextUid++}`,
        email: normalise(email),
        displayName: null,
        photoURL: null,
        metadata: { creationTime: created, lastSignInTime: created },
      },
    };
    this.accounts.set(normalise(email), account);
    return account;
  }

  private touchSignIn(account: Account): User {
    account.user = {
      ...account.user,
      metadata: { ...account.user.metadata, lastSignInTime: this.now() },
    };
    return account.user;
  }

  private setCurrent<T extends User | null>(user: T): T {
    this.current = user;
    this.listeners.forEach((listener) => listener(user));
    return user;
  }
}

function normalise(email: string): string {
  return email.trim().toLowerCase();
}
