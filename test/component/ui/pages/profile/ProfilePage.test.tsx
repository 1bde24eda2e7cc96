import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createInMemoryContainer } from '@/di/inMemoryContainer';
import type { ProfileChanges } from '@/modules/auth/application/AuthPort';
import { AuthError } from '@/modules/auth/domain/AuthError';
import type { User } from '@/modules/auth/domain/User';
import { InMemoryAuth } from '@/modules/auth/infrastructure/InMemoryAuth';
import type { Unsubscribe } from '@/modules/shared/application/Unsubscribe';
import { renderApp } from '@test/support/renderApp';
import { expectNoToastSays } from '@test/support/noToastSays';

const ACCOUNT = { email: 'rosa@example.com', password: 'Leafy1' };
const PHOTO = 'https://images.example.com/rosa.png';

/**
 * Rosa signed up on November 22, 2026 and last signed in on January 5, 2027
 * (local noon, so the dates hold in every time zone).
 */
async function rosaSignedIn(auth: InMemoryAuth, clock: Date[]): Promise<InMemoryAuth> {
  clock.push(new Date(2026, 10, 22, 12), new Date(2027, 0, 5, 12));
  await auth.signUp(ACCOUNT);
  await auth.updateProfile({ displayName: 'Rosa Fern', photoURL: PHOTO });
  await auth.signOut();
  await auth.signIn(ACCOUNT);
  return auth;
}

function clockedAuth<T extends InMemoryAuth>(
  make: (now: () => Date) => T,
): { auth: T; clock: Date[] } {
  const clock: Date[] = [];
  return { auth: make(() => clock.shift() ?? new Date(2027, 5, 1, 12)), clock };
}

async function renderProfile(auth: InMemoryAuth) {
  const user = userEvent.setup();
  const app = renderApp(createInMemoryContainer({ auth }), '/profile');
  await screen.findByRole('heading', { level: 1, name: 'My Profile' });
  return { user, ...app };
}

function detail(term: string): HTMLElement {
  return screen.getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;
}

const nameInput = () => screen.getByLabelText('Display Name');
const photoInput = () => screen.getByLabelText('Photo URL');

async function findToast(text: string): Promise<HTMLElement> {
  return screen.findByText(text, { selector: '[role="status"]' });
}

