// Issue 16, must show: a shopper who has visited once browses and fills the cart with no network,
// and a new version deployed behind an open page waits for the shopper's Reload. Chromium against
// the production build (the offline worker is made by `vite build`: dist/sw.js), signed in on the
// shared Auth emulator. These pages let the worker in (WITH_WORKER); every other journey blocks it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, readShopCatalogueRecords } from './support';
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

describe('a shopper who has visited once, offline', () => {
  it('reloads /, /plants, a plant and /cart from the worker, fills the cart, sees the notice, and sees it go when back online', async () => {
    const { page } = await signedInPage('offline', {
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

describe('a new version deployed behind an open shop', () => {
  let deployment: Deployment;

  beforeAll(async () => {
    deployment = await deployCopyOfDist();
  });

  afterAll(async () => {
    await deployment?.close();
  });

  it('shows the update toast, changes nothing until Reload, and Reload shows the new version', async () => {
    const page = await newPage({ context: { ...WITH_WORKER, baseURL: `${deployment.url}/` } });
    // Its failures are rare and under load: the page log then says what the worker did.
    await logServiceWorkerEvents(page);
    await page.goto('/');
    await page.getByRole('heading', { name: 'Popular Plants' }).waitFor();
    await workerInControl(page);
    expect(await shownBuild(page)).toBe('');

    deployment.deployNewVersion('v2');
    // The browser looks for a new worker whenever a page of the shop is opened: another tab.
    const other = await page.context().newPage();
    await other.goto('/');
    await other.getByRole('heading', { name: 'Popular Plants' }).waitFor();

    // The toast holds its text and a Reload button.
    const updateToast = page.getByRole('status').filter({ hasText: UPDATE_READY });
    await updateToast.waitFor();
    // Nothing changed under the shopper: the open page is still the version it was.
    expect(await shownBuild(page)).toBe('');

    await updateToast.getByRole('button', { name: 'Reload', exact: true }).click();
    await expect.poll(() => shownBuild(page).catch(() => '')).toBe('v2');
    await page.getByRole('heading', { name: 'Popular Plants' }).waitFor();
    await other.close();
  });
});
