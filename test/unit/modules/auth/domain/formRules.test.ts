import { describe, expect, it } from 'vitest';
import { isWebUrl } from '@/modules/auth/domain/photoUrl';
import {
  LoginFormSchema,
  passwordChecklist,
  PASSWORD_MIN_LENGTH,
  ProfileFormSchema,
  resetEmailError,
  SignUpFormSchema,
  validateForm,
} from '@/modules/auth/domain/formRules';
import { VALIDATION_MESSAGES } from '@/modules/auth/domain/authMessages';

describe('spec section 5: the validation messages, word for word', () => {
  it('reads exactly as specified', () => {
    expect(VALIDATION_MESSAGES).toEqual({
      emailRequired: 'Email is required',
      emailInvalid: 'Email is invalid',
      passwordRequired: 'Password is required',
      nameRequired: 'Name is required',
      passwordUppercase: 'Password must contain an uppercase letter',
      passwordLowercase: 'Password must contain a lowercase letter',
      passwordMinLength: 'Password must be at least 6 characters',
      urlInvalid: 'Please enter a valid URL',
      resetEmailRequired: 'Please enter your email address first',
      resetEmailInvalid: 'Please enter a valid email address',
    });
    expect(PASSWORD_MIN_LENGTH).toBe(6);
  });
});

describe('login form', () => {
  const login = (email: string, password: string) =>
    validateForm(LoginFormSchema, { email, password });

  it('accepts an email and a password, trimming the email', () => {
    expect(login('  fern@example.com ', 'x')).toEqual({
      success: true,
      data: { email: 'fern@example.com', password: 'x' },
    });
  });

  it('reports every field at once, one message per field', () => {
    expect(login('', '')).toEqual({
      success: false,
      errors: { email: 'Email is required', password: 'Password is required' },
    });
  });

  it.each(['   ', ''])('a blank email (%j) is required, not invalid', (email) => {
    expect(login(email, 'x')).toEqual({ success: false, errors: { email: 'Email is required' } });
  });

  it.each(['fern', 'fern@', '@example.com', 'fern@example', 'fern example@x.com'])(
    '%j is invalid',
    (email) => {
      expect(login(email, 'x')).toEqual({ success: false, errors: { email: 'Email is invalid' } });
    },
  );

  it('does not check the password’s strength at login', () => {
    expect(login('fern@example.com', '1').success).toBe(true);
  });
});

describe('sign-up form', () => {
  const valid = {
    name: 'Fern Gully',
    email: 'fern@example.com',
    photoURL: '',
    password: 'Secret1',
  };
  const signUp = (changes: Partial<typeof valid>) =>
    validateForm(SignUpFormSchema, { ...valid, ...changes });

  it('accepts a complete form, trimming name, email and photo', () => {
    expect(
      signUp({ name: ' Fern ', email: ' fern@example.com ', photoURL: ' https://x.test/a.png ' }),
    ).toEqual({
      success: true,
      data: {
        name: 'Fern',
        email: 'fern@example.com',
        photoURL: 'https://x.test/a.png',
        password: 'Secret1',
      },
    });
  });

  it('requires the name after trimming', () => {
    expect(signUp({ name: '   ' })).toEqual({
      success: false,
      errors: { name: 'Name is required' },
    });
  });

  it('checks the email like the login form', () => {
    expect(signUp({ email: '' })).toEqual({
      success: false,
      errors: { email: 'Email is required' },
    });
    expect(signUp({ email: 'fern' })).toEqual({
      success: false,
      errors: { email: 'Email is invalid' },
    });
  });

  it.each([
    ['', 'Password is required'],
    ['secret1', 'Password must contain an uppercase letter'],
    ['SECRET1', 'Password must contain a lowercase letter'],
    ['Sec1', 'Password must be at least 6 characters'],
    ['Secre', 'Password must be at least 6 characters'],
  ])('password %j: %j (the first rule it breaks)', (password, message) => {
    expect(signUp({ password })).toEqual({ success: false, errors: { password: message } });
  });

  it('takes a 6-character password with both cases', () => {
    expect(signUp({ password: 'Secret' }).success).toBe(true);
  });

  it('leaves the optional photo URL unvalidated (spec section 5)', () => {
    expect(signUp({ photoURL: 'not a url' }).success).toBe(true);
  });

  it('reports each broken field with its own message', () => {
    expect(
      validateForm(SignUpFormSchema, { name: '', email: 'x', photoURL: '', password: 'abc' }),
    ).toEqual({
      success: false,
      errors: {
        name: 'Name is required',
        email: 'Email is invalid',
        password: 'Password must contain an uppercase letter',
      },
    });
  });
});