describe('Profile page', () => {
  it('shows the avatar, name, email with its note, and both dates in long US format', async () => {
    const { auth, clock } = clockedAuth((now) => new InMemoryAuth({ now }));
    await renderProfile(await rosaSignedIn(auth, clock));

    await waitFor(() => expect(document.title).toBe('My Profile · Leafy'));
    expect(screen.getByRole('heading', { level: 2, name: 'Rosa Fern' })).toBeInTheDocument();
    const avatars = document.querySelectorAll(`main img[src="${PHOTO}"]`);
    expect(avatars).toHaveLength(1);
    expect(detail('Email')).toHaveTextContent('rosa@example.com');
    expect(within(detail('Email')).getByText('Email cannot be changed')).toBeInTheDocument();
    expect(detail('Account created')).toHaveTextContent('November 22, 2026');
    expect(detail('Last sign-in')).toHaveTextContent('January 5, 2027');
    expect(within(detail('Account created')).getByText('November 22, 2026').tagName).toBe('TIME');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
  });

  it("reads 'Unknown' for dates the provider does not know", async () => {
    class UndatedAuth extends InMemoryAuth {
      override onAuthStateChanged(listener: (user: User | null) => void): Unsubscribe {
        return super.onAuthStateChanged((user) =>
          listener(user && { ...user, metadata: { creationTime: null, lastSignInTime: null } }),
        );
      }
    }
    await renderProfile(new UndatedAuth({ signedInAs: { ...ACCOUNT, displayName: 'Rosa Fern' } }));
    expect(detail('Account created')).toHaveTextContent(/^Unknown$/);
    expect(detail('Last sign-in')).toHaveTextContent(/^Unknown$/);
  });

  it('edits the name and photo, prefilled, with the email never editable', async () => {
    const { auth, clock } = clockedAuth((now) => new InMemoryAuth({ now }));
    const { user } = await renderProfile(await rosaSignedIn(auth, clock));
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));

    expect(nameInput()).toHaveValue('Rosa Fern');
    expect(photoInput()).toHaveValue(PHOTO);
    await waitFor(() => expect(nameInput()).toHaveFocus());
    expect(screen.getAllByRole('textbox')).toHaveLength(2);
    expect(screen.queryByDisplayValue('rosa@example.com')).not.toBeInTheDocument();
    expect(screen.getByText('rosa@example.com', { selector: 'form p' })).toBeInTheDocument();
    expect(screen.getByText('Email cannot be changed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Profile' })).not.toBeInTheDocument();

    await user.clear(nameInput());
    await user.type(nameInput(), 'Rosa Moss');
    await user.clear(photoInput());
    await user.type(photoInput(), 'https://images.example.com/moss.png');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await findToast('Profile updated successfully!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Rosa Moss' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Profile' })).toHaveFocus());
    expect(auth.currentUser()).toMatchObject({
      displayName: 'Rosa Moss',
      photoURL: 'https://images.example.com/moss.png',
      email: 'rosa@example.com',
    });
  });

  it('keeps the current photo when the photo field is left empty', async () => {
    const { auth, clock } = clockedAuth((now) => new InMemoryAuth({ now }));
    const { user } = await renderProfile(await rosaSignedIn(auth, clock));
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.clear(photoInput());
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await screen.findByRole('button', { name: 'Edit Profile' });
    expect(auth.currentUser()?.photoURL).toBe(PHOTO);
  });

  it('starts the photo field empty while the user has the stock avatar', async () => {
    const auth = new InMemoryAuth({
      signedInAs: { ...ACCOUNT, displayName: 'Rosa Fern', photoURL: '/images/default-avatar.svg' },
    });
    const { user } = await renderProfile(auth);
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(photoInput()).toHaveValue('');
    expect(photoInput()).toHaveAccessibleDescription('Leave empty to keep your current photo.');
  });

  describe('validation (spec section 5)', () => {
    it("requires a name, focuses it, and clears 'Name is required' when it is edited", async () => {
      const { user } = await renderProfile(
        new InMemoryAuth({ signedInAs: { ...ACCOUNT, displayName: 'Rosa' } }),
      );
      await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
      await user.clear(nameInput());
      await user.type(nameInput(), '   ');
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));

      expect(nameInput()).toHaveAccessibleDescription('Name is required');
      expect(nameInput()).toHaveAttribute('aria-invalid', 'true');
      await waitFor(() => expect(nameInput()).toHaveFocus());
      await user.type(nameInput(), 'R');
      expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    });

    it.each([
      'not a url',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'ftp://example.com/me.png',
    ])("rejects the photo URL %s with 'Please enter a valid URL'", async (photo) => {
      const auth = new InMemoryAuth({ signedInAs: { ...ACCOUNT, displayName: 'Rosa' } });
      const { user } = await renderProfile(auth);
      await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
      await user.type(photoInput(), photo);
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));

      expect(photoInput()).toHaveAccessibleDescription(/^Please enter a valid URL/);
      await waitFor(() => expect(photoInput()).toHaveFocus());
      expect(auth.currentUser()?.photoURL).toBeNull();

      await user.type(photoInput(), 'x');
      expect(screen.queryByText('Please enter a valid URL')).not.toBeInTheDocument();
    });
  });

  it('cancels: fields and errors reset, back to the view with the old name', async () => {
    const { auth, clock } = clockedAuth((now) => new InMemoryAuth({ now }));
    const { user } = await renderProfile(await rosaSignedIn(auth, clock));
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.clear(nameInput());
    await user.clear(photoInput());
    await user.type(photoInput(), 'javascript:void 0');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByText('Name is required')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Rosa Fern' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Profile' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(nameInput()).toHaveValue('Rosa Fern');
    expect(photoInput()).toHaveValue(PHOTO);
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    expect(screen.queryByText('Please enter a valid URL')).not.toBeInTheDocument();
    expect(auth.currentUser()?.displayName).toBe('Rosa Fern');
  });

  it("says 'Failed to update profile' and stays in edit mode when the provider fails", async () => {
    class FailingAuth extends InMemoryAuth {
      override async updateProfile(_changes: ProfileChanges): Promise<User> {
        throw new AuthError('network');
      }
    }
    const { user } = await renderProfile(
      new FailingAuth({ signedInAs: { ...ACCOUNT, displayName: 'Rosa' } }),
    );
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.type(nameInput(), ' Moss');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Failed to update profile'),
    );
    await expectNoToastSays('Failed to update profile');
    expect(nameInput()).toHaveValue('Rosa Moss');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    expect(screen.getByRole('heading', { level: 2, name: 'Rosa' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor to /login', async () => {
    const { router } = renderApp(createInMemoryContainer({ auth: new InMemoryAuth() }), '/profile');
    await screen.findByRole('button', { name: 'Sign In' });
    expect(router.state.location.pathname).toBe('/login');
  });
});
