import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createInMemoryContainer } from '@/di/inMemoryContainer';
import type { EmailCredentials } from '@/modules/auth/application/AuthPort';
import { AuthError, type AuthErrorReason } from '@/modules/auth/domain/AuthError';
import { DEFAULT_AVATAR_PATH, type User } from '@/modules/auth/domain/User';
import { InMemoryAuth } from '@/modules/auth/infrastructure/InMemoryAuth';
import { renderApp } from '@test/support/renderApp';
import { expectNoToastSays } from '@test/support/noToastSays';

/** A provider that refuses every new account for the given reason. */
class RefusingAuth extends InMemoryAuth {
  constructor(private readonly reason: AuthErrorReason) {
    super();
  }

  override async signUp(_credentials: EmailCredentials): Promise<User> {
    throw new AuthError(this.reason);
  }
}

function renderSignUp(auth: InMemoryAuth = new InMemoryAuth()) {
  const user = userEvent.setup();
  const app = renderApp(createInMemoryContainer({ auth }), '/signup');
  return { user, auth, ...app };
}

const field = {
  name: () => screen.getByLabelText('Full Name'),
  email: () => screen.getByLabelText('Email Address'),
  photo: () => screen.getByLabelText('Photo URL'),
  password: () => screen.getByLabelText('Password'),
};
const createButton = () => screen.getByRole('button', { name: 'Create Account' });

async function findToast(text: string): Promise<HTMLElement> {
  return screen.findByText(text, { selector: '[role="status"]' });
}

type Form = Partial<Record<keyof typeof field, string>>;

async function fill(user: ReturnType<typeof userEvent.setup>, form: Form) {
  for (const [key, value] of Object.entries(form) as [keyof typeof field, string][]) {
    await user.clear(field[key]());
    if (value) await user.type(field[key](), value);
  }
}

const VALID: Required<Form> = {
  name: 'Rosa Fern',
  email: 'rosa@example.com',
  photo: '',
  password: 'Leafy1',
};

/** The sign-up page, filled with an address an account already has, and submitted. */
async function signUpWithAnAddressInUse() {
  const auth = new InMemoryAuth();
  await auth.signUp({ email: VALID.email, password: 'Other1' });
  await auth.signOut();
  const { user, router } = renderSignUp(auth);
  await screen.findByRole('button', { name: 'Create Account' });
  await fill(user, VALID);
  await user.click(createButton());
  return { auth, user, router };
}

function checklistItem(label: string): HTMLElement {
  return within(screen.getByRole('list', { name: 'Password requirements' }))
    .getByText(label)
    .closest('li')!;
}