describe('validateForm: which field a message goes to', () => {
  it('a failure that names no field (no form at all) is a failure blaming no field', () => {
    expect(validateForm(LoginFormSchema, undefined as never)).toEqual({
      success: false,
      errors: {},
    });
  });

  it('a field missing from the values is reported on that field', () => {
    expect(validateForm(LoginFormSchema, { email: 'fern@example.com' } as never)).toEqual({
      success: false,
      errors: { password: expect.any(String) },
    });
  });
});

describe('sign-up password checklist', () => {
  it('ticks each rule independently', () => {
    expect(passwordChecklist('')).toEqual([
      { label: 'One uppercase letter', met: false },
      { label: 'One lowercase letter', met: false },
      { label: 'At least 6 characters', met: false },
    ]);
    expect(passwordChecklist('Ab').map((rule) => rule.met)).toEqual([true, true, false]);
    expect(passwordChecklist('abcdef').map((rule) => rule.met)).toEqual([false, true, true]);
  });
});

describe('profile form', () => {
  const profile = (displayName: string, photoURL: string) =>
    validateForm(ProfileFormSchema, { displayName, photoURL });

  it('accepts a name and an empty photo (which keeps the current one)', () => {
    expect(profile(' Fern ', '  ')).toEqual({
      success: true,
      data: { displayName: 'Fern', photoURL: '' },
    });
  });

  it('accepts an https photo URL', () => {
    expect(profile('Fern', 'https://example.com/fern.png').success).toBe(true);
  });

  // The page's policy loads pictures from https: only (img-src 'self' https:).
  it('refuses an http photo URL, which the page’s policy would not load', () => {
    expect(profile('Fern', 'http://example.com/fern.png')).toEqual({
      success: false,
      errors: { photoURL: 'Please enter a valid URL' },
    });
  });

  it('requires the name', () => {
    expect(profile('  ', '')).toEqual({
      success: false,
      errors: { displayName: 'Name is required' },
    });
  });

  it.each([
    'not a url',
    'example.com/fern.png',
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
  ])('rejects photo %j: Please enter a valid URL', (photoURL) => {
    expect(profile('Fern', photoURL)).toEqual({
      success: false,
      errors: { photoURL: 'Please enter a valid URL' },
    });
  });

  it('reports both fields at once', () => {
    expect(profile('', 'javascript:alert(1)')).toEqual({
      success: false,
      errors: { displayName: 'Name is required', photoURL: 'Please enter a valid URL' },
    });
  });
});

describe('isWebUrl', () => {
  it('is true only for absolute https URLs', () => {
    expect(isWebUrl('https://example.com/a.png')).toBe(true);
    expect(isWebUrl('http://example.com/a.png')).toBe(false);
    expect(isWebUrl('javascript:alert(1)')).toBe(false);
    expect(isWebUrl('data:image/png;base64,AAAA')).toBe(false);
    expect(isWebUrl('/images/default-avatar.svg')).toBe(false);
    expect(isWebUrl('')).toBe(false);
  });
});

describe('forgot-password email', () => {
  it.each([
    ['', 'Please enter your email address first'],
    ['   ', 'Please enter your email address first'],
    ['fern', 'Please enter a valid email address'],
    ['fern@example', 'Please enter a valid email address'],
  ])('%j: %j', (email, message) => {
    expect(resetEmailError(email)).toBe(message);
  });

  it('accepts a valid address, with spaces around it', () => {
    expect(resetEmailError(' fern@example.com ')).toBeNull();
  });
});
