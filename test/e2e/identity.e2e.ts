// Journeys: identity (spec §2 Login, Signup, Profile, protected routes, shared layout; §4
// Auth, Signup, Login, Logout, Profile update; §7 the preview banner; §8 the identity messages).
// Runs against the production bundle and the shared Firebase Auth emulator on 127.0.0.1:9099:
// every account has a unique random email, and nothing here wipes accounts or changes the project.
import type { Locator, Page, Route } from '@playwright/test';
import { expect, test } from './support/test';
import { AUTH_EMULATOR_URL } from '../../scripts/emulator.mjs';
import {
  accountMenuButton,
  createAccount,
  emailEnumerationProtectionIsOn,
  emulatorOobCodes,
  escapeRegExp,
  expectPath,
  logIn,
  newAccountDetails,
  signedInPage,
  signUpThroughUi,
  submitLogin,
  toast,
} from './support/accounts';
import { routeGoogleStandIns, signInThroughGooglePopup } from './support/google';
import { PREVIEW_CHECK_INTERVAL_MS } from '@/modules/preview/infrastructure/HttpPreviewBackend';
import { pauseClock } from './support';

const DEFAULT_AVATAR_PATH = '/images/default-avatar.svg';
const BANNER_RUNNING = 'Preview backend running in this workspace.';
const BANNER_DISCONNECTED = 'Preview backend disconnected.';

/** Spec §2: profile dates in long US format ("November 22, 2026"); the harness runs in UTC. */
const longUsDate = (date: Date) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(date);

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** The avatar picture (decorative: alt="", the name is written beside it) has loaded from `path`. */
async function expectAvatar(avatar: Locator, path: string): Promise<void> {
  await expect
    .poll(
      () =>
        avatar.evaluate((element) => {
          const img = element as HTMLImageElement;
          return img.complete && img.naturalWidth > 0 ? new URL(img.currentSrc).pathname : null;
        }),
      { message: `avatar loaded from ${path}` },
    )
    .toBe(path);
}

/** The open account dropdown: the list the account button controls. */
async function openAccountMenu(page: Page, displayName: string): Promise<Locator> {
  const button = accountMenuButton(page, displayName);
  await button.click();
  expect(await button.getAttribute('aria-expanded')).toBe('true');
  const menu = page.locator(`#${await button.getAttribute('aria-controls')}`);
  await menu.waitFor();
  return menu;
}

async function expectSignedOutTopBar(page: Page): Promise<void> {
  await mainNav(page).getByRole('link', { name: 'Login', exact: true }).waitFor();
  await mainNav(page).getByRole('link', { name: 'Sign Up', exact: true }).waitFor();
  expect(
    await mainNav(page)
      .getByRole('button', { name: /account menu$/ })
      .count(),
  ).toBe(0);
  expect(
    await mainNav(page)
      .getByRole('link', { name: /^My Cart/ })
      .count(),
  ).toBe(0);
}