describe('Sign-up page', () => {
  it('renders the spec controls, titled Sign Up', async () => {
    renderSignUp();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create Your Account' }),
    ).toBeInTheDocument();
    expect(field.name()).toHaveAttribute('autocomplete', 'name');
    expect(field.email()).toHaveAttribute('type', 'email');
    expect(field.photo()).toHaveAccessibleDescription(
      'Optional. Leave empty to use our default avatar.',
    );
    expect(field.password()).toHaveAttribute('type', 'password');
    expect(createButton()).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('button', { name: 'Sign up with Google' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    await waitFor(() => expect(document.title).toBe('Sign Up · Leafy'));
  });

  describe('validation (spec section 5)', () => {
    it('requires name, email and password, focusing the name first; the photo is optional', async () => {
      const { user } = renderSignUp();
      await user.click(await screen.findByRole('button', { name: 'Create Account' }));

      expect(field.name()).toHaveAccessibleDescription('Name is required');
      expect(field.email()).toHaveAccessibleDescription('Email is required');
      expect(field.password()).toHaveAccessibleDescription(/^Password is required/);
      expect(field.photo()).not.toHaveAttribute('aria-invalid');
      for (const input of [field.name(), field.email(), field.password()]) {
        expect(input).toHaveAttribute('aria-invalid', 'true');
      }
      await waitFor(() => expect(field.name()).toHaveFocus());
    });

    it('treats a name of only spaces as missing', async () => {
      const { user } = renderSignUp();
      await screen.findByRole('button', { name: 'Create Account' });
      await fill(user, { ...VALID, name: '   ' });
      await user.click(createButton());
      expect(screen.getByText('Name is required')).toBeInTheDocument();
      await waitFor(() => expect(field.name()).toHaveFocus());
    });

    it("says 'Email is invalid' for something that is not an email", async () => {
      const { user } = renderSignUp();
      await screen.findByRole('button', { name: 'Create Account' });
      await fill(user, { ...VALID, email: 'rosa@' });
      await user.click(createButton());
      expect(screen.getByText('Email is invalid')).toBeInTheDocument();
      await waitFor(() => expect(field.email()).toHaveFocus());
    });

    it.each([
      ['leafy1', 'Password must contain an uppercase letter'],
      ['LEAFY1', 'Password must contain a lowercase letter'],
      ['Leaf', 'Password must be at least 6 characters'],
    ])('rejects the password %s with %s', async (password, message) => {
      const { user, auth } = renderSignUp();
      await screen.findByRole('button', { name: 'Create Account' });
      await fill(user, { ...VALID, password });
      await user.click(createButton());

      expect(screen.getByText(message)).toBeInTheDocument();
      expect(field.password()).toHaveAttribute('aria-invalid', 'true');
      await waitFor(() => expect(field.password()).toHaveFocus());
      expect(auth.currentUser()).toBeNull();
    });

    it('clears each error as soon as its field is edited', async () => {
      const { user } = renderSignUp();
      await user.click(await screen.findByRole('button', { name: 'Create Account' }));
      expect(screen.getByText('Name is required')).toBeInTheDocument();

      await user.type(field.name(), 'R');
      expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
      expect(screen.getByText('Email is required')).toBeInTheDocument();
      await user.type(field.email(), 'r');
      expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
      expect(screen.getByText('Password is required')).toBeInTheDocument();
      await user.type(field.password(), 'p');
      expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
    });
  });

  it('updates the password checklist live, announcing met and not met', async () => {
    const { user } = renderSignUp();
    const password = await screen.findByLabelText('Password');
    const labels = ['One uppercase letter', 'One lowercase letter', 'At least 6 characters'];
    const states = () =>
      labels.map((label) =>
        within(checklistItem(label)).getByText(/met$/).textContent?.replace(/^, /, ''),
      );

    expect(states()).toEqual(['not met', 'not met', 'not met']);
    await user.type(password, 'L');
    expect(states()).toEqual(['met', 'not met', 'not met']);
    await user.type(password, 'eaf');
    expect(states()).toEqual(['met', 'met', 'not met']);
    await user.type(password, 'y1');
    expect(states()).toEqual(['met', 'met', 'met']);
    await user.clear(password);
    expect(states()).toEqual(['not met', 'not met', 'not met']);
    // The checklist describes the field, so it is read with it.
    expect(password).toHaveAccessibleDescription(
      'Your password needs One uppercase letter, not met One lowercase letter, not met At least 6 characters, not met',
    );
  });

  it('shows and hides the password with a pressed toggle', async () => {
    const { user } = renderSignUp();
    await user.type(await screen.findByLabelText('Password'), 'Leafy1');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(field.password()).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(field.password()).toHaveAttribute('type', 'password');
  });

  describe('creating the account', () => {
    it('signs the new user in with the default photo, says so and goes to /', async () => {
      const { user, auth, router } = renderSignUp();
      await screen.findByRole('button', { name: 'Create Account' });
      await fill(user, VALID);
      await user.click(createButton());

      expect(await findToast('Account created successfully!')).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(auth.currentUser()).toMatchObject({
        email: 'rosa@example.com',
        displayName: 'Rosa Fern',
        photoURL: '/images/default-avatar.svg',
      });
      // The top bar now shows the signed-in shopper.
      expect(await screen.findByRole('link', { name: 'My Profile' })).toBeInTheDocument();
    });

    // Spec section 5: the form does not validate the photo URL; what is stored passes the
    // profile's check, or is the default avatar.
    it('takes a photo URL without a form error, storing the default avatar for one that is not https', async () => {
      const { user, auth, router } = renderSignUp();
      await screen.findByRole('button', { name: 'Create Account' });
      await fill(user, {
        name: '  Rosa Fern ',
        email: ' rosa@example.com ',
        photo: 'my-photo',
        password: 'Leafy1',
      });
      await user.click(createButton());

      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(auth.currentUser()).toMatchObject({
        email: 'rosa@example.com',
        displayName: 'Rosa Fern',
        photoURL: `/${DEFAULT_AVATAR_PATH}`,
      });
    });

    it("says 'Email already in use' in the form alone", async () => {
      const { auth, user, router } = await signUpWithAnAddressInUse();

      await waitFor(() =>
        expect(screen.getByRole('alert')).toHaveTextContent('Email already in use'),
      );
      await expectNoToastSays('Email already in use');
      expect(router.state.location.pathname).toBe('/signup');
      expect(auth.currentUser()).toBeNull();
      expect(createButton()).toBeEnabled();

      await user.type(field.email(), 'x');
      expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    });

    it("offers, beside 'Email already in use', to log in with the address or reset its password", async () => {
      const { auth, user, router } = await signUpWithAnAddressInUse();
      const alert = screen.getByRole('alert');
      await waitFor(() =>
        expect(alert).toHaveTextContent(
          /^Email already in use\s*Is it yours\? Log in or reset your password$/,
        ),
      );

      await user.click(within(alert).getByRole('button', { name: 'reset your password' }));
      expect(await findToast('Password reset email sent! Check your inbox.')).toBeInTheDocument();
      expect(auth.sentPasswordResets).toEqual([VALID.email]);
      expect(router.state.location.pathname).toBe('/signup');

      await user.click(createButton());
      await user.click(await within(alert).findByRole('link', { name: 'Log in' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(await screen.findByLabelText('Email')).toHaveValue(VALID.email);
    });

    it('offers no way on beside any other failure', async () => {
      const { user } = renderSignUp(new RefusingAuth('weak-password'));
      await screen.findByRole('button', { name: 'Create Account' });
      await fill(user, VALID);
      await user.click(createButton());

      const alert = screen.getByRole('alert');
      await waitFor(() => expect(alert).toHaveTextContent('Password is too weak'));
      expect(within(alert).queryByRole('link')).not.toBeInTheDocument();
      expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
    });

    it.each([
      ['weak-password', 'Password is too weak'],
      ['network', 'Failed to create account. Please try again.'],
    ] as const)('maps a provider refusal (%s) to %s', async (reason, message) => {
      const { user, router } = renderSignUp(new RefusingAuth(reason));
      await screen.findByRole('button', { name: 'Create Account' });
      await fill(user, VALID);
      await user.click(createButton());

      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
      await expectNoToastSays(message);
      expect(router.state.location.pathname).toBe('/signup');
    });
  });

  describe('Sign up with Google', () => {
    it('signs up through the popup, says so and goes to /', async () => {
      const auth = new InMemoryAuth({
        googleAccount: { email: 'gina@example.com', displayName: 'Gina Green' },
      });
      const { user, router } = renderSignUp(auth);
      await user.click(await screen.findByRole('button', { name: 'Sign up with Google' }));

      expect(await findToast('Signed up with Google successfully!')).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(auth.currentUser()?.email).toBe('gina@example.com');
    });

    it("says 'Failed to sign up with Google' when the popup fails", async () => {
      const { user, router } = renderSignUp();
      await user.click(await screen.findByRole('button', { name: 'Sign up with Google' }));

      await waitFor(() =>
        expect(screen.getByRole('alert')).toHaveTextContent('Failed to sign up with Google'),
      );
      await expectNoToastSays('Failed to sign up with Google');
      expect(router.state.location.pathname).toBe('/signup');
      expect(screen.getByRole('button', { name: 'Sign up with Google' })).toBeEnabled();
    });
  });

  it('links to login', async () => {
    const { user, router } = renderSignUp();
    await user.click(await screen.findByRole('link', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
