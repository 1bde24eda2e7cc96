import { describe, expect, it, vi } from 'vitest';
import { SignUp } from '@/modules/auth/application/SignUp';
import { AuthError } from '@/modules/auth/domain/AuthError';
import { InMemoryAuth } from '@/modules/auth/infrastructure/InMemoryAuth';
import { InMemoryConnectivity } from '@/modules/offline/infrastructure/InMemoryConnectivity';

/** The browser is online: these tests are about the provider (offline: needsConnection.test.ts). */
const online = new InMemoryConnectivity();

const DEFAULT_AVATAR = 'http://127.0.0.1:5173/images/default-avatar.svg';
const request = {
  name: 'Fern Gully',
  email: 'fern@example.com',
  password: 'Secret1',
  photoURL: '',
};

describe('SignUp (spec section 4)', () => {
  it('creates the account, then sets the name and the default avatar when no photo is given', async () => {
    const auth = new InMemoryAuth();
    const user = await new SignUp(auth, DEFAULT_AVATAR, online).execute(request);
    expect(user).toMatchObject({
      email: 'fern@example.com',
      displayName: 'Fern Gully',
      photoURL: DEFAULT_AVATAR,
    });
    expect(auth.currentUser()).toEqual(user);
  });

  it('uses the default avatar for a blank photo too', async () => {
    const user = await new SignUp(new InMemoryAuth(), DEFAULT_AVATAR, online).execute({
      ...request,
      photoURL: '   ',
    });
    expect(user.photoURL).toBe(DEFAULT_AVATAR);
  });

  it('keeps a given photo, trimmed, and trims the name and email', async () => {
    const auth = new InMemoryAuth();
    const signUp = vi.spyOn(auth, 'signUp');
    const user = await new SignUp(auth, DEFAULT_AVATAR, online).execute({
      name: '  Fern  ',
      email: ' fern@example.com ',
      password: 'Secret1',
      photoURL: ' https://example.com/fern.png ',
    });
    expect(user).toMatchObject({
      displayName: 'Fern',
      email: 'fern@example.com',
      photoURL: 'https://example.com/fern.png',
    });
    expect(signUp).toHaveBeenCalledWith({ email: 'fern@example.com', password: 'Secret1' });
  });

  // The profile's own check: a photo the page could not show, or must never load, is not stored.
  it.each([
    ['javascript:alert(1)'],
    ['data:image/svg+xml,<svg/>'],
    ['http://example.com/fern.png'],
    ['/images/fern.png'],
    ['not a url'],
  ])('stores the default avatar in place of the photo %j', async (photoURL) => {
    const auth = new InMemoryAuth();
    const user = await new SignUp(auth, DEFAULT_AVATAR, online).execute({ ...request, photoURL });
    expect(user.photoURL).toBe(DEFAULT_AVATAR);
    expect(auth.currentUser()?.photoURL).toBe(DEFAULT_AVATAR);
  });

  it('tells listeners about the named user (the top bar shows the name)', async () => {
    const auth = new InMemoryAuth();
    const listener = vi.fn();
    auth.onAuthStateChanged(listener);
    await new SignUp(auth, DEFAULT_AVATAR, online).execute(request);
    expect(listener).toHaveBeenLastCalledWith(
      expect.objectContaining({ displayName: 'Fern Gully' }),
    );
  });

  it('fails with the provider’s reason and sets no profile when the account cannot be created', async () => {
    const auth = new InMemoryAuth();
    await new SignUp(auth, DEFAULT_AVATAR, online).execute(request);
    await auth.signOut();
    const updateProfile = vi.spyOn(auth, 'updateProfile');
    await expect(new SignUp(auth, DEFAULT_AVATAR, online).execute(request)).rejects.toMatchObject({
      reason: 'email-already-in-use',
    });
    await expect(
      new SignUp(auth, DEFAULT_AVATAR, online).execute({
        ...request,
        email: 'new@example.com',
        password: '123',
      }),
    ).rejects.toBeInstanceOf(AuthError);
    expect(updateProfile).not.toHaveBeenCalled();
  });
});
