import { describe, expect, it } from 'vitest';
import { UpdateProfile } from '@/modules/auth/application/UpdateProfile';
import { InMemoryAuth } from '@/modules/auth/infrastructure/InMemoryAuth';
import { InMemoryConnectivity } from '@/modules/offline/infrastructure/InMemoryConnectivity';

/** The browser is online: these tests are about the provider (offline: needsConnection.test.ts). */
const online = new InMemoryConnectivity();

function signedIn(photoURL: string | null = 'https://example.com/old.png') {
  return new InMemoryAuth({
    signedInAs: { email: 'fern@example.com', password: 'Secret1', displayName: 'Fern', photoURL },
  });
}

describe('UpdateProfile (spec section 4)', () => {
  it('changes the name and the photo', async () => {
    const auth = signedIn();
    const user = await new UpdateProfile(auth, online).execute({
      displayName: 'Fern Gully',
      photoURL: 'https://example.com/new.png',
    });
    expect(user).toMatchObject({
      displayName: 'Fern Gully',
      photoURL: 'https://example.com/new.png',
    });
    expect(auth.currentUser()).toEqual(user);
  });

  it('keeps the current photo when the photo field is empty or blank', async () => {
    const auth = signedIn();
    const update = new UpdateProfile(auth, online);
    expect((await update.execute({ displayName: 'Fern Gully', photoURL: '' })).photoURL).toBe(
      'https://example.com/old.png',
    );
    expect((await update.execute({ displayName: 'Fern', photoURL: '   ' })).photoURL).toBe(
      'https://example.com/old.png',
    );
  });

  it('keeps "no photo" when there was none and the field is empty', async () => {
    const user = await new UpdateProfile(signedIn(null), online).execute({
      displayName: 'Fern',
      photoURL: '',
    });
    expect(user.photoURL).toBeNull();
  });

  it('trims the name and the photo', async () => {
    const user = await new UpdateProfile(signedIn(), online).execute({
      displayName: '  Fern  ',
      photoURL: ' https://example.com/new.png ',
    });
    expect(user).toMatchObject({ displayName: 'Fern', photoURL: 'https://example.com/new.png' });
  });

  it("fails with 'not-signed-in' when nobody is signed in", async () => {
    await expect(
      new UpdateProfile(new InMemoryAuth(), online).execute({ displayName: 'Fern', photoURL: '' }),
    ).rejects.toMatchObject({ name: 'AuthError', reason: 'not-signed-in' });
  });
});
