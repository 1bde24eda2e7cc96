// A shopper who has visited once browses and fills the cart with no network,
// and a new version deployed behind an open page waits for the shopper's Reload. Chromium against
// the production build (the offline worker is made by `vite build`: dist/sw.js), signed in on the
// shared Auth emulator. These pages let the worker in (WITH_WORKER); every other journey blocks it.
import type { Page } from '@playwright/test';
import { expect, test, type Shop } from './support/test';
import { ROOT } from '../../scripts/emulator.mjs';
import { readFirebaseJson, type FirebaseConfig } from '../../scripts/hostingPolicy.mjs';
import { HEADERS_DIGEST_META, headersDigest } from '../../scripts/pagePolicy.mjs';
import { readShopCatalogueRecords } from './support';
import { signedInPage } from './support/accounts';
import {
  expectLine,
  increaseButton,
  openPlant,
  orderSummary,
  readCartStorage,
} from './support/cart';
import {
  deployCopyOfDist,
  logServiceWorkerEvents,
  offlineNotice,
  shownBuild,
  UPDATE_READY,
  WITH_WORKER,
  workerInControl,
  type Deployment,
} from './support/offline';

const plants = readShopCatalogueRecords();
const plant = plants.find((candidate) => candidate.availableStock >= 3)!;
const PRICES_NOT_CHECKED = "We couldn't check today's prices. Try again.";
const PREVIEW_TEXTS = [
  'Preview backend running in this workspace.',
  'Preview backend disconnected.',
];

/** Offline, what fails to load says so in the console: the network is gone, not the shop broken. */
const OFFLINE_CONSOLE = [
  /ERR_INTERNET_DISCONNECTED/,
  /Failed to load resource/,
  /Failed to fetch/,
  /network-request-failed/,
];

test.describe('a shopper who has visited once, offline', () => {
  test('reloads /, /plants, a plant and /cart from the worker, fills the cart, sees the notice, and sees it go when back online', async ({
    shop,
  }) => {
    const { page } = await signedInPage(shop, 'offline', {
      context: WITH_WORKER,
      allowConsoleErrors: OFFLINE_CONSOLE,
    });
    expect(await workerInControl(page)).toMatch(/\/sw\.js$/);

    // The visit, online: each page once, through the worker.
    await page.goto('/');
    await page.getByRole('heading', { name: 'Popular Plants' }).waitFor();
    await page.goto('/plants');
    await page.getByText(`${plants.length} plants`, { exact: true }).waitFor();
    await openPlant(page, plant);
    await page.goto('/cart');
    await page.getByRole('heading', { level: 1, name: 'My Cart' }).waitFor();
    expect(await offlineNotice(page).count()).toBe(0);

    await page.context().setOffline(true);
    await offlineNotice(page).waitFor();

    // Every route opens again from the worker, with the catalogue it saved.
    const home = await page.goto('/');
    expect(home?.fromServiceWorker()).toBe(true);
    await page.getByRole('heading', { name: 'Popular Plants' }).waitFor();
    await page.getByRole('link', { name: plants[0]!.plantName }).first().waitFor();
    await offlineNotice(page).waitFor();

    await page.goto('/plants');
    await page.getByText(`${plants.length} plants`, { exact: true }).waitFor();
    await offlineNotice(page).waitFor();

    await openPlant(page, plant);
    await offlineNotice(page).waitFor();
    // The cart lives in the browser: adding works offline.
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await page.getByRole('button', { name: 'Added to cart!', exact: true }).waitFor();

    await page.goto('/cart');
    await page.reload();
    await offlineNotice(page).waitFor();
    await expectLine(page, plant, 1);
    await increaseButton(page, plant).click();
    await expectLine(page, plant, 2);
    // Priced from the catalogue the worker saved: the totals show, no "couldn't check".
    const checkout = orderSummary(page).getByRole('button', { name: 'Proceed to Checkout' });
    await expect.poll(() => checkout.isEnabled()).toBe(true);
    expect(await page.getByText(PRICES_NOT_CHECKED).count()).toBe(0);
    const stored = (await readCartStorage(page)).cart as { plantId: number; quantity: number }[];
    expect(stored.map(({ plantId, quantity }) => ({ plantId, quantity }))).toEqual([
      { plantId: plant.plantId, quantity: 2 },
    ]);

    // The preview banner keeps the spec's two texts (the emulator is out of reach offline).
    await expect.poll(() => page.getByTestId('preview-banner').innerText()).toBe(PREVIEW_TEXTS[1]);

    await page.context().setOffline(false);
    await offlineNotice(page).waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('preview-banner').innerText()).toBe(PREVIEW_TEXTS[0]);
  });
});

