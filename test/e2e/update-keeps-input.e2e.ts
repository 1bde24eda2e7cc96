// Nothing a shopper typed is lost when a new version arrives: workbox-window tells every open tab
// of a waiting worker and of its take-over, and before, every tab reloaded then, so one tab's
// navigation cost another tab what was typed in it. Now only the tab that navigated reloads; the
// others take the new version at their own next navigation (src/modules/updates/application/
// TakeNewVersion.ts). Chromium against a copy of the production build that the test deploys over,
// signed in on the shared Auth emulator; these pages let the worker in.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createAccount, logIn } from './support/accounts';
import {
  deployCopyOfDist,
  logServiceWorkerEvents,
  shownBuild,
  UPDATE_READY,
  WITH_WORKER,
  workerInControl,
  type Deployment,
} from './support/offline';

const TYPED = 'A name typed in tab A';

/** What a page's console said of the worker (logServiceWorkerEvents), in order. */
function workerLog(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('[sw] ')) lines.push(message.text());
  });
  return lines;
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const updateToast = (page: Page) => page.getByRole('status').filter({ hasText: UPDATE_READY });
/** A mark left in the page's window: gone once the page has reloaded. */
const markPage = (page: Page) =>
  page.evaluate(() => Object.assign(window, { leafyNotReloaded: true }));
const stillTheSamePage = (page: Page) =>
  page.evaluate(() => (window as { leafyNotReloaded?: boolean }).leafyNotReloaded === true);

