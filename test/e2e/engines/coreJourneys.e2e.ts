// The core journeys in Firefox ESR and in WebKitGTK (the projects "firefox" and "webkit" of
// playwright.config.ts), each written once against the engine-neutral ShopperPage
// (./support/shopperPage.ts): browse and search, the detail page, sign-up / sign-out / sign-in on
// the Auth emulator, the cart with the $50 rule both ways, the wishlist's heart and Move to Cart,
// and a reload with the server gone. Chromium runs these and many more in test/e2e/*.e2e.ts.
//
// Each test has a browser of its own (a new Firefox context or WebKit session) and, where it signs
// in, an account of its own. Money strings are computed from public/plants.json in whole cents.
import type { PlantRecordJson } from '@test/support/plants';
import { inFeaturedOrder, readShopCatalogueRecords } from '@test/support/shopCatalogue';
import { createAccount, newAccountDetails, type TestAccount } from '../support/accounts';
import { expectedSummary, money, priceCents } from '../support/cart';
import { deployCopyOfDist, OFFLINE_NOTICE } from '../support/offline';
import type { ShopperPage, Target } from './support/shopperPage';
import { expect, test } from './support/engineTest';

const plants = readShopCatalogueRecords();

/** Two are under $50, three are over: the cart crosses the free-shipping line both ways. */
const thresholdPlant = plants.find(
  (plant) =>
    plant.availableStock >= 3 && 2 * priceCents(plant) < 5000 && 3 * priceCents(plant) > 5000,
)!;
const inStock = plants.filter((plant) => plant.availableStock >= 5);

const mainNav: Target = { role: 'navigation', name: 'Main' };
const inMainNav = (role: 'link' | 'button', name: string): Target => ({
  role,
  name,
  within: mainNav,
});
const accountMenu = (account: TestAccount) =>
  inMainNav('button', `${account.displayName} account menu`);
/** The top bar's My Cart link; its name carries the count once there is one. */
const myCartLink = (count: number) =>
  inMainNav('link', count === 0 ? 'My Cart' : `My Cart ${count} ${count === 1 ? 'item' : 'items'}`);
const tab = (label: 'Cart' | 'Wishlist', count: number): Target => ({
  role: 'tab',
  name: `${label} (${count})`,
});

/** The names on the plant cards now on the page, in order. */
const cardNames = (shopper: ShopperPage) =>
  shopper.evaluate(() =>
    [...document.querySelectorAll('article')].map(
      (card) => card.querySelector('h1, h2, h3, h4, h5, h6')?.textContent?.trim() ?? '',
    ),
  );

/** The Order Summary's rows as [term, value] pairs and its free-shipping hint, as cart.ts reads. */
const readSummary = (shopper: ShopperPage) =>
  shopper.evaluate(() => {
    const section = document.getElementById('order-summary-heading')?.closest('section');
    if (!section) return null;
    const text = (element: Element) => (element as HTMLElement).innerText.trim();
    const terms = [...section.querySelectorAll('dt')].map(text);
    const values = [...section.querySelectorAll('dd')].map(text);
    const hint = /Add \$[\d,.]+ more for free shipping!/.exec(section.textContent ?? '');
    return {
      rows: terms.map((term, index) => [term, values[index] ?? '']),
      hint: hint ? hint[0] : null,
    };
  });

/** A cart line's quantity and line total, by the plant's name. */
const readLine = (shopper: ShopperPage, plant: PlantRecordJson) =>
  shopper.evaluate((name) => {
    const line = [...document.querySelectorAll('li')].find((item) =>
      [...item.querySelectorAll('h1, h2, h3, h4')].some(
        (heading) => heading.textContent?.trim() === name,
      ),
    );
    if (!line) return null;
    return {
      quantity: line.querySelector('[role="status"], output')?.textContent?.trim() ?? '',
      lineTotal: /Line total: \$[\d,.]+/.exec(line.textContent ?? '')?.[0] ?? '',
    };
  }, plant.plantName);

async function expectCart(shopper: ShopperPage, plant: PlantRecordJson, quantity: number) {
  const subtotal = quantity * priceCents(plant);
  await expect
    .poll(() => readLine(shopper, plant), { message: `the cart line at ${quantity}` })
    .toEqual({ quantity: String(quantity), lineTotal: `Line total: ${money(subtotal)}` });
  await expect
    .poll(() => readSummary(shopper), { message: `the order summary at ${quantity}` })
    .toEqual(expectedSummary(subtotal));
  await shopper.waitFor(myCartLink(quantity));
}

