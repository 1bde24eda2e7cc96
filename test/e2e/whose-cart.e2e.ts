// In Chromium against the production build and the shared Auth emulator: every account
// keeps its own cart and wishlist in one browser, a sign-out in one tab empties the cart another
// tab shows, and the cart is priced by the catalogue (plants.json), not by local storage.
import type { Page, Route } from '@playwright/test';
import { expect, test } from './support/test';
import { readShopCatalogueRecords, screenshot, type PlantRecordJson } from './support';
import {
  accountMenuButton,
  createAccount,
  logIn,
  signedInPage,
  toast,
  type TestAccount,
} from './support/accounts';
import {
  cartLine,
  expectSummary,
  expectTopBarCount,
  money,
  openPlant,
  orderSummary,
  priceCents,
  readSummary,
  tab,
} from './support/cart';

const plants = readShopCatalogueRecords();
/** Plants with stock to spare: any quantity up to 5 of each is valid. */
const stocked = plants.filter((plant) => plant.availableStock >= 6);
const [fernLike, pothosLike, ivyLike, palmLike] = stocked as [
  PlantRecordJson,
  PlantRecordJson,
  PlantRecordJson,
  PlantRecordJson,
];

const OWNER_KEY = 'leafy.listOwner';
const SET_ASIDE_PREFIX = 'leafy.setAside.';

interface StoredRecord {
  plantId: number;
  price: number;
  quantity?: number;
}

/** Everything the shop keeps in this browser's local storage (Firebase's own keys left out). */
async function shopStorage(page: Page): Promise<{
  owner: string | null;
  cart: StoredRecord[] | null;
  wishlist: StoredRecord[] | null;
  setAside: Record<string, { cart: StoredRecord[]; wishlist: StoredRecord[] }>;
}> {
  return page.evaluate(
    ([ownerKey, prefix]) => {
      const parse = (key: string) => {
        const raw = localStorage.getItem(key);
        return raw === null ? null : JSON.parse(raw);
      };
      const setAside: Record<string, { cart: StoredRecord[]; wishlist: StoredRecord[] }> = {};
      for (const key of Object.keys(localStorage)) {
        if (key.startsWith(prefix))
          setAside[decodeURIComponent(key.slice(prefix.length))] = parse(key);
      }
      return { owner: parse(ownerKey), cart: parse('cart'), wishlist: parse('wishlist'), setAside };
    },
    [OWNER_KEY, SET_ASIDE_PREFIX] as const,
  );
}

/** A list as [plantId, quantity] pairs (quantity left out for the wishlist). */
const ids = (records: StoredRecord[] | null | undefined) =>
  (records ?? []).map((record) =>
    record.quantity === undefined ? [record.plantId] : [record.plantId, record.quantity],
  );

async function logOut(page: Page, account: TestAccount): Promise<void> {
  await accountMenuButton(page, account.displayName).click();
  await page.getByRole('button', { name: 'Logout', exact: true }).click();
  await toast(page, 'Logged out successfully!').waitFor();
}

async function addFromDetailPage(page: Page, plant: PlantRecordJson, quantity: number) {
  await openPlant(page, plant);
  const group = page.getByRole('group', { name: 'Quantity', exact: true });
  for (let shown = 1; shown < quantity; shown += 1) {
    await group.getByRole('button', { name: 'Increase quantity', exact: true }).click();
    await expect.poll(() => group.getByRole('status').innerText()).toBe(String(shown + 1));
  }
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await page.getByRole('button', { name: 'Added to cart!', exact: true }).waitFor();
}

async function openCart(page: Page): Promise<void> {
  await page.goto('/cart');
  await page.getByRole('heading', { level: 1, name: 'My Cart' }).waitFor();
  await page.getByText('Loading your cart').waitFor({ state: 'detached' });
}

/** The cart lines as shown: plant name and (for lines that have a stepper) quantity. */
async function shownNames(page: Page): Promise<string[]> {
  const region = page.getByRole('region', { name: 'Items in your cart' });
  if ((await region.count()) === 0) return [];
  return region.getByRole('heading', { level: 3 }).allInnerTexts();
}

