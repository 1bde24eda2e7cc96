import { describe, expect, it } from 'vitest';
import { AuthError } from '@/modules/auth/domain/AuthError';
import { parseFirebaseUser } from '@/modules/auth/infrastructure/FirebaseUser';

/** Firebase's UserImpl keeps metadata as a class with string getters; a class here checks getters parse. */
class Metadata {
  constructor(
    private readonly created?: string,
    private readonly lastSignIn?: string,
  ) {}
  get creationTime() {
    return this.created;
  }
  get lastSignInTime() {
    return this.lastSignIn;
  }
}

describe('parseFirebaseUser', () => {
  it('keeps the fields the shop reads and turns the metadata strings into dates', () => {
    const user = parseFirebaseUser({
      uid: 'u1',
      displayName: 'Fern',
      email: 'fern@example.com',
      photoURL: 'https://example.com/fern.png',
      emailVerified: false,
      providerData: [],
      metadata: new Metadata('Sat, 22 Nov 2025 05:27:00 GMT', 'Sun, 23 Nov 2025 10:00:00 GMT'),
    });
    expect(user).toEqual({
      uid: 'u1',
      displayName: 'Fern',
      email: 'fern@example.com',
      photoURL: 'https://example.com/fern.png',
      metadata: {
        creationTime: new Date('2025-11-22T05:27:00Z'),
        lastSignInTime: new Date('2025-11-23T10:00:00Z'),
      },
    });
    expect(Object.keys(user)).toEqual(['uid', 'displayName', 'email', 'photoURL', 'metadata']);
  });

  it('reads missing, empty or unreadable times, and missing names, as null', () => {
    const user = parseFirebaseUser({
      uid: 'u2',
      displayName: null,
      email: null,
      photoURL: undefined,
      metadata: new Metadata(undefined, 'not a date'),
    });
    expect(user).toMatchObject({
      displayName: null,
      email: null,
      photoURL: null,
      metadata: { creationTime: null, lastSignInTime: null },
    });
    expect(
      parseFirebaseUser({ uid: 'u3', metadata: { creationTime: '' } }).metadata.creationTime,
    ).toBeNull();
  });

  it.each([
    ['no uid', { metadata: {} }],
    ['an empty uid', { uid: '', metadata: {} }],
    ['no metadata', { uid: 'u4' }],
    ['a number for a name', { uid: 'u5', displayName: 7, metadata: {} }],
    ['null', null],
  ])("rejects a user with %s as AuthError('unknown')", (_label, input) => {
    let thrown: unknown;
    try {
      parseFirebaseUser(input);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AuthError);
    expect((thrown as AuthError).reason).toBe('unknown');
  });
});
