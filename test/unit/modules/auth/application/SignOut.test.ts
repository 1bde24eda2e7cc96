import { describe, expect, it, vi } from 'vitest';
import { SignOut } from '@/modules/auth/application/SignOut';
import { AuthError } from '@/modules/auth/domain/AuthError';
import { InMemoryAuth } from '@/modules/auth/infrastructure/InMemoryAuth';

describe('SignOut (spec section 4)', () => {
  it('signs the current user out and tells the listeners', async () => {
    const auth = new InMemoryAuth({
      signedInAs: { email: 'fern@example.com', password: 'Secret1' },
    });
    const listener = vi.fn();
    auth.onAuthStateChanged(listener);
    await new SignOut(auth).execute();
    expect(auth.currentUser()).toBeNull();
    expect(listener).toHaveBeenLastCalledWith(null);
  });

  it('passes on a provider that cannot sign out', async () => {
    const auth = new InMemoryAuth();
    vi.spyOn(auth, 'signOut').mockRejectedValue(new AuthError('network'));
    await expect(new SignOut(auth).execute()).rejects.toMatchObject({ reason: 'network' });
  });
});
