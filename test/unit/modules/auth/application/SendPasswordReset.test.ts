import { describe, expect, it, vi } from 'vitest';
import { SendPasswordReset } from '@/modules/auth/application/SendPasswordReset';
import { InMemoryAuth } from '@/modules/auth/infrastructure/InMemoryAuth';
import { InMemoryConnectivity } from '@/modules/offline/infrastructure/InMemoryConnectivity';

/** The browser is online: these tests are about the provider (offline: needsConnection.test.ts). */
const online = new InMemoryConnectivity();

/** A provider that knows Fern's account, with nobody signed in. */
async function providerWithFern(options: { enumerationProtection?: boolean } = {}) {
  const auth = new InMemoryAuth({
    ...options,
    signedInAs: { email: 'fern@example.com', password: 'Secret1' },
  });
  await auth.signOut();
  return auth;
}

describe('SendPasswordReset (spec section 4, Forgot Password)', () => {
  it('sends the reset email to the address, trimmed', async () => {
    const auth = await providerWithFern();
    const send = vi.spyOn(auth, 'sendPasswordResetEmail');
    await new SendPasswordReset(auth, online).execute('  fern@example.com ');
    expect(send).toHaveBeenCalledWith('fern@example.com');
    expect(auth.sentPasswordResets).toEqual(['fern@example.com']);
  });

  it.each([
    ['an unknown account', 'moss@example.com', 'user-not-found'],
    ['an address that is not one', 'fern-at-example', 'invalid-email'],
  ])('fails with the provider’s reason for %s, sending nothing', async (_, email, reason) => {
    const auth = await providerWithFern();
    await expect(new SendPasswordReset(auth, online).execute(email)).rejects.toMatchObject({
      reason,
    });
    expect(auth.sentPasswordResets).toEqual([]);
  });

  it('resolves for an unknown account behind email-enumeration protection', async () => {
    const auth = await providerWithFern({ enumerationProtection: true });
    await expect(
      new SendPasswordReset(auth, online).execute('moss@example.com'),
    ).resolves.toBeUndefined();
    expect(auth.sentPasswordResets).toEqual([]);
  });
});
