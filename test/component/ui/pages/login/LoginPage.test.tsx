import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createInMemoryContainer } from '@/di/inMemoryContainer';
import type { EmailCredentials } from '@/modules/auth/application/AuthPort';
import type { User } from '@/modules/auth/domain/User';
import { InMemoryAuth, type InMemoryAuthOptions } from '@/modules/auth/infrastructure/InMemoryAuth';
import { renderApp } from '@test/support/renderApp';
import { expectNoToastSays } from '@test/support/noToastSays';

const ALICE = { email: 'alice@example.com', password: 'Secret1' };

/** An InMemoryAuth where Alice has an account but nobody is signed in. */
async function authWithAlice(options: InMemoryAuthOptions = {}): Promise<InMemoryAuth> {
  const auth = new InMemoryAuth(options);
  await auth.signUp(ALICE);
  await auth.signOut();
  return auth;
}

function renderLogin(auth: InMemoryAuth, path = '/login') {
  const user = userEvent.setup();
  const app = renderApp(createInMemoryContainer({ auth }), path);
  return { user, ...app };
}

const emailInput = () => screen.getByLabelText('Email');
const passwordInput = () => screen.getByLabelText('Password');
const signInButton = () => screen.getByRole('button', { name: 'Sign In' });

async function findToast(text: string): Promise<HTMLElement> {
  return screen.findByText(text, { selector: '[role="status"]' });
}

async function fillAndSubmit(
  user: ReturnType<typeof userEvent.setup>,
  email: string,
  password: string,
) {
  if (email) await user.type(emailInput(), email);
  if (password) await user.type(passwordInput(), password);
  await user.click(signInButton());
}

