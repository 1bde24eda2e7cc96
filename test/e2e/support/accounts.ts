// Accounts on the shared Firebase Auth emulator (127.0.0.1:9099, project demo-plants) and the
// sign-in steps the journeys share. Other suites use the same emulator at the same time, so every
// account here has a unique random email, and nothing here wipes accounts or changes the project.
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { AUTH_EMULATOR_PROJECT, AUTH_EMULATOR_URL } from '../../../scripts/emulator.mjs';
import { uniqueEmail } from '@test/support/uniqueEmail';
import type { Shop, ShopperOptions } from './shop';

/** The demo project's web API key (src/di/firebaseConfig.ts): any string works on the emulator. */
const DEMO_API_KEY = 'demo-api-key';

export interface TestAccount {
  readonly email: string;
  readonly password: string;
  readonly displayName: string;
}

const random = (bytes = 4) => randomBytes(bytes).toString('hex');

/**
 * A unique account (not yet created) whose password passes the sign-up checklist; its address,
 * e2e-<tag>-..., is one nobody else on the shared emulator uses.
 */
export function newAccountDetails(tag: string, displayName = `Fern ${random(2)}`): TestAccount {
  return { email: uniqueEmail(`e2e-${tag}`), password: `Leafy-${random(3)}-Pw`, displayName };
}

async function emulatorJson(path: string, init: RequestInit = {}): Promise<unknown> {
  const response = await fetch(`${AUTH_EMULATOR_URL}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    throw new Error(
      `${init.method ?? 'GET'} ${path}: HTTP ${response.status} ${JSON.stringify(body)}`,
    );
  }
  return body;
}

/**
 * Creates an email/password account straight on the emulator (the REST call the SDK makes), for a
 * journey that starts from an existing account. No photo: the shop shows its default avatar.
 */
export async function createAccount(tag: string, displayName?: string): Promise<TestAccount> {
  const account = newAccountDetails(tag, displayName);
  await emulatorJson(`/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${DEMO_API_KEY}`, {
    method: 'POST',
    body: JSON.stringify({
      email: account.email,
      password: account.password,
      displayName: account.displayName,
      returnSecureToken: true,
    }),
  });
  return account;
}

export interface OobCode {
  readonly email: string;
  readonly requestType: string;
  readonly oobCode: string;
  readonly oobLink: string;
}

/** The mails the emulator "sent" (password resets, verifications), for every test on it. */
export async function emulatorOobCodes(): Promise<OobCode[]> {
  const body = (await emulatorJson(`/emulator/v1/projects/${AUTH_EMULATOR_PROJECT}/oobCodes`)) as {
    oobCodes?: OobCode[];
  };
  return body.oobCodes ?? [];
}

/** True when the project folds unknown-user and wrong-password into one error (read only). */
export async function emailEnumerationProtectionIsOn(): Promise<boolean> {
  const body = (await emulatorJson(`/emulator/v1/projects/${AUTH_EMULATOR_PROJECT}/config`)) as {
    emailPrivacyConfig?: { enableImprovedEmailPrivacy?: boolean };
  };
  return body.emailPrivacyConfig?.enableImprovedEmailPrivacy === true;
}

/**
 * A toast: react-hot-toast renders each one as a status region holding exactly its message. With
 * `{ containing: true }`, the first region whose text contains `message`, for a journey where an
 * earlier toast of the same words may still be on screen.
 */
export function toast(page: Page, message: string, { containing = false } = {}) {
  const regions = page.getByRole('status');
  return containing
    ? regions.filter({ hasText: message }).first()
    : regions.filter({ hasText: new RegExp(`^${escapeRegExp(message)}$`) });
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export async function expectPath(page: Page, pathname: string, message?: string): Promise<void> {
  await expect
    .poll(() => new URL(page.url()).pathname, { message: message ?? `on ${pathname}` })
    .toBe(pathname);
}

/** The signed-in top bar's account button: avatar, the user's name, "account menu". */
export function accountMenuButton(page: Page, displayName: string) {
  return page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: `${displayName} account menu`, exact: true });
}

/** Fills /login (already open) and presses Sign In; resolves once the success toast shows. */
export async function submitLogin(page: Page, account: Pick<TestAccount, 'email' | 'password'>) {
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await toast(page, 'Logged in successfully!').waitFor();
}

/**
 * Opens /login and signs in with email and password, through the UI; resolves once the success
 * toast shows (the page is new, so it is the only one) and, given a display name, once the account
 * menu shows it.
 */
export async function logIn(
  page: Page,
  account: Pick<TestAccount, 'email' | 'password'> & Partial<Pick<TestAccount, 'displayName'>>,
): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, account);
  if (account.displayName !== undefined) {
    await accountMenuButton(page, account.displayName).waitFor();
  }
}

/** Opens /signup and creates the account through the UI; resolves on / once signed in. */
export async function signUpThroughUi(page: Page, account: TestAccount): Promise<void> {
  await page.goto('/signup');
  await page.getByLabel('Full Name', { exact: true }).fill(account.displayName);
  await page.getByLabel('Email Address', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Create Account', exact: true }).click();
  await toast(page, 'Account created successfully!').waitFor();
  await expectPath(page, '/', 'sign-up lands on /');
  await accountMenuButton(page, account.displayName).waitFor();
}

/**
 * The shop's page, signed in as a new account (created on the emulator, then logged in through
 * /login). The login persists in the context, so other pages of the same context are signed in too.
 */
export async function signedInPage(
  shop: Shop,
  tag: string,
  options: ShopperOptions = {},
): Promise<{ page: Page; account: TestAccount }> {
  const account = await createAccount(tag);
  const page = await shop.open(options);
  await logIn(page, account);
  return { page, account };
}