test.describe('whose cart: every account keeps its own lists in one browser', () => {
  test('two accounts taking turns, three rounds: each sees only its own lists, and the stored lists stay intact after every switch', async ({
    shop,
  }) => {
    test.setTimeout(240_000);
    const alice = await createAccount('whose-alice', 'Alice Fern');
    const bob = await createAccount('whose-bob', 'Bob Ivy');
    const page = await shop.open();
    const cartOf: Record<string, [number, number][]> = { alice: [], bob: [] };
    const wishlistOf: Record<string, [number][]> = { alice: [], bob: [] };
    const uidOf: Record<string, string> = {};
    const turns: [string, TestAccount, PlantRecordJson[]][] = [
      ['alice', alice, [fernLike, pothosLike, ivyLike]],
      ['bob', bob, [palmLike, ivyLike, fernLike]],
    ];

    for (let round = 0; round < 3; round += 1) {
      for (const [name, account, toAdd] of turns) {
        await logIn(page, account);
        // Signed in: exactly this account's own lists come back, and nobody else's.
        await expect
          .poll(
            async () => {
              const stored = await shopStorage(page);
              return {
                cart: ids(stored.cart),
                wishlist: ids(stored.wishlist),
                owned: !!stored.owner,
              };
            },
            { message: `${name}'s lists back, round ${round + 1}` },
          )
          .toEqual({ cart: cartOf[name], wishlist: wishlistOf[name], owned: true });
        uidOf[name] = (await shopStorage(page)).owner!;
        await openCart(page);
        const plantsInCart = cartOf[name]!.map(([id]) => plants.find((p) => p.plantId === id)!);
        // The tab counts plants (docs/adr/0034): the sum of the quantities.
        const plantCount = cartOf[name]!.reduce((count, [, quantity]) => count + quantity, 0);
        await tab(page, 'Cart', plantCount).waitFor();
        expect(await shownNames(page)).toEqual(plantsInCart.map((plant) => plant.plantName));
        await tab(page, 'Wishlist', wishlistOf[name]!.length).waitFor();

        // This turn's shopping: a plant added (round + 1 of it) and one hearted.
        const plant = toAdd[round]!;
        await addFromDetailPage(page, plant, round + 1);
        await page.getByRole('button', { name: `Save ${plant.plantName} to wishlist` }).click();
        const existing = cartOf[name]!.find(([id]) => id === plant.plantId);
        if (existing) existing[1] += round + 1;
        else cartOf[name]!.push([plant.plantId, round + 1]);
        const hearted = wishlistOf[name]!.findIndex(([id]) => id === plant.plantId);
        if (hearted >= 0) wishlistOf[name]!.splice(hearted, 1);
        else wishlistOf[name]!.push([plant.plantId]);
        await expect
          .poll(async () => ids((await shopStorage(page)).wishlist))
          .toEqual(wishlistOf[name]);

        await logOut(page, account);
        // Signed out: the spec's keys are empty, this account's lists are set aside, whole, and
        // the other account's set-aside lists are untouched.
        await expect
          .poll(
            async () => {
              const stored = await shopStorage(page);
              return {
                owner: stored.owner,
                cart: ids(stored.cart),
                wishlist: ids(stored.wishlist),
              };
            },
            { message: `${name} signed out, round ${round + 1}` },
          )
          .toEqual({ owner: null, cart: [], wishlist: [] });
        const stored = await shopStorage(page);
        for (const [other] of turns) {
          if (!uidOf[other]) continue;
          expect(ids(stored.setAside[uidOf[other]!]?.cart), `${other}'s set-aside cart`).toEqual(
            cartOf[other],
          );
          expect(ids(stored.setAside[uidOf[other]!]?.wishlist)).toEqual(wishlistOf[other]);
        }
      }
    }
    expect(cartOf.alice!.length).toBeGreaterThanOrEqual(2);
  });

  test('a sign-out in one tab empties the cart shown in another', async ({ shop }) => {
    const plant = fernLike;
    const { page: first, account } = await signedInPage(shop, 'whose-tabs');
    await addFromDetailPage(first, plant, 2);
    const second = await first.context().newPage();
    await openCart(second);
    await cartLine(second, plant).waitFor();
    await expectTopBarCount(second, 2);

    await first.bringToFront();
    await logOut(first, account);
    await second.bringToFront();
    await expect
      .poll(() => cartLine(second, plant).count(), { message: 'the other tab lets go of the line' })
      .toBe(0);
    await expect.poll(() => second.getByTestId('cart-count').count()).toBe(0);
    expect(await second.getByText(plant.plantName, { exact: true }).count()).toBe(0);
  });
});

/** plants.json as the shop serves it, changed by `edit`. */
function serveCatalogue(edit: (records: PlantRecordJson[]) => PlantRecordJson[]) {
  const changed = JSON.stringify(edit(plants.map((plant) => ({ ...plant }))));
  return (route: Route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: changed });
}

/** A line's notes and its unit price, as shown. */
async function lineSays(page: Page, plant: PlantRecordJson, text: string) {
  await cartLine(page, plant).getByText(text, { exact: true }).waitFor();
}