test.describe('a new version deployed behind an open shop', () => {
  let deployment: Deployment;

  test.beforeEach(async () => {
    deployment = await deployCopyOfDist();
  });

  test.afterEach(async () => {
    await deployment?.close();
  });

  /**
   * The shop open in a tab, controlled by its worker; then a new version deployed, and a second
   * tab opened (the browser looks for a new worker whenever a page of the shop is opened), until
   * the first tab shows the update toast. The first tab's page log says what it saw of the worker.
   */
  async function openTabsUntilTheToast(shop: Shop) {
    const page = await shop.open({ context: { ...WITH_WORKER, baseURL: `${deployment.url}/` } });
    await logServiceWorkerEvents(page);
    await page.goto('/');
    await page.getByRole('heading', { name: 'Popular Plants' }).waitFor();
    await workerInControl(page);
    expect(await shownBuild(page)).toBe('');

    deployment.deployNewVersion('v2');
    const other = await page.context().newPage();
    await other.goto('/');
    await other.getByRole('heading', { name: 'Popular Plants' }).waitFor();
    const updateToast = page.getByRole('status').filter({ hasText: UPDATE_READY });
    await updateToast.waitFor();
    return {
      page,
      other,
      reload: updateToast.getByRole('button', { name: 'Reload', exact: true }),
    };
  }

  async function expectTheNewVersion(page: Page) {
    await expect.poll(() => shownBuild(page).catch(() => '')).toBe('v2');
    await page.getByRole('heading', { name: 'Popular Plants' }).waitFor();
  }

  test('shows the update toast, changes nothing until Reload, and Reload shows the new version', async ({
    shop,
  }) => {
    const { page, other, reload } = await openTabsUntilTheToast(shop);
    // Nothing changed under the shopper: the open page is still the version it was.
    expect(await shownBuild(page)).toBe('');

    await reload.click();
    await expectTheNewVersion(page);
    await other.close();
  });

  // A tab that never presses Reload runs the new version from its next route change.
  test('without Reload, the next page the shopper opens in the app is the new version', async ({
    shop,
  }) => {
    const { page, other } = await openTabsUntilTheToast(shop);
    await other.close();
    expect(await shownBuild(page)).toBe('');

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Plants', exact: true })
      .click();
    await expect.poll(() => shownBuild(page).catch(() => '')).toBe('v2');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/plants');
  });

  // The worker answers a page load with the index.html it precached, and so
  // with the headers that response had then. A deploy that changes only a header changes
  // index.html too (the headers' digest the build writes into it): the worker precaches it anew,
  // and the visitor gets the new headers as surely as a new version of the code.
  test('a deploy that changes only a header reaches a page the worker controls', async ({
    shop,
  }) => {
    const page = await shop.open({ context: { ...WITH_WORKER, baseURL: `${deployment.url}/` } });
    await logServiceWorkerEvents(page);
    await page.goto('/');
    await page.getByRole('heading', { name: 'Popular Plants' }).waitFor();
    await workerInControl(page);
    // Each load waits for the page's own requests to end: the hosting restarts in between.
    const referrerPolicy = async () => {
      const response = await page.reload({ waitUntil: 'networkidle' });
      return response?.headers()['referrer-policy'];
    };
    expect(await referrerPolicy()).toBe('strict-origin-when-cross-origin');

    const noReferrer = (config: FirebaseConfig): FirebaseConfig => ({
      ...config,
      hosting: {
        ...config.hosting,
        headers: config.hosting.headers?.map((rule) => ({
          ...rule,
          headers: rule.headers.map((header) =>
            header.key === 'Referrer-Policy' ? { ...header, value: 'no-referrer' } : header,
          ),
        })),
      },
    });
    await deployment.deployHeaders(noReferrer);
    // The probe: the page the worker answers still carries the headers it was cached with.
    expect(await referrerPolicy()).toBe('strict-origin-when-cross-origin');
    await page.getByRole('heading', { name: 'Popular Plants' }).waitFor();

    // The new index.html is a new version: it waits, and the next page opened in the app is it.
    await page.getByRole('status').filter({ hasText: UPDATE_READY }).waitFor();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Plants', exact: true })
      .click();
    // The page reloads itself into the new version (the document the build wrote for the headers).
    const newDigest = headersDigest(noReferrer(readFirebaseJson(ROOT)));
    await expect
      .poll(() =>
        page
          .evaluate(
            (name) => document.querySelector(`meta[name="${name}"]`)?.getAttribute('content'),
            HEADERS_DIGEST_META,
          )
          .catch(() => ''),
      )
      .toBe(newDigest);
    expect(new URL(page.url()).pathname).toBe('/plants');
    expect(await referrerPolicy()).toBe('no-referrer');
  });

  // A request from the other tab as Chromium stops the old version can restart it, and Chromium
  // then holds the new version back for minutes; Reload asks again after TAKE_OVER_NUDGE_MS
  // (ServiceWorkerAppUpdate.ts; the trace is in ADR 0019).
  test('Reload still shows the new version when the other tab is fetching as it is pressed', async ({
    shop,
  }) => {
    const { page, other, reload } = await openTabsUntilTheToast(shop);

    // Requests through the old version from the other tab, before and after the press, each
    // bounded (one caught as its worker is replaced must not hold the test). That tab may itself
    // reload into the new version meanwhile: its loop then just ends.
    const fetching = other
      .evaluate(async () => {
        const until = performance.now() + 4000;
        for (let n = 0; performance.now() < until; n += 1) {
          await fetch(`/favicon.svg?request=${n}`, { signal: AbortSignal.timeout(2000) }).catch(
            () => undefined,
          );
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      })
      .catch(() => undefined);
    await reload.click();
    await expectTheNewVersion(page);
    await fetching;
    await other.close();
  });
});

// No worker yet on a first visit (it registers 5 s after the first page; this journey blocks it):
// a page's chunk that cannot come for want of a network is the shop's own error screen, not a
// reload into the browser's (src/modules/updates/application/ReloadForStaleChunk.ts).
test.describe('a first visit that goes offline', () => {
  test('opening a page whose chunk cannot load shows the shop’s error screen; back online, the page opens', async ({
    shop,
  }) => {
    const page = await shop.open({
      allowConsoleErrors: [...OFFLINE_CONSOLE, /dynamically imported module/],
    });
    await page.goto('/');
    await page.getByRole('heading', { name: 'Popular Plants' }).waitFor();
    await page.evaluate(() => Object.assign(window, { leafyNotReloaded: true }));

    await page.context().setOffline(true);
    await offlineNotice(page).waitFor();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Login', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Something went wrong' }).waitFor();
    expect({
      path: new URL(page.url()).pathname,
      notReloaded: await page.evaluate(
        () => (window as { leafyNotReloaded?: boolean }).leafyNotReloaded,
      ),
    }).toEqual({ path: '/login', notReloaded: true });
    await offlineNotice(page).waitFor();

    // The failed load is forgotten: online again, the next visit to the page fetches it.
    await page.context().setOffline(false);
    await page.getByRole('link', { name: 'Go Home' }).click();
    await page.getByRole('heading', { name: 'Popular Plants' }).waitFor();
    await nav.getByRole('link', { name: 'Login', exact: true }).click();
    await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
    expect(
      await page.evaluate(() => (window as { leafyNotReloaded?: boolean }).leafyNotReloaded),
    ).toBe(true);
  });
});