test.describe('a new version deployed behind two open tabs', () => {
  let deployment: Deployment;

  test.beforeEach(async () => {
    deployment = await deployCopyOfDist();
  });

  test.afterEach(async () => {
    await deployment?.close();
  });

  /** A tab of the shop on the deployed copy, controlled by its worker, with its worker log. */
  async function openTab(page: Page, path: string): Promise<string[]> {
    await logServiceWorkerEvents(page);
    const log = workerLog(page);
    await page.goto(path);
    await workerInControl(page);
    return log;
  }

  /** Deploys v2 and opens a second tab (the browser looks for a new worker on a page load). */
  async function deployAndOpenTabB(a: Page, path: string) {
    deployment.deployNewVersion('v2');
    const b = await a.context().newPage();
    const log = await openTab(b, path);
    await updateToast(a).waitFor();
    await updateToast(b).waitFor();
    return { b, log };
  }

  test('tab B’s navigation keeps the name typed in tab A; tab A runs the new version after its own next navigation', async ({
    shop,
  }) => {
    const account = await createAccount('update-two-tabs');
    const a = await shop.open({ context: { ...WITH_WORKER, baseURL: `${deployment.url}/` } });
    await openTab(a, '/');
    await logIn(a, account);
    await a.goto('/profile');
    await a.getByRole('button', { name: 'Edit Profile' }).click();
    const name = a.getByLabel('Display Name', { exact: true });
    await name.fill(TYPED);
    await markPage(a);

    const { b } = await deployAndOpenTabB(a, '/');
    expect(await shownBuild(a)).toBe('');

    await mainNav(b).getByRole('link', { name: 'Plants', exact: true }).click();
    await expect.poll(() => shownBuild(b).catch(() => '')).toBe('v2');
    // The new version has taken tab A over too (no worker waits, the active one controls it)...
    await expect
      .poll(() =>
        a.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return (
            registration?.waiting === null &&
            navigator.serviceWorker.controller?.scriptURL === registration.active?.scriptURL &&
            navigator.serviceWorker.controller?.state === 'activated'
          );
        }),
      )
      .toBe(true);
    // ...and tab A still runs the old code, with what was typed in it.
    expect({
      samePage: await stillTheSamePage(a),
      typed: await name.inputValue({ timeout: 5000 }).catch(() => null),
      build: await shownBuild(a),
    }).toEqual({ samePage: true, typed: TYPED, build: '' });

    await mainNav(a).getByRole('link', { name: 'Plants', exact: true }).click();
    await expect.poll(() => shownBuild(a).catch(() => '')).toBe('v2');
    await expect.poll(() => new URL(a.url()).pathname).toBe('/plants');
    // Before the deployment's server stops: the new pages may still be fetching pictures.
    await Promise.all([a.close(), b.close()]);
  });

  test('a search typed while a version waits lets nothing in; the next page does', async ({
    shop,
  }) => {
    const a = await shop.open({ context: { ...WITH_WORKER, baseURL: `${deployment.url}/` } });
    const aLog = await openTab(a, '/plants');
    const search = a.getByRole('searchbox', { name: 'Search plants' });
    await search.waitFor();
    const { b } = await deployAndOpenTabB(a, '/');
    await b.close();
    await markPage(a);

    await search.pressSequentially('fern');
    await expect.poll(() => new URL(a.url()).searchParams.get('q')).toBe('fern');
    await a.getByRole('list', { name: 'Plants' }).waitFor();
    // Nothing asked the waiting version to take over, and it still waits.
    expect(aLog.filter((line) => line.includes('SKIP_WAITING'))).toEqual([]);
    expect(
      await a.evaluate(
        async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null,
      ),
    ).toBe(true);
    expect(await stillTheSamePage(a)).toBe(true);
    expect(await search.inputValue()).toBe('fern');

    await mainNav(a).getByRole('link', { name: 'Home', exact: true }).click();
    await expect.poll(() => shownBuild(a).catch(() => '')).toBe('v2');
    await a.close();
  });

  // Vite's `vite:preloadError` recipe (src/ui/app/reloadOnStaleChunk.ts): a deploy removed the
  // chunks of the build the page runs, and the next page's chunk is one of them.
  test('a page whose next chunk a deploy removed reloads into the new build, not the error screen', async ({
    shop,
  }) => {
    const page = await shop.open({
      // The old chunk's 404 and the failed import are the journey's premise.
      allowConsoleErrors: [/404/, /dynamically imported module/, /module script/],
      context: { baseURL: `${deployment.url}/` },
    });
    await page.goto('/');
    await page.getByRole('heading', { name: 'Popular Plants' }).waitFor();
    // The toasts' chunk, fetched once the page is idle, is in before the deploy.
    await page.waitForFunction(() =>
      performance
        .getEntriesByType('resource')
        .some((entry) => entry.name.includes('/assets/Toaster-')),
    );
    await markPage(page);

    deployment.deployNewBuild('v2');
    await mainNav(page).getByRole('link', { name: 'Login', exact: true }).click();
    await expect.poll(() => shownBuild(page).catch(() => '')).toBe('v2');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
    await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
    expect(await stillTheSamePage(page)).toBe(false);
    // Before the deployment's server stops: the new page may still be fetching what it shows.
    await page.close();
  });

  // The same removed chunks under a page holding input: the Google button's chunk (the popup's
  // code) is fetched when it is pressed, and a reload then would lose the email typed
  // (src/modules/updates/application/ReloadForStaleChunk.ts).
  test('a login form holding an email keeps it when the next chunk is gone; the tab reloads once it is left', async ({
    shop,
  }) => {
    const page = await shop.open({
      allowConsoleErrors: [/404/, /dynamically imported module/, /module script/],
      context: { baseURL: `${deployment.url}/` },
    });
    await page.goto('/login');
    const email = page.getByLabel('Email', { exact: true });
    await email.waitFor();
    // The toasts' chunk is in before the deploy: the failure is said in one.
    await page.waitForFunction(() =>
      performance
        .getEntriesByType('resource')
        .some((entry) => entry.name.includes('/assets/Toaster-')),
    );
    await email.fill('typed-before-the-deploy@example.com');
    await markPage(page);

    deployment.deployNewBuild('v2');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await page.getByText('Failed to login with Google', { exact: true }).first().waitFor();
    expect({
      samePage: await stillTheSamePage(page),
      typed: await email.inputValue(),
      build: await shownBuild(page),
    }).toEqual({ samePage: true, typed: 'typed-before-the-deploy@example.com', build: '' });

    // Leaving the form lets its input go: the tab then reloads into the version deployed.
    await mainNav(page).getByRole('link', { name: 'Plants', exact: true }).click();
    await expect.poll(() => shownBuild(page).catch(() => '')).toBe('v2');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/plants');
    await page.close();
  });
});