describe('Login page', () => {
  it('renders the spec controls, titled Login', async () => {
    renderLogin(new InMemoryAuth());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome Back' }),
    ).toBeInTheDocument();
    expect(emailInput()).toHaveAttribute('type', 'email');
    expect(passwordInput()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Forgot Password?' })).toBeInTheDocument();
    expect(signInButton()).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();
    expect(screen.getByText(/Don't have an account\?/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    await waitFor(() => expect(document.title).toBe('Login · Leafy'));
  });

  describe('validation (spec section 5)', () => {
    it('requires both fields, focuses the first invalid one, and clears each error when its field is edited', async () => {
      const { user } = renderLogin(new InMemoryAuth());
      await user.click(await screen.findByRole('button', { name: 'Sign In' }));

      expect(screen.getByText('Email is required')).toBeInTheDocument();
      expect(screen.getByText('Password is required')).toBeInTheDocument();
      expect(emailInput()).toHaveAttribute('aria-invalid', 'true');
      expect(emailInput()).toHaveAccessibleDescription('Email is required');
      expect(passwordInput()).toHaveAccessibleDescription('Password is required');
      await waitFor(() => expect(emailInput()).toHaveFocus());

      await user.type(emailInput(), 'a');
      expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
      expect(emailInput()).not.toHaveAttribute('aria-invalid');
      expect(screen.getByText('Password is required')).toBeInTheDocument();

      await user.type(passwordInput(), 'x');
      expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
    });

    it("says 'Email is invalid' for something that is not an email", async () => {
      const auth = await authWithAlice();
      const { user, router } = renderLogin(auth);
      await screen.findByRole('button', { name: 'Sign In' });
      await fillAndSubmit(user, 'not-an-email', 'whatever');

      expect(screen.getByText('Email is invalid')).toBeInTheDocument();
      expect(emailInput()).toHaveAccessibleDescription('Email is invalid');
      expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
      await waitFor(() => expect(emailInput()).toHaveFocus());
      expect(router.state.location.pathname).toBe('/login');
    });

    it('focuses the password when only the password is missing', async () => {
      const { user } = renderLogin(new InMemoryAuth());
      await screen.findByRole('button', { name: 'Sign In' });
      await fillAndSubmit(user, 'alice@example.com', '');
      expect(screen.getByText('Password is required')).toBeInTheDocument();
      await waitFor(() => expect(passwordInput()).toHaveFocus());
    });
  });

  it('shows and hides the password with a pressed toggle', async () => {
    const { user } = renderLogin(new InMemoryAuth());
    await user.type(await screen.findByLabelText('Password'), 'Secret1');

    const show = screen.getByRole('button', { name: 'Show password' });
    expect(show).toHaveAttribute('aria-pressed', 'false');
    await user.click(show);
    expect(passwordInput()).toHaveAttribute('type', 'text');
    expect(passwordInput()).toHaveValue('Secret1');
    const hide = screen.getByRole('button', { name: 'Hide password' });
    expect(hide).toHaveAttribute('aria-pressed', 'true');

    await user.click(hide);
    expect(passwordInput()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  describe('Forgot Password?', () => {
    it('asks for the email first, then for a valid one, under the email field', async () => {
      const auth = await authWithAlice();
      const { user } = renderLogin(auth);
      const forgot = await screen.findByRole('button', { name: 'Forgot Password?' });

      await user.click(forgot);
      expect(screen.getByText('Please enter your email address first')).toBeInTheDocument();
      expect(emailInput()).toHaveAccessibleDescription('Please enter your email address first');
      await waitFor(() => expect(emailInput()).toHaveFocus());

      await user.type(emailInput(), 'alice');
      expect(screen.queryByText('Please enter your email address first')).not.toBeInTheDocument();
      await user.click(forgot);
      expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
      expect(emailInput()).toHaveAccessibleDescription('Please enter a valid email address');
      expect(auth.sentPasswordResets).toEqual([]);
    });

    it('sends the reset email and says so', async () => {
      const auth = await authWithAlice();
      const { user } = renderLogin(auth);
      await user.type(await screen.findByLabelText('Email'), '  Alice@Example.com ');
      await user.click(screen.getByRole('button', { name: 'Forgot Password?' }));

      expect(await findToast('Password reset email sent! Check your inbox.')).toBeInTheDocument();
      expect(auth.sentPasswordResets).toEqual(['alice@example.com']);
      expect(emailInput()).not.toHaveAttribute('aria-invalid');
    });

    it('reports an unknown account in the form alone', async () => {
      const { user } = renderLogin(await authWithAlice());
      await user.type(await screen.findByLabelText('Email'), 'nobody@example.com');
      await user.click(screen.getByRole('button', { name: 'Forgot Password?' }));

      await waitFor(() =>
        expect(screen.getByRole('alert')).toHaveTextContent('No account found with this email'),
      );
      await expectNoToastSays('No account found with this email');
    });
  });

  describe('signing in', () => {
    it('returns to the remembered protected route, replacing /login in the history', async () => {
      const { user, router } = renderLogin(await authWithAlice(), '/profile');
      await screen.findByRole('button', { name: 'Sign In' });
      expect(router.state.location.pathname).toBe('/login');

      await fillAndSubmit(user, ALICE.email, ALICE.password);

      expect(await findToast('Logged in successfully!')).toBeInTheDocument();
      expect(
        await screen.findByRole('heading', { level: 1, name: 'My Profile' }),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/profile');
      expect(router.state.historyAction).toBe('REPLACE');
    });

    it('leaves no /login entry behind: going back skips it', async () => {
      const { user, router } = renderLogin(await authWithAlice(), '/');
      await screen.findByRole('heading', { level: 1 });
      await router.navigate('/cart?tab=wishlist');
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      // The URL changes before the login screen's chunk has loaded: wait for the form itself.
      await screen.findByRole('button', { name: 'Sign In' });

      await fillAndSubmit(user, ALICE.email, ALICE.password);
      await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
      expect(router.state.location.search).toBe('?tab=wishlist');
      expect(router.state.historyAction).toBe('REPLACE');

      await router.navigate(-1);
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    });

    it('goes to / when no route was remembered', async () => {
      const { user, router } = renderLogin(await authWithAlice());
      await screen.findByRole('button', { name: 'Sign In' });
      await fillAndSubmit(user, ALICE.email, ALICE.password);

      expect(await findToast('Logged in successfully!')).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(router.state.historyAction).toBe('REPLACE');
    });

    it.each([
      ['a wrong password', {}, ALICE.email, 'Wrong1', 'Incorrect password'],
      ['an unknown user', {}, 'nobody@example.com', 'Secret1', 'No account found with this email'],
      [
        'a wrong password, with enumeration protection',
        { enumerationProtection: true },
        ALICE.email,
        'Wrong1',
        'Invalid email or password',
      ],
      [
        'an unknown user, with enumeration protection',
        { enumerationProtection: true },
        'nobody@example.com',
        'Secret1',
        'Invalid email or password',
      ],
    ] as const)(
      'reports %s in the form alone',
      async (_case, options, email, password, message) => {
        const { user, router } = renderLogin(await authWithAlice(options));
        await screen.findByRole('button', { name: 'Sign In' });
        await fillAndSubmit(user, email, password);

        await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
        await expectNoToastSays(message);
        expect(router.state.location.pathname).toBe('/login');
        expect(signInButton()).toBeEnabled();

        // Editing a field clears the inline failure.
        await user.type(passwordInput(), 'x');
        expect(screen.getByRole('alert')).toBeEmptyDOMElement();
      },
    );

    it('disables every button while the request is in flight', async () => {
      let release: () => void = () => {};
      class SlowAuth extends InMemoryAuth {
        override async signIn(credentials: EmailCredentials): Promise<User> {
          await new Promise<void>((resolve) => (release = resolve));
          return super.signIn(credentials);
        }
      }
      const auth = new SlowAuth();
      await auth.signUp(ALICE);
      await auth.signOut();
      const { user, router } = renderLogin(auth);
      await screen.findByRole('button', { name: 'Sign In' });
      await fillAndSubmit(user, ALICE.email, ALICE.password);

      await waitFor(() => expect(signInButton()).toBeDisabled());
      expect(screen.getByRole('button', { name: 'Forgot Password?' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeDisabled();

      release();
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    });

    it('sends someone already signed in straight on to the return path', async () => {
      const { router } = renderLogin(new InMemoryAuth({ signedInAs: ALICE }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(router.state.historyAction).toBe('REPLACE');
      expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
    });
  });

  describe('Sign in with Google', () => {
    it('signs in through the popup and returns to the remembered route', async () => {
      const auth = new InMemoryAuth({
        googleAccount: { email: 'gina@example.com', displayName: 'Gina Green' },
      });
      const { user, router } = renderLogin(auth, '/cart');
      await user.click(await screen.findByRole('button', { name: 'Sign in with Google' }));

      expect(await findToast('Logged in with Google successfully!')).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
      expect(router.state.historyAction).toBe('REPLACE');
      expect(auth.currentUser()?.displayName).toBe('Gina Green');
    });

    it("says 'Failed to login with Google' when the popup fails", async () => {
      const { user, router } = renderLogin(new InMemoryAuth());
      const google = await screen.findByRole('button', { name: 'Sign in with Google' });
      await user.click(google);

      await waitFor(() =>
        expect(screen.getByRole('alert')).toHaveTextContent('Failed to login with Google'),
      );
      await expectNoToastSays('Failed to login with Google');
      expect(router.state.location.pathname).toBe('/login');
      expect(google).toBeEnabled();
    });
  });

  it('links to sign up', async () => {
    const { user, router } = renderLogin(new InMemoryAuth());
    const link = await screen.findByRole('link', { name: 'Sign up' });
    expect(within(link.closest('p')!).getByText(/Don't have an account\?/)).toBeInTheDocument();
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
  });
});
