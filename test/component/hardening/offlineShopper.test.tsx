// On screen: a shopper whose browser goes offline. The shop's own files and catalogue
// come from the service worker's caches (the browser journey test/e2e/offline.e2e.ts shows that
// part); here the browser's connectivity is the in-memory adapter. The notice says so and goes
// when the network is back; the cart, which lives in the browser, keeps working; every identity
// action says it needs a connection instead of a generic failure, and the provider hears nothing;
// the preview banner keeps the spec's two texts.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createInMemoryContainer } from '@/di/inMemoryContainer';
import { InMemoryAuth } from '@/modules/auth/infrastructure/InMemoryAuth';
import { InMemoryCartStorage } from '@/modules/cart/infrastructure/InMemoryCartStorage';
import { InMemoryConnectivity } from '@/modules/offline/infrastructure/InMemoryConnectivity';
import { InMemoryPlantCatalog } from '@/modules/plants/infrastructure/InMemoryPlantCatalog';
import { InMemoryPreviewBackend } from '@/modules/preview/infrastructure/InMemoryPreviewBackend';
import { aLine, aPlant } from '@test/support/plants';
import { failOnConsoleErrors } from '@test/support/failOnConsoleErrors';
import { renderApp } from '@test/support/renderApp';
import { expectNoToastSays } from '@test/support/noToastSays';

vi.setConfig({ testTimeout: 30_000 });

const NOTICE = "You're offline — showing saved plants.";
const fern = aPlant({ plantId: 1, plantName: 'Boston Fern', price: 1999, availableStock: 5 });
const EMAIL = 'fern@example.com';
const PASSWORD = 'Secret1';

/** A toast, found by its text (a form may say the same in an alert of its own). */
const findToast = (text: string) => screen.findByText(text, { selector: '[role="status"]' });

/** The form's own alert says `message` (its live region is always in the page, empty at first). */
const formSays = (message: string) =>
  waitFor(() =>
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(message),
  );

failOnConsoleErrors();

async function renderShop(path: string, signedIn: boolean) {
  const auth = new InMemoryAuth({
    signedInAs: { email: EMAIL, password: PASSWORD, displayName: 'Fern' },
  });
  if (!signedIn) await auth.signOut();
  const connectivity = new InMemoryConnectivity(true);
  const container = createInMemoryContainer({
    auth,
    connectivity,
    cartStorage: new InMemoryCartStorage({ cart: [aLine(fern, 2)] }),
    catalog: new InMemoryPlantCatalog([fern]),
    previewBackend: new InMemoryPreviewBackend('running'),
  });
  const { router } = renderApp(container, path);
  return {
    auth,
    router,
    user: userEvent.setup(),
    goOffline: () => act(() => connectivity.goOffline()),
    goOnline: () => act(() => connectivity.goOnline()),
  };
}

describe('a signed-in shopper whose browser goes offline', () => {
  it('sees the notice, keeps the banner’s spec text, and the cart keeps working; the notice goes when back online', async () => {
    const { user, router, goOffline, goOnline } = await renderShop('/cart', true);
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Boston Fern' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(NOTICE)).toBeNull();

    goOffline();
    expect(screen.getByText(NOTICE)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('preview-banner')).toHaveTextContent(
        /^Preview backend running in this workspace\.$/,
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Increase quantity of Boston Fern' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('group', { name: 'Quantity of Boston Fern' })).getByText('3'),
      ).toBeInTheDocument(),
    );

    // On every page, not only the cart.
    await act(() => router.navigate('/plants'));
    await screen.findByRole('heading', { level: 1, name: 'All Plants' });
    expect(screen.getByText(NOTICE)).toBeInTheDocument();

    goOnline();
    expect(screen.queryByText(NOTICE)).toBeNull();
  });

  it('saving the profile says it needs a connection, keeps what was typed, and works once back online', async () => {
    const { auth, user, goOffline, goOnline } = await renderShop('/profile', true);
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const updateProfile = vi.spyOn(auth, 'updateProfile');
    goOffline();
    const nameField = screen.getByLabelText('Display Name');
    await user.clear(nameField);
    await user.type(nameField, 'Fern Gully');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const message = "You're offline — saving your profile needs a connection.";
    await formSays(message);
    await expectNoToastSays(message);
    expect(screen.getByLabelText('Display Name')).toHaveValue('Fern Gully');
    expect(updateProfile).not.toHaveBeenCalled();

    goOnline();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await findToast('Profile updated successfully!')).toBeInTheDocument();
  });
});

describe('a visitor whose browser is offline', () => {
  it('login, Google login and the password reset each say they need a connection; the provider hears nothing', async () => {
    const { auth, user, goOffline, goOnline, router } = await renderShop('/login', false);
    await screen.findByRole('button', { name: 'Sign In' });
    const calls = [
      vi.spyOn(auth, 'signIn'),
      vi.spyOn(auth, 'signInWithGoogle'),
      vi.spyOn(auth, 'sendPasswordResetEmail'),
    ];
    goOffline();
    expect(screen.getByText(NOTICE)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), EMAIL);
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await formSays("You're offline — logging in needs a connection.");

    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    await formSays("You're offline — signing in with Google needs a connection.");

    await user.click(screen.getByRole('button', { name: 'Forgot Password?' }));
    await formSays("You're offline — sending a reset email needs a connection.");
    for (const call of calls) expect(call).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/login');

    goOnline();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await findToast('Logged in successfully!')).toBeInTheDocument();
  });

  it('sign-up and Google sign-up each say they need a connection, and the form stays filled', async () => {
    const { auth, user, goOffline } = await renderShop('/signup', false);
    await screen.findByRole('button', { name: 'Create Account' });
    const signUp = vi.spyOn(auth, 'signUp');
    goOffline();
    await user.type(screen.getByLabelText('Full Name'), 'New Fern');
    await user.type(screen.getByLabelText('Email Address'), 'new-fern@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret1');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await formSays("You're offline — creating an account needs a connection.");
    expect(screen.getByLabelText('Full Name')).toHaveValue('New Fern');

    await user.click(screen.getByRole('button', { name: 'Sign up with Google' }));
    await formSays("You're offline — signing up with Google needs a connection.");
    expect(signUp).not.toHaveBeenCalled();
  });
});
