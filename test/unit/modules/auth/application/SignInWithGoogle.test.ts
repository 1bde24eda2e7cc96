import { describe, expect, it } from 'vitest';
import { SignInWithGoogle } from '@/modules/auth/application/SignInWithGoogle';
import { InMemoryAuth } from '@/modules/auth/infrastructure/InMemoryAuth';
import { InMemoryConnectivity } from '@/modules/offline/infrastructure/InMemoryConnectivity';

/** The browser is online: these tests are about the provider (offline: needsConnection.test.ts). */
const online = new InMemoryConnectivity();

describe('SignInWithGoogle (spec section 4)', () => {
  it('signs in with the Google account, creating it the first time', async () => {
    const auth = new InMemoryAuth({
      googleAccount: { email: 'fern@example.com', displayName: 'Fern Gully' },
    });
    const user = await new SignInWithGoogle(auth, online).execute();
    expect(user).toMatchObject({ email: 'fern@example.com', displayName: 'Fern Gully' });
    expect(auth.currentUser()).toEqual(user);

    await auth.signOut();
    const again = await new SignInWithGoogle(auth, online).execute();
    expect(again.uid).toBe(user.uid);
  });

  it('fails with the provider’s reason when the popup does not sign in, signing nobody in', async () => {
    const auth = new InMemoryAuth({ googleAccount: null });
    await expect(new SignInWithGoogle(auth, online).execute()).rejects.toMatchObject({
      reason: 'popup-closed',
    });
    expect(auth.currentUser()).toBeNull();
  });
});