async function expectPath(shopper: ShopperPage, path: string) {
  await expect.poll(() => shopper.path(), { message: `on ${path}` }).toBe(path);
}

/** Signs in through /login and waits for the account menu with the name. */
async function logIn(shopper: ShopperPage, account: TestAccount) {
  await shopper.goto('/login');
  await shopper.fill({ label: 'Email' }, account.email);
  await shopper.fill({ label: 'Password' }, account.password);
  await shopper.click({ role: 'button', name: 'Sign In' });
  await shopper.waitFor({ text: 'Logged in successfully!' });
  await shopper.waitFor(accountMenu(account));
}

async function signedIn(shopper: ShopperPage, tag: string): Promise<TestAccount> {
  const account = await createAccount(`${shopper.engine}-${tag}`);
  await logIn(shopper, account);
  return account;
}

test('plants.json has what these journeys need', () => {
  expect(thresholdPlant, 'a plant with 2 x price < $50 < 3 x price, stock >= 3').toBeDefined();
  expect(inStock.length).toBeGreaterThanOrEqual(2);
});

test('browse /plants, and the search narrows the list while typing', async ({ shopper }) => {
  await shopper.goto('/plants');
  await shopper.waitFor({ role: 'heading', name: 'All Plants' });
  await shopper.waitFor({ text: `${plants.length} plants` });
  await expect
    .poll(() => cardNames(shopper), { message: 'every plant listed, in Featured order' })
    .toEqual(inFeaturedOrder(plants).map((plant) => plant.plantName));

  // The search reads the name and the provider.
  const found = plants.filter((plant) =>
    `${plant.plantName} ${plant.providerName}`.toLowerCase().includes('monstera'),
  );
  expect(found.map((plant) => plant.plantName)).toEqual(['Monstera Deliciosa']);
  await shopper.fill({ role: 'searchbox', name: 'Search plants' }, 'monstera');
  await expect
    .poll(() => cardNames(shopper), { message: 'the search "monstera"' })
    .toEqual(['Monstera Deliciosa']);
});

test('the detail page, opened from the listing, shows the plant and its price', async ({
  shopper,
}) => {
  const plant = inStock[1]!;
  await signedIn(shopper, 'detail');
  await shopper.goto('/plants');
  await shopper.click({ role: 'link', name: plant.plantName });
  await expectPath(shopper, `/plant/${plant.plantId}`);
  await shopper.waitFor({ role: 'heading', name: plant.plantName });
  await shopper.waitFor({ text: money(priceCents(plant)) });
  await shopper.waitFor({ role: 'button', name: 'Add to Cart' });
});

test('sign-up lands signed in; sign-out; sign-in through /login', async ({ shopper }) => {
  const account = newAccountDetails(`${shopper.engine}-signup`);
  await shopper.goto('/signup');
  await shopper.fill({ label: 'Full Name' }, account.displayName);
  await shopper.fill({ label: 'Email Address' }, account.email);
  await shopper.fill({ label: 'Password' }, account.password);
  await shopper.click({ role: 'button', name: 'Create Account' });
  await shopper.waitFor({ text: 'Account created successfully!' });
  await expectPath(shopper, '/');
  await shopper.waitFor(accountMenu(account));

  await shopper.click(accountMenu(account));
  await shopper.click({ role: 'button', name: 'Logout' });
  await shopper.waitFor({ text: 'Logged out successfully!' });
  await expectPath(shopper, '/');
  await shopper.waitFor(inMainNav('link', 'Login'));
  expect(await shopper.count(accountMenu(account))).toBe(0);

  await logIn(shopper, account);
  await expectPath(shopper, '/');
});