test.describe('identity: sign up, log in, log out', () => {
  test('sign-up lands on / signed in; the account menu holds My Profile and Logout; logout lasts', async ({
    page,
  }) => {
    const account = newAccountDetails('signup', 'Ada Greenleaf');
    await signUpThroughUi(page, account);

    // Signed in on /, with the default avatar (no photo given) beside the name.
    const button = accountMenuButton(page, account.displayName);
    await expectAvatar(button.locator('img'), DEFAULT_AVATAR_PATH);
    await mainNav(page).getByRole('link', { name: 'My Profile', exact: true }).waitFor();
    expect(await mainNav(page).getByRole('link', { name: 'Login', exact: true }).count()).toBe(0);

    // The dropdown holds exactly My Profile and Logout.
    let menu = await openAccountMenu(page, account.displayName);
    expect(await menu.getByRole('listitem').allInnerTexts()).toEqual(['My Profile', 'Logout']);
    await menu.getByRole('link', { name: 'My Profile', exact: true }).click();
    await expectPath(page, '/profile');
    await page.getByRole('heading', { level: 2, name: account.displayName, exact: true }).waitFor();

    // Logout from the profile: toast, back on /, Login and Sign Up links.
    menu = await openAccountMenu(page, account.displayName);
    await menu.getByRole('button', { name: 'Logout', exact: true }).click();
    await toast(page, 'Logged out successfully!').waitFor();
    await expectPath(page, '/', 'logout goes to /');
    await expectSignedOutTopBar(page);

    // A reload stays signed out.
    await page.reload();
    await page.getByRole('heading', { name: 'Popular Plants' }).waitFor();
    await expectSignedOutTopBar(page);
  });

  test('a signed-out visit to /profile goes to /login, and logging in returns there in place of /login', async ({
    shop,
  }) => {
    const account = await createAccount('return-to');
    const page = await shop.open();
    await page.goto('/');
    await expectSignedOutTopBar(page);

    await page.goto('/profile');
    await expectPath(page, '/login', 'protected route sends an anonymous visitor to /login');
    await page.getByRole('heading', { level: 1, name: 'Welcome Back' }).waitFor();

    await submitLogin(page, account);
    await expectPath(page, '/profile', 'login returns to the origin route');
    await page.getByRole('heading', { level: 1, name: 'My Profile' }).waitFor();
    await accountMenuButton(page, account.displayName).waitFor();

    // /login was replaced in the history: Back skips it and goes to the page before /profile.
    await page.goBack();
    await expectPath(page, '/', 'Back after login');
    await page.getByRole('heading', { name: 'Popular Plants' }).waitFor();
    await accountMenuButton(page, account.displayName).waitFor();
    expect(new URL(page.url()).pathname).not.toBe('/login');
  });

  test('a wrong password and an unknown email read as the provider says', async ({ shop }) => {
    const account = await createAccount('wrong-password');
    // Chromium logs the provider's HTTP 400 answer to a refused sign-in; that is the point here.
    const page = await shop.open({
      allowConsoleErrors: [
        /^Failed to load resource: the server responded with a status of 400 \(Bad Request\)$/,
      ],
    });
    await page.goto('/login');
    const protectedProject = await emailEnumerationProtectionIsOn();
    const alert = page.getByRole('alert');

    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(`${account.password}-not`);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    // With email-enumeration protection off (this emulator's default) the provider says which.
    await expect
      .poll(() => alert.innerText(), { message: 'alert after a wrong password' })
      .toBe(protectedProject ? 'Invalid email or password' : 'Incorrect password');
    await expectPath(page, '/login');

    await page.getByLabel('Email', { exact: true }).fill(`nobody-${account.email}`);
    // Editing a field clears the alert.
    await expect.poll(() => alert.innerText()).toBe('');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect
      .poll(() => alert.innerText(), { message: 'alert after an unknown email' })
      .toBe(protectedProject ? 'Invalid email or password' : 'No account found with this email');
    expect(await mainNav(page).getByRole('link', { name: 'Login', exact: true }).count()).toBe(1);
  });

  test('Forgot Password sends the reset mail, which the emulator holds for that address', async ({
    shop,
  }) => {
    const account = await createAccount('reset');
    const page = await shop.open();
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByRole('button', { name: 'Forgot Password?', exact: true }).click();
    await toast(page, 'Password reset email sent! Check your inbox.').waitFor();

    await expect
      .poll(
        async () =>
          (await emulatorOobCodes())
            .filter((code) => code.email === account.email)
            .map((code) => code.requestType),
        { message: `reset mail for ${account.email} in the emulator` },
      )
      .toEqual(['PASSWORD_RESET']);
    const [mail] = (await emulatorOobCodes()).filter((code) => code.email === account.email);
    expect(mail!.oobLink).toContain('mode=resetPassword');
    expect(mail!.oobLink.startsWith(AUTH_EMULATOR_URL)).toBe(true);
  });

  test('Sign in with Google: the emulator popup signs in with its generated Google account', async ({
    page,
  }) => {
    await routeGoogleStandIns(page.context());
    await page.goto('/login');

    const google = await signInThroughGooglePopup(page, 'Sign in with Google');
    expect(google.email).toMatch(/@example\.com$/);
    await toast(page, 'Logged in with Google successfully!').waitFor();
    await expectPath(page, '/');
    await accountMenuButton(page, google.displayName).waitFor();

    // The signed-in user is that Google account (as the SDK keeps it in this browser).
    const stored = await page.evaluate(() => {
      const key = Object.keys(localStorage).find((name) => name.startsWith('firebase:authUser:'));
      return key ? (JSON.parse(localStorage.getItem(key)!) as Record<string, unknown>) : null;
    });
    expect(stored).toMatchObject({
      email: google.email,
      displayName: google.displayName,
      providerData: [expect.objectContaining({ providerId: 'google.com', email: google.email })],
    });
  });
});

