// On screen: the identity provider going away mid-session. Every identity call
// fails as the Firebase adapter fails when the provider is unreachable (AuthError 'network', see
// test/unit/hardening/identityProviderOutage.test.ts for the real adapter), and the preview
// backend reads 'disconnected'. The screens say so in the spec's words, keep the shopper's
// session and cart, and never fall over into the error page.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createInMemoryContainer } from '@/di/inMemoryContainer';
import type { EmailCredentials, ProfileChanges } from '@/modules/auth/application/AuthPort';
import { AuthError } from '@/modules/auth/domain/AuthError';
import type { User } from '@/modules/auth/domain/User';
import { InMemoryAuth } from '@/modules/auth/infrastructure/InMemoryAuth';
import { InMemoryCartStorage } from '@/modules/cart/infrastructure/InMemoryCartStorage';
import { InMemoryPlantCatalog } from '@/modules/plants/infrastructure/InMemoryPlantCatalog';
import { InMemoryPreviewBackend } from '@/modules/preview/infrastructure/InMemoryPreviewBackend';
import { aLine, aPlant } from '@test/support/plants';
import { failOnConsoleErrors } from '@test/support/failOnConsoleErrors';
import { renderApp } from '@test/support/renderApp';

vi.setConfig({ testTimeout: 30_000 });

/** A toast, found by its text (a form may say the same in an alert of its own). */
const findToast = (text: string) => screen.findByText(text, { selector: '[role="status"]' });

/** An identity provider that can be unplugged: while it is away every call fails like a lost network. */
class UnpluggableAuth extends InMemoryAuth {
  away = false;

  private guard(): void {
    if (this.away) throw new AuthError('network');
  }

  override async signUp(credentials: EmailCredentials): Promise<User> {
    this.guard();
    return super.signUp(credentials);
  }

  override async signIn(credentials: EmailCredentials): Promise<User> {
    this.guard();
    return super.signIn(credentials);
  }

  override async signInWithGoogle(): Promise<User> {
    this.guard();
    return super.signInWithGoogle();
  }

  override async updateProfile(changes: ProfileChanges): Promise<User> {
    this.guard();
    return super.updateProfile(changes);
  }

  override async signOut(): Promise<void> {
    this.guard();
    return super.signOut();
  }

  override async sendPasswordResetEmail(email: string): Promise<void> {
    this.guard();
    return super.sendPasswordResetEmail(email);
  }
}

const fern = aPlant({ plantId: 1, plantName: 'Boston Fern', price: 1999, availableStock: 5 });
const EMAIL = 'fern@example.com';
const PASSWORD = 'Secret1';

failOnConsoleErrors();

async function renderShop(path: string, signedIn: boolean) {
  const auth = new UnpluggableAuth({
    signedInAs: { email: EMAIL, password: PASSWORD, displayName: 'Fern' },
  });
  if (!signedIn) await auth.signOut();
  const backend = new InMemoryPreviewBackend('running');
  const storage = new InMemoryCartStorage({ cart: [aLine(fern, 2)] });
  const container = createInMemoryContainer({
    auth,
    cartStorage: storage,
    catalog: new InMemoryPlantCatalog([fern]),
    previewBackend: backend,
  });
  const { router } = renderApp(container, path);
  const goAway = () =>
    act(() => {
      auth.away = true;
      backend.set('disconnected');
    });
  const comeBack = () =>
    act(() => {
      auth.away = false;
      backend.set('running');
    });
  return { auth, router, storage, goAway, comeBack, user: userEvent.setup() };
}

const banner = () => screen.getByTestId('preview-banner');

/**
 * The banner follows the backend from an effect, which React may run after the test's next line
 * on a busy machine: wait for what it says rather than read it at once.
 */
const bannerSays = (text: string) => waitFor(() => expect(banner()).toHaveTextContent(text));

describe('the identity provider going away while a shopper is signed in', () => {
  it('the banner says so; saving the profile and logging out fail with their messages; the session and cart stay', async () => {
    const { user, router, goAway, comeBack } = await renderShop('/profile', true);
    await screen.findByRole('button', { name: 'Edit Profile' });
    await bannerSays('Preview backend running in this workspace.');

    goAway();
    await bannerSays('Preview backend disconnected.');

    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const nameField = screen.getByLabelText('Display Name');
    await user.clear(nameField);
    await user.type(nameField, 'Fern Gully');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Failed to update profile'),
    );
    // Still editing, with what was typed: nothing is lost.
    expect(screen.getByLabelText('Display Name')).toHaveValue('Fern Gully');

    await user.click(screen.getByRole('button', { name: /account menu/ }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await findToast('Failed to logout')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');

    // The cart is in this browser: it keeps working without the provider.
    await act(() => router.navigate('/cart'));
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Boston Fern' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Boston Fern' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('group', { name: 'Quantity of Boston Fern' })).getByText('3'),
      ).toBeInTheDocument(),
    );

    comeBack();
    await bannerSays('Preview backend running in this workspace.');
    await user.click(screen.getByRole('button', { name: /account menu/ }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await findToast('Logged out successfully!')).toBeInTheDocument();
  });
});

describe('the identity provider away for a visitor', () => {
  it('login, Google login and the password reset fail with the spec messages, and work once it is back', async () => {
    const { user, goAway, comeBack, router } = await renderShop('/login', false);
    await screen.findByRole('button', { name: 'Sign In' });
    goAway();
    await bannerSays('Preview backend disconnected.');

    await user.type(screen.getByLabelText('Email'), EMAIL);
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(
      (await screen.findAllByText('Failed to login. Please try again.')).length,
    ).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Failed to login with Google'),
    );

    await user.click(screen.getByRole('button', { name: 'Forgot Password?' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Failed to send reset email. Please try again.',
      ),
    );
    expect(router.state.location.pathname).toBe('/login');

    comeBack();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await findToast('Logged in successfully!')).toBeInTheDocument();
  });

  it('sign-up fails with the spec message and keeps the form filled', async () => {
    const { user, goAway } = await renderShop('/signup', false);
    await screen.findByRole('button', { name: 'Create Account' });
    goAway();
    await user.type(screen.getByLabelText('Full Name'), 'New Fern');
    await user.type(screen.getByLabelText('Email Address'), 'new-fern@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret1');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(
      (await screen.findAllByText('Failed to create account. Please try again.')).length,
    ).toBeGreaterThan(0);
    expect(screen.getByLabelText('Full Name')).toHaveValue('New Fern');
  });
});
