// In Chromium against the production build and the Auth emulator: a cart line
// stored above the stock, with a tampered price, or for a plant the shop no longer sells, says so
// on /cart whichever comes first of the catalogue's read, the auth state and the page's first
// render. Every request already goes through the harness's route (support/browser.ts), which
// reorders the page's work slightly; here the order is also forced: the catalogue held until the
// cart page is on screen, or the identity provider held until the catalogue has arrived. Each
// hold waits for a state of the page, never for a length of time.
import type { Page, Request, Route } from '@playwright/test';
import { test } from './support/test';
import { readShopCatalogueRecords, type PlantRecordJson } from './support';
import { signedInPage } from './support/accounts';
import { cartLine } from './support/cart';

const plants = readShopCatalogueRecords();
const lowStock = plants.find((plant) => plant.availableStock === 2)!;
const tampered = plants.find((plant) => plant.availableStock >= 6)!;
const vanished: PlantRecordJson = { ...tampered, plantId: 99_999, plantName: 'Retired Palm' };
const money = (dollars: number) => `$${dollars.toFixed(2)}`;

const NOTES: [PlantRecordJson, string][] = [
  [tampered, `Price changed from ${money(0.01)}`],
  [lowStock, 'Only 2 left — quantity lowered from 8'],
  [vanished, 'No longer available'],
];

/**
 * A cart written as a hand-edited or older one would be: the signed-in shopper's own, or one
 * nobody has claimed yet (kept before accounts had lists of their own), which the next page load
 * hands to the shopper first.
 */
async function seedCart(page: Page, whose: 'owned' | 'unclaimed'): Promise<void> {
  await page.waitForFunction(() => localStorage.getItem('leafy.listOwner') !== null);
  await page.evaluate(
    ([lines, unclaimed]) => {
      localStorage.setItem('cart', JSON.stringify(lines));
      if (unclaimed) localStorage.removeItem('leafy.listOwner');
    },
    [
      [
        { ...tampered, price: 0.01, quantity: 1 },
        { ...lowStock, quantity: 8 },
        { ...vanished, quantity: 1 },
      ],
      whose === 'unclaimed',
    ] as const,
  );
}

async function expectEveryNote(page: Page): Promise<void> {
  for (const [plant, note] of NOTES) {
    await cartLine(page, plant).getByText(note, { exact: true }).waitFor();
  }
}

/** Holds every request matching `pattern` until the page has reached the state `reached` waits for. */
async function holdUntil(
  page: Page,
  pattern: RegExp,
  reached: () => Promise<unknown>,
): Promise<void> {
  await page.route(pattern, async (route: Route) => {
    await reached();
    await route.fallback();
  });
}

const isCatalogue = (request: Request) => new URL(request.url()).pathname.endsWith('/plants.json');

for (const whose of ['owned', 'unclaimed'] as const) {
  test.describe(`a corrected cart line says what changed, in every order: a cart ${whose}`, () => {
    test('with nothing held: opened at /cart', async ({ shop }) => {
      const { page } = await signedInPage(shop, 'notes-fast');
      await seedCart(page, whose);
      await page.goto('/cart');
      await expectEveryNote(page);
    });

    // Only the cart page corrects what is stored: a page that only counts the lines (the top bar)
    // must not correct them where nobody is told, then leave the cart page nothing to say.
    test('another page priced the cart first, then /cart opened anew', async ({ shop }) => {
      const { page } = await signedInPage(shop, `notes-other-page-${whose}`);
      await seedCart(page, whose);
      await page.goto('/');
      // Priced by the catalogue: 1 + 2 for sale (the stored 1 + 8 + 1 until then).
      await page.getByRole('link', { name: 'My Cart 3 items', exact: true }).first().waitFor();
      await page.goto('/cart');
      await expectEveryNote(page);
    });

    test('the catalogue held until the cart page is on screen', async ({ shop }) => {
      const { page } = await signedInPage(shop, 'notes-late-catalogue');
      await seedCart(page, whose);
      // Until the prices are checked the page shows 'Loading your cart' under its heading.
      await holdUntil(page, /\/plants\.json(\?|$)/, () =>
        page.getByText('Loading your cart').waitFor(),
      );
      await page.goto('/cart');
      await expectEveryNote(page);
    });

    test('the identity provider held until the catalogue has arrived, then to /cart in the app', async ({
      shop,
    }) => {
      const { page } = await signedInPage(shop, 'notes-late-auth');
      await seedCart(page, whose);
      const catalogueArrived = page.waitForResponse((response) => isCatalogue(response.request()));
      await holdUntil(
        page,
        /identitytoolkit\.googleapis\.com\/v1\/accounts:lookup/,
        () => catalogueArrived,
      );
      await page.goto('/plants');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page
        .getByRole('link', { name: /^My Cart/ })
        .first()
        .click();
      await expectEveryNote(page);
    });
  });
}
