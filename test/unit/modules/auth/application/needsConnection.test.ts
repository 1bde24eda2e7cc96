import { describe, expect, it, vi } from 'vitest';
import type { AuthPort } from '@/modules/auth/application/AuthPort';
import { needsConnection } from '@/modules/auth/application/needsConnection';
import { SendPasswordReset } from '@/modules/auth/application/SendPasswordReset';
import { SignIn } from '@/modules/auth/application/SignIn';
import { SignInWithGoogle } from '@/modules/auth/application/SignInWithGoogle';
import { SignUp } from '@/modules/auth/application/SignUp';
import { UpdateProfile } from '@/modules/auth/application/UpdateProfile';
import { AuthError } from '@/modules/auth/domain/AuthError';
import { InMemoryAuth } from '@/modules/auth/infrastructure/InMemoryAuth';
import { InMemoryConnectivity } from '@/modules/offline/infrastructure/InMemoryConnectivity';

const FERN = { email: 'fern@example.com', password: 'Secret1', displayName: 'Fern' };

describe('needsConnection', () => {
  it('makes the call while the browser is online, and gives back its result', async () => {
    const call = vi.fn(async () => 'done');
    await expect(needsConnection(new InMemoryConnectivity(), call)).resolves.toBe('done');
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('does not try while offline: AuthError("offline")', async () => {
    const call = vi.fn(async () => 'done');
    const failure = needsConnection(new InMemoryConnectivity(false), call);
    await expect(failure).rejects.toBeInstanceOf(AuthError);
    await expect(failure).rejects.toMatchObject({ reason: 'offline' });
    expect(call).not.toHaveBeenCalled();
  });

  it('a network failure while the browser went offline reads "offline", the failure as its cause', async () => {
    const connectivity = new InMemoryConnectivity();
    const lost = new AuthError('network');
    const failure = needsConnection(connectivity, async () => {
      connectivity.goOffline();
      throw lost;
    });
    await expect(failure).rejects.toMatchObject({ reason: 'offline', cause: lost });
    // It reads as the offline refusal before any call does, message and all.
    await expect(failure).rejects.toMatchObject({ message: new AuthError('offline').message });
  });

  it('any other failure passes through as it is, online or not', async () => {
    const online = new InMemoryConnectivity();
    const wrong = new AuthError('wrong-password');
    await expect(
      needsConnection(online, async () => {
        throw wrong;
      }),
    ).rejects.toBe(wrong);

    // The provider away while the browser still says online: the spec's messages.
    const away = new AuthError('network');
    await expect(
      needsConnection(online, async () => {
        throw away;
      }),
    ).rejects.toBe(away);

    const connectivity = new InMemoryConnectivity();
    const odd = new Error('not an AuthError');
    await expect(
      needsConnection(connectivity, async () => {
        connectivity.goOffline();
        throw odd;
      }),
    ).rejects.toBe(odd);
  });
});

describe('every identity action that needs the provider is not tried offline', () => {
  const offline = () => new InMemoryConnectivity(false);
  const AVATAR = 'http://127.0.0.1:5173/images/default-avatar.svg';

  /** Each action, and the provider operations it would have used. */
  const ACTIONS: ReadonlyArray<
    [string, (auth: AuthPort) => Promise<unknown>, ReadonlyArray<keyof AuthPort>]
  > = [
    ['SignIn', (auth) => new SignIn(auth, offline()).execute(FERN), ['signIn']],
    [
      'SignInWithGoogle',
      (auth) => new SignInWithGoogle(auth, offline()).execute(),
      ['signInWithGoogle'],
    ],
    [
      'SignUp',
      (auth) =>
        new SignUp(auth, AVATAR, offline()).execute({
          name: 'Moss',
          email: 'moss@example.com',
          password: 'Secret1',
          photoURL: '',
        }),
      ['signUp', 'updateProfile'],
    ],
    [
      'SendPasswordReset',
      (auth) => new SendPasswordReset(auth, offline()).execute(FERN.email),
      ['sendPasswordResetEmail'],
    ],
    [
      'UpdateProfile',
      (auth) =>
        new UpdateProfile(auth, offline()).execute({ displayName: 'Fern Gully', photoURL: '' }),
      ['updateProfile'],
    ],
  ];

  it.each(ACTIONS)(
    '%s fails with AuthError("offline") and the provider hears nothing',
    async (_name, act, operations) => {
      const auth = new InMemoryAuth({ signedInAs: FERN });
      const spies = operations.map((operation) => vi.spyOn(auth, operation));
      await expect(act(auth)).rejects.toMatchObject({ reason: 'offline' });
      for (const spy of spies) expect(spy).not.toHaveBeenCalled();
      expect(auth.currentUser()).toMatchObject({ displayName: 'Fern' });
    },
  );
});
