import { describe, expect, it } from 'vitest';
import { SignIn } from '@/modules/auth/application/SignIn';
import { AuthError } from '@/modules/auth/domain/AuthError';
import { InMemoryAuth } from '@/modules/auth/infrastructure/InMemoryAuth';
import { InMemoryConnectivity } from '@/modules/offline/infrastructure/InMemoryConnectivity';

/** The browser is online: these tests are about the provider (offline: needsConnection.test.ts). */
const online = new InMemoryConnectivity();

const ACCOUNT = { email: 'fern@example.com', password: 'Secret1' };

/** A provider that knows Fern's account, with nobody signed in. */
async function providerWithFern(options: { enumerationProtection?: boolean } = {}) {
  const auth = new InMemoryAuth({ ...options, signedInAs: ACCOUNT });
  await auth.signOut();
  return auth;
}

describe('SignIn (spec section 4)', () => {
  it('signs in with the email and password, and the provider then holds the user', async () => {
    const auth = await providerWithFern();
    const user = await new SignIn(auth, online).execute(ACCOUNT);
    expect(user.email).toBe('fern@example.com');
    expect(auth.currentUser()).toEqual(user);
  });

  it.each([
    ['an unknown account', { email: 'moss@example.com', password: 'Secret1' }, 'user-not-found'],
    ['a wrong password', { ...ACCOUNT, password: 'Wrong1' }, 'wrong-password'],
  ])(
    'fails with the provider’s reason for %s, signing nobody in',
    async (_, credentials, reason) => {
      const auth = await providerWithFern();
      const failure = new SignIn(auth, online).execute(credentials);
      await expect(failure).rejects.toBeInstanceOf(AuthError);
      await expect(failure).rejects.toMatchObject({ reason });
      expect(auth.currentUser()).toBeNull();
    },
  );

  it('passes on the provider’s reason unchanged behind email-enumeration protection', async () => {
    const auth = await providerWithFern({ enumerationProtection: true });
    await expect(
      new SignIn(auth, online).execute({ email: 'moss@example.com', password: 'Secret1' }),
    ).rejects.toMatchObject({ reason: 'invalid-credential' });
  });
});