test.describe('the cart priced by the catalogue, not by local storage', () => {
  test('a tampered price: the line shows the shop’s price and "Price changed from $0.01"; the totals ignore the edit', async ({
    shop,
  }) => {
    const plant = fernLike;
    const { page } = await signedInPage(shop, 'priced-tampered');
    await addFromDetailPage(page, plant, 2);
    await page.evaluate(() => {
      const cart = JSON.parse(localStorage.getItem('cart')!) as { price: number }[];
      cart[0]!.price = 0.01;
      localStorage.setItem('cart', JSON.stringify(cart));
    });
    await openCart(page);
    await lineSays(page, plant, 'Price changed from $0.01');
    await lineSays(page, plant, `${money(priceCents(plant))} each`);
    await expectSummary(page, 2 * priceCents(plant), 'two at the shop’s price');
    // What is stored was brought in line with the catalogue.
    await expect
      .poll(async () => ((await shopStorage(page)).cart ?? [])[0]?.price)
      .toBe(plant.price);
  });

  test('a changed price, a lowered stock and a vanished plant: each line says so, and the totals count only what is for sale', async ({
    shop,
  }) => {
    const [changed, lowered, vanished, soldOut] = [fernLike, pothosLike, ivyLike, palmLike];
    const { page } = await signedInPage(shop, 'priced-catalogue');
    await addFromDetailPage(page, changed, 1);
    await addFromDetailPage(page, lowered, 5);
    await addFromDetailPage(page, vanished, 1);
    await addFromDetailPage(page, soldOut, 1);
    const newPrice = Math.round(changed.price * 100 + 250) / 100;
    await page.route(
      '**/plants.json',
      serveCatalogue((records) =>
        records
          .filter((record) => record.plantId !== vanished.plantId)
          .map((record) =>
            record.plantId === changed.plantId
              ? { ...record, price: newPrice }
              : record.plantId === lowered.plantId
                ? { ...record, availableStock: 2 }
                : record.plantId === soldOut.plantId
                  ? { ...record, availableStock: 0 }
                  : record,
          ),
      ),
    );
    await openCart(page);
    await lineSays(page, changed, `Price changed from ${money(priceCents(changed))}`);
    await lineSays(page, changed, `${money(Math.round(newPrice * 100))} each`);
    await lineSays(page, lowered, 'Only 2 left — quantity lowered from 5');
    await lineSays(page, vanished, 'No longer available');
    await lineSays(page, soldOut, 'Out of stock');
    // The plants for sale, as the top bar counts them: the changed one and two of the lowered.
    await tab(page, 'Cart', 3).waitFor();
    const subtotal = Math.round(newPrice * 100) + 2 * priceCents(lowered);
    await expectSummary(page, subtotal, 'the new price, two of the lowered, nothing else');
    await expectTopBarCount(page, 3);
    await screenshot(page, 'cart-priced-by-the-catalogue');

    // The vanished plant can be removed.
    await cartLine(page, vanished)
      .getByRole('button', { name: `Remove ${vanished.plantName} from cart` })
      .click();
    await expect.poll(() => cartLine(page, vanished).count(), { message: 'the line goes' }).toBe(0);
    await tab(page, 'Cart', 3).waitFor();
    await expectSummary(page, subtotal, 'unchanged: the vanished line was never counted');
  });

  test('an unreachable catalogue: the stored cart, "We couldn\'t check today\'s prices. Try again.", no checkout until a retry works', async ({
    shop,
  }) => {
    const plant = pothosLike;
    const { page } = await signedInPage(shop, 'priced-unreachable', {
      allowConsoleErrors: [/Failed to load resource/],
    });
    await addFromDetailPage(page, plant, 3);
    await page.route('**/plants.json', (route) => route.abort('connectionrefused'));
    await openCart(page);
    const alert = page.getByRole('alert').filter({
      hasText: "We couldn't check today's prices. Try again.",
    });
    await alert.waitFor();
    await cartLine(page, plant).waitFor();
    expect(await page.getByRole('button', { name: 'Proceed to Checkout' }).isDisabled()).toBe(true);
    expect(await readSummary(page)).toEqual({
      rows: [
        ['Subtotal', '—'],
        ['Shipping', '—'],
        ['Total', '—'],
      ],
      hint: null,
    });
    await screenshot(page, 'cart-prices-not-checked');

    await page.unroute('**/plants.json');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await alert.waitFor({ state: 'detached' });
    await expectSummary(page, 3 * priceCents(plant), 'checked at last');
    expect(await page.getByRole('button', { name: 'Proceed to Checkout' }).isEnabled()).toBe(true);
    expect(await orderSummary(page).count()).toBe(1);
  });
});