test.describe('identity: profile', () => {
  test('edit and save changes the name everywhere; Cancel puts the fields back', async ({
    shop,
  }) => {
    const createdFrom = new Date();
    const { page, account } = await signedInPage(shop, 'profile');
    await page.goto('/profile');
    await page.getByRole('heading', { level: 2, name: account.displayName, exact: true }).waitFor();
    const details = page.getByRole('main').getByRole('definition');
    await details.first().waitFor();
    // Created (and last signed in) during this test: today, or yesterday's date past midnight.
    const today = [longUsDate(createdFrom), longUsDate(new Date())];
    const [email, created, lastSignIn, ...rest] = await details.allInnerTexts();
    expect(email).toBe(`${account.email}\nEmail cannot be changed`);
    expect(today).toContain(created);
    expect(today).toContain(lastSignIn);
    expect(rest).toEqual([]);
    // No photo set: the default avatar, from this site.
    await expectAvatar(page.getByRole('main').locator('img').first(), DEFAULT_AVATAR_PATH);

    // Edit and save.
    await page.getByRole('button', { name: 'Edit Profile', exact: true }).click();
    const form = page.getByRole('form', { name: 'Edit profile' });
    const nameField = form.getByLabel('Display Name', { exact: true });
    const photoField = form.getByLabel('Photo URL', { exact: true });
    expect(await nameField.inputValue()).toBe(account.displayName);
    expect(await photoField.inputValue()).toBe('');
    const newName = `${account.displayName} Renamed`;
    await nameField.fill(newName);
    await form.getByRole('button', { name: 'Save Changes', exact: true }).click();
    await toast(page, 'Profile updated successfully!').waitFor();
    await page.getByRole('heading', { level: 2, name: newName, exact: true }).waitFor();
    await accountMenuButton(page, newName).waitFor();
    expect(await form.count()).toBe(0);

    // Edit, change both fields, Cancel: nothing saved, and the fields start from the saved values.
    await page.getByRole('button', { name: 'Edit Profile', exact: true }).click();
    await nameField.fill('Not Saved');
    await photoField.fill('not a url');
    await form.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.getByRole('button', { name: 'Edit Profile', exact: true }).waitFor();
    expect(await form.count()).toBe(0);
    await page.getByRole('heading', { level: 2, name: newName, exact: true }).waitFor();
    await page.getByRole('button', { name: 'Edit Profile', exact: true }).click();
    expect(await nameField.inputValue()).toBe(newName);
    expect(await photoField.inputValue()).toBe('');
    await form.getByRole('button', { name: 'Cancel', exact: true }).click();

    // The provider kept the new name: a reload shows it.
    await page.reload();
    await accountMenuButton(page, newName).waitFor();
    await page.getByRole('heading', { level: 2, name: newName, exact: true }).waitFor();
  });
});

/**
 * Runs the page's paused clock one preview-check interval at a time until `done()` holds, then
 * leaves it paused: the next check is due within one interval of clock time, and a check still on
 * its way (real time) is waited for rather than skipped past.
 */
async function runClockUntil(page: Page, done: () => boolean, what: string): Promise<void> {
  await expect
    .poll(
      async () => {
        if (!done()) await page.clock.runFor(PREVIEW_CHECK_INTERVAL_MS);
        return done();
      },
      { message: what },
    )
    .toBe(true);
}

test.describe('identity: layout', () => {
  test('the preview banner turns to disconnected when the provider is unreachable, and back, within one check', async ({
    shop,
  }) => {
    // The emulator is shared with other suites, so it is not stopped: the browser's requests to it
    // are refused instead. The banner checks every 2 s, on Playwright's clock, paused here: the
    // clock runs a check interval at a time until the page has made its next check, then stops, so
    // the banner must turn on that one check alone. (A check already on its way when the clock was
    // paused still reaches the provider; its answer is counted as what it is, a check that passed.)
    const account = await createAccount('banner');
    const page = await shop.open({
      allowConsoleErrors: [/^Failed to load resource: net::ERR_CONNECTION_REFUSED$/],
    });
    await page.clock.install();
    await logIn(page, account);
    const banner = (text: string) =>
      page.getByRole('status').filter({ hasText: new RegExp(`^${escapeRegExp(text)}$`) });
    await banner(BANNER_RUNNING).waitFor();
    await pauseClock(page);

    const unreachable = `${AUTH_EMULATOR_URL}/**`;
    let refused = 0;
    const refuse = (route: Route) => {
      refused += 1;
      return route.abort('connectionrefused');
    };
    await page.route(unreachable, refuse);
    await runClockUntil(page, () => refused > 0, 'a check refused');
    await banner(BANNER_DISCONNECTED).waitFor();
    expect(await banner(BANNER_RUNNING).count()).toBe(0);

    await page.unroute(unreachable, refuse);
    let checksSince = 0;
    page.on('request', (request) => {
      if (request.url().startsWith(AUTH_EMULATOR_URL)) checksSince += 1;
    });
    await runClockUntil(page, () => checksSince > 0, 'a check after the provider came back');
    await banner(BANNER_RUNNING).waitFor();
  });

  test('on a 375 px phone the menu offers My Cart signed out and signed in', async ({ shop }) => {
    const account = await createAccount('mobile');
    const page = await shop.open({ context: { viewport: { width: 375, height: 812 } } });
    await page.goto('/');
    await page.getByRole('heading', { name: 'Popular Plants' }).waitFor();
    expect(await mainNav(page).isVisible()).toBe(false);

    const menuButton = page.getByRole('button', { name: 'Open menu', exact: true });
    const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
    const menuLinks = () => mobileNav.getByRole('listitem').allInnerTexts();

    await menuButton.click();
    await mobileNav.waitFor();
    expect(await menuLinks()).toEqual(['Home', 'Plants', 'My Cart', 'Login', 'Sign Up']);
    await mobileNav.getByRole('link', { name: 'Login', exact: true }).click();
    await expectPath(page, '/login');
    expect(await mobileNav.count()).toBe(0);
    await submitLogin(page, account);
    await expectPath(page, '/');

    await menuButton.click();
    await mobileNav.waitFor();
    expect(await menuLinks()).toEqual(['Home', 'Plants', 'My Cart', 'My Profile', 'Logout']);
    await mobileNav.getByRole('link', { name: 'My Cart', exact: true }).click();
    await expectPath(page, '/cart');
    await page.getByRole('heading', { level: 1, name: 'My Cart' }).waitFor();
  });
});
