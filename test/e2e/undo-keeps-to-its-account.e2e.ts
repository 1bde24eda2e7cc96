// Journeys: the Undo beside 'Removed from cart' acts on the cart the line was taken from, and on no
// other (docs/adr/0014, docs/beyond-the-spec.md). Its toast goes at a sign-out and at a switch of
// account, even while the pointer holds it open; a line put back before the sign-out goes with its
// account's lists; no line ever lands in the lists nobody owns or in another account's.
//
// Each page's clock is installed before it loads and paused once it is up, so no toast runs out on
// its own while the test looks: a toast that goes was sent away.
import type { Page } from '@playwright/test';
import { expect, test, type Shop } from './support/test';
import { accountMenuButton, toast } from './support/accounts';
import { openWithStillClock, readShopCatalogueRecords } from './support';
import { signUpSession, type SignedInSession, type StoredShopping } from './support/a11y';
import { cartLine } from './support/cart';

const plants = readShopCatalogueRecords();
const [first, middle, last, bobsPlant] = plants.filter((plant) => plant.availableStock >= 5);
const THREE_LINES: StoredShopping = {
  cart: [
    { plantId: first!.plantId, quantity: 2 },
    { plantId: middle!.plantId, quantity: 3 },
    { plantId: last!.plantId, quantity: 1 },
  ],
};
/** The three lines as [plantId, quantity], and the two left once the middle one is removed. */
const threeLines = THREE_LINES.cart!.map(({ plantId, quantity }) => [plantId, quantity]);
const twoLines = [threeLines[0], threeLines[2]];

const OWNER_KEY = 'leafy.listOwner';
const SET_ASIDE_PREFIX = 'leafy.setAside.';

/** The account's id (Firebase's uid), from the session the browser state keeps. */
function uidOf(session: SignedInSession): string {
  const item = session.storageState.origins
    .flatMap((origin) => origin.localStorage)
    .find(({ name }) => name.startsWith('firebase:authUser:'));
  return (JSON.parse(item!.value) as { uid: string }).uid;
}

interface ListsAsIds {
  owner: string | null;
  cart: number[][];
  wishlist: number[];
  /** Each account's set-aside cart, as [plantId, quantity]. */
  setAsideCarts: Record<string, number[][]>;
}

/** The shop's lists in local storage, each line as [plantId, quantity]. */
function storedLists(page: Page): Promise<ListsAsIds> {
  return page.evaluate(
    ([ownerKey, prefix]) => {
      type Item = { plantId: number; quantity?: number };
      const parse = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown;
      const lines = (items: unknown) =>
        ((items ?? []) as Item[]).map(({ plantId, quantity }) => [plantId, quantity ?? 0]);
      const setAsideCarts: Record<string, number[][]> = {};
      for (const key of Object.keys(localStorage).filter((name) => name.startsWith(prefix))) {
        const lists = parse(key) as { cart: unknown };
        setAsideCarts[decodeURIComponent(key.slice(prefix.length))] = lines(lists.cart);
      }
      return {
        owner: parse(ownerKey) as string | null,
        cart: lines(parse('cart')),
        wishlist: ((parse('wishlist') ?? []) as Item[]).map(({ plantId }) => plantId),
        setAsideCarts,
      };
    },
    [OWNER_KEY, SET_ASIDE_PREFIX] as const,
  );
}

const removedToasts = (page: Page) =>
  page.getByRole('status').filter({ hasText: /^Removed from cart/ });

/** Alice's cart page, with three lines, and the middle one removed by the bin: its toast is up. */
async function aliceRemovesTheMiddleLine(shop: Shop, alice: SignedInSession): Promise<Page> {
  const page = await shop.open({ signedIn: alice, shopping: THREE_LINES, reducedMotion: 'reduce' });
  await openWithStillClock(page, '/cart', page.getByRole('heading', { name: 'Order Summary' }));
  await cartLine(page, middle!)
    .getByRole('button', { name: `Remove ${middle!.plantName} from cart`, exact: true })
    .click();
  await removedToasts(page).waitFor();
  await expect.poll(async () => (await storedLists(page)).cart).toEqual(twoLines);
  return page;
}

/**
 * Signs out from the account menu with the keyboard: the pointer stays where it was (on the toast,
 * which covers the open menu's Logout for as long as it shows).
 */