test('add to cart from the detail page; plus and minus in the cart; the $50 rule both ways', async ({
  shopper,
}) => {
  const plant = thresholdPlant;
  await signedIn(shopper, 'cart');
  await shopper.goto(`/plant/${plant.plantId}`);
  await shopper.waitFor({ role: 'heading', name: plant.plantName });
  await shopper.waitFor(myCartLink(0));
  await shopper.click({ role: 'button', name: 'Add to Cart' });
  await shopper.waitFor({ role: 'button', name: 'Added to cart!' });
  await shopper.waitFor(myCartLink(1));

  await shopper.click(myCartLink(1));
  await expectPath(shopper, '/cart');
  await shopper.waitFor(tab('Cart', 1));
  await expectCart(shopper, plant, 1);

  const increase = { role: 'button', name: `Increase quantity of ${plant.plantName}` } as const;
  const decrease = { role: 'button', name: `Decrease quantity of ${plant.plantName}` } as const;
  await shopper.click(increase);
  await expectCart(shopper, plant, 2); // under $50: $5.00 shipping and the hint
  await shopper.click(increase);
  await expectCart(shopper, plant, 3); // over $50: free, no hint
  await shopper.click(decrease);
  await expectCart(shopper, plant, 2); // back under
});

test("the wishlist's heart saves a plant; Move to Cart moves it", async ({ shopper }) => {
  const plant = inStock[0]!;
  await signedIn(shopper, 'wishlist');
  await shopper.goto('/');
  const heart = { role: 'button', name: `Save ${plant.plantName} to wishlist` } as const;
  expect(await shopper.attribute(heart, 'aria-pressed')).toBe('false');
  await shopper.click(heart);
  await expect.poll(() => shopper.attribute(heart, 'aria-pressed')).toBe('true');

  await shopper.click(myCartLink(0));
  await expectPath(shopper, '/cart');
  await shopper.click(tab('Wishlist', 1));
  const saved: Target = { role: 'region', name: 'Saved plants' };
  await shopper.waitFor({ role: 'heading', name: plant.plantName, within: saved });
  await shopper.click({ role: 'button', name: 'Move to Cart', within: saved });
  await shopper.waitFor({ text: 'Moved to cart' });
  await shopper.waitFor(tab('Wishlist', 0));
  await shopper.waitFor({ role: 'heading', name: 'Your wishlist is empty' });

  await shopper.click(tab('Cart', 1));
  await expectCart(shopper, plant, 1);
});

test.describe('with the server gone', () => {
  // Once the server has stopped, what the page still asks for fails, and the engines say so in
  // their consoles: the network is gone, the shop is not broken.
  test.use({
    allowedProblems:
      /NetworkError|CORS request did not succeed|Failed to fetch|Failed to load|Load failed|Could not connect|network-request-failed/,
  });

  test('a shopper who has visited once reloads the shop from the offline worker', async ({
    shopper,
  }) => {
    // A copy of dist/ on a port of its own, so this test can stop its server.
    const deployment = await deployCopyOfDist();
    let serving = true;
    try {
      await shopper.goto(`${deployment.url}/`);
      await shopper.waitFor({ role: 'heading', name: 'Popular Plants' });
      // The worker registers some seconds after the first load and claims the page once it has
      // precached the build.
      await expect
        .poll(() => shopper.evaluate(() => navigator.serviceWorker?.controller?.scriptURL ?? ''), {
          message: 'the offline worker controls the page',
          timeout: 120_000,
        })
        .toBe(`${deployment.url}/sw.js`);
      await shopper.goto(`${deployment.url}/plants`);
      await shopper.waitFor({ text: `${plants.length} plants` });

      await deployment.close();
      serving = false;
      await expect(fetch(`${deployment.url}/`)).rejects.toThrow();

      await shopper.reload();
      await shopper.waitFor({ role: 'heading', name: 'All Plants' });
      await shopper.waitFor({ text: `${plants.length} plants` });
      await shopper.goto(`${deployment.url}/`);
      await shopper.waitFor({ role: 'heading', name: 'Popular Plants' });
      await shopper.waitFor({ role: 'link', name: plants[0]!.plantName });

      // The notice follows navigator.onLine, which a server that stopped answering does not
      // change: only an engine that can take the browser itself offline shows it here.
      if (shopper.setOffline) {
        await shopper.setOffline(true);
        await shopper.reload();
        await shopper.waitFor({ text: OFFLINE_NOTICE });
        await shopper.waitFor({ role: 'heading', name: 'Popular Plants' });
      }
    } finally {
      if (serving) await deployment.close();
    }
  });
});