async function logOutByKeyboard(page: Page, session: SignedInSession): Promise<void> {
  await accountMenuButton(page, session.account.displayName).press('Enter');
  await page.getByRole('button', { name: 'Logout', exact: true }).press('Enter');
  await toast(page, 'Logged out successfully!').waitFor();
}

/**
 * Another tab of the same browser signs Alice out and Bob in. The clock is the browser context's,
 * paused in that tab too: this waits for the top bar, not for toasts (whose code a tab fetches
 * once it is idle).
 */
async function switchAccountInAnotherTab(page: Page, from: SignedInSession, to: SignedInSession) {
  const other = await page.context().newPage();
  await other.goto('/');
  await accountMenuButton(other, from.account.displayName).click();
  await other.getByRole('button', { name: 'Logout', exact: true }).click();
  await other
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Login' })
    .waitFor();
  await other.goto('/login');
  await other.getByLabel('Email', { exact: true }).fill(to.account.email);
  await other.getByLabel('Password', { exact: true }).fill(to.account.password);
  await other.getByRole('button', { name: 'Sign In', exact: true }).click();
  await accountMenuButton(other, to.account.displayName).waitFor();
}

/**
 * The removal toast was sent away: it fades at once (the Toaster no longer marks it visible), then
 * leaves the page a second later. Only a dismissed toast is waited out: the clock moves after it.
 */
async function expectRemovalToastGone(page: Page, message: string): Promise<void> {
  const shown = page.locator('[data-visible]').filter({ hasText: /^Removed from cart/ });
  await expect.poll(() => shown.count(), { message }).toBe(0);
  await expect
    .poll(async () => {
      await page.clock.runFor(500);
      return removedToasts(page).count();
    })
    .toBe(0);
}

test.describe('the Undo keeps to the account that removed the line', () => {
  let alice: SignedInSession;
  let bob: SignedInSession;
  test.beforeAll(async ({ browser }) => {
    alice = await signUpSession(browser, 'undo-alice');
    bob = await signUpSession(browser, 'undo-bob');
  });

  test('Undo, then sign-out: the line is back in her cart, and set aside with it', async ({
    shop,
  }) => {
    const page = await aliceRemovesTheMiddleLine(shop, alice);

    await removedToasts(page).getByRole('button', { name: 'Undo', exact: true }).click();
    await expect.poll(async () => (await storedLists(page)).cart).toEqual(threeLines);
    await logOutByKeyboard(page, alice);

    await expect
      .poll(() => storedLists(page), { message: 'her three lines leave with her' })
      .toMatchObject({ owner: null, cart: [], wishlist: [] });
    expect((await storedLists(page)).setAsideCarts[uidOf(alice)]).toEqual(threeLines);
  });

  test('sign-out, then Undo: the toast goes with her, and the lists nobody owns stay empty', async ({
    shop,
  }) => {
    const page = await aliceRemovesTheMiddleLine(shop, alice);
    // The pointer rests on the toast: it would hold it open.
    await removedToasts(page).hover();

    await logOutByKeyboard(page, alice);
    await expectRemovalToastGone(page, 'no Undo is left to press once she has signed out');

    const stored = await storedLists(page);
    expect(stored).toMatchObject({ owner: null, cart: [], wishlist: [] });
    expect(stored.setAsideCarts[uidOf(alice)], 'her cart, without the line').toEqual(twoLines);
  });

  test("a switch to Bob in another tab: the toast goes, and Bob's lists are unchanged", async ({
    shop,
  }) => {
    const page = await aliceRemovesTheMiddleLine(shop, alice);
    await removedToasts(page).hover();
    // Bob has a line of his own, set aside in this browser since he last signed out.
    const bobsCart = [[bobsPlant!.plantId, 1]];
    await page.evaluate(
      ([key, plant]) =>
        localStorage.setItem(
          key,
          JSON.stringify({ cart: [{ ...plant, quantity: 1 }], wishlist: [] }),
        ),
      [`${SET_ASIDE_PREFIX}${encodeURIComponent(uidOf(bob))}`, bobsPlant!] as const,
    );

    await switchAccountInAnotherTab(page, alice, bob);
    await accountMenuButton(page, bob.account.displayName).waitFor();
    await expectRemovalToastGone(page, "no Undo is left to press on Bob's cart");

    const stored = await storedLists(page);
    expect(stored).toMatchObject({ owner: uidOf(bob), cart: bobsCart, wishlist: [] });
    expect(stored.setAsideCarts[uidOf(alice)], 'her cart, without the line').toEqual(twoLines);
  });
});
