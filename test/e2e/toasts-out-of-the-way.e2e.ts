// Journeys: the toasts never stand in the shopper's way (docs/beyond-the-spec.md, "Toasts"). An
// open menu of the top bar (the account menu at a desktop's width, the phone's menu) is drawn over
// the toasts and takes the pointer; one add toast shows at a time, and one answer to Forgot
// Password; the add toast's View cart is the next Tab stop after the Add to Cart that raised it.
//
// Each page's clock is installed before it loads and paused once it is up, so no toast runs out
// while the test looks: a toast that is gone was replaced or sent away.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import {
  accountMenuButton,
  createAccount,
  emulatorOobCodes,
  expectPath,
  toast,
} from './support/accounts';
import { openWithStillClock, readShopCatalogueRecords } from './support';
import { signUpSession, type SignedInSession } from './support/a11y';
import { detailStepper } from './support/cart';

// The hero holds still and nothing fades, so scans and pictures are stable; a test that
// watches motion asks for it with shop.open({ reducedMotion: 'no-preference' }).
test.use({ reducedMotion: 'reduce' });

const plant = readShopCatalogueRecords().find((record) => record.availableStock >= 5)!;

/** The detail page's button, whatever it reads for the 3 s after an add. */
const addButton = (page: Page) =>
  page.getByRole('button', { name: /^(Add to Cart|Added to cart!)$/ });
const addToasts = (page: Page) =>
  page.getByRole('status').filter({ hasText: `× ${plant.plantName} added to your cart` });
const viewCart = (page: Page) =>
  addToasts(page).getByRole('link', { name: 'View cart', exact: true });

async function openPlant(page: Page) {
  await openWithStillClock(
    page,
    `/plant/${plant.plantId}`,
    page.getByRole('heading', { level: 1, name: plant.plantName, exact: true }),
  );
}

const isPhone = (page: Page) => page.viewportSize()!.width < 768;

/** Opens the top bar's menu (the phone's, or the account menu) and returns its items. */
async function openTopBarMenu(page: Page, session: SignedInSession): Promise<Locator> {
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Open menu', exact: true }).click();
    return page.locator('#mobile-menu').locator('a, button');
  }
  await accountMenuButton(page, session.account.displayName).click();
  return page.locator('#user-menu').locator('a, button');
}

/** What the pointer meets at the middle of each item: the item itself, or what covers it. */
function whatThePointerMeets(items: Locator): Promise<string[]> {
  return items.evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      const name = element.textContent!.trim();
      return element.contains(hit) ? name : `${name} under ${hit?.textContent?.trim() ?? 'none'}`;
    }),
  );
}

/** Whether the toast's card lies over any of the items: else the journey proves nothing. */
async function toastOverlapsAnItem(toastCard: Locator, items: Locator): Promise<boolean> {
  const card = (await toastCard.boundingBox())!;
  const boxes = await items.evaluateAll((elements) =>
    elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect),
  );
  return boxes.some(
    (box) =>
      box.x < card.x + card.width &&
      card.x < box.x + box.width &&
      box.y < card.y + card.height &&
      card.y < box.y + box.height,
  );
}

/** A short, stable description of the focused element. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement!;
    const name = element.getAttribute('aria-label') ?? element.textContent!.trim().slice(0, 40);
    return `${element.tagName.toLowerCase()} "${name}"`;
  });

test.describe('toasts out of the way @phone', () => {
  let session: SignedInSession;
  test.beforeAll(async ({ browser }) => {
    session = await signUpSession(browser, 'toasts-away');
  });

  test('an open menu of the top bar is drawn over the toasts and takes the pointer', async ({
    shop,
  }) => {
    const page = await shop.open({ signedIn: session, shopping: { cart: [] } });
    await openPlant(page);
    await addButton(page).click();
    await addToasts(page).waitFor();

    const items = await openTopBarMenu(page, session);
    const names = (await items.allTextContents()).map((text) => text.trim());
    expect(names.length, 'the menu is open').toBeGreaterThan(1);
    expect(
      await toastOverlapsAnItem(addToasts(page), items),
      'the toast lies where the menu opens',
    ).toBe(true);
    expect(await whatThePointerMeets(items)).toEqual(names);
  });

  test('a second add replaces the first add toast', async ({ shop }) => {
    const page = await shop.open({ signedIn: session, shopping: { cart: [] } });
    await openPlant(page);
    await addButton(page).click();
    await addToasts(page)
      .filter({ hasText: `1 × ${plant.plantName}` })
      .waitFor();

    await detailStepper(page).increase.click();
    await addButton(page).click();
    await addToasts(page)
      .filter({ hasText: `2 × ${plant.plantName}` })
      .waitFor();
    expect(await addToasts(page).allInnerTexts(), 'one add toast, the newest').toHaveLength(1);
  });

  test('a second Forgot Password replaces the answer to the first', async ({ shop }) => {
    const account = await createAccount('reset-once');
    // The emulator's refusal is a 400, which the browser logs.
    const page = await shop.open({ allowConsoleErrors: [/status of 400/] });
    await openWithStillClock(page, '/login', page.getByRole('heading', { name: 'Welcome Back' }));
    const email = page.getByLabel('Email', { exact: true });
    const forgot = page.getByRole('button', { name: 'Forgot Password?', exact: true });
    const sent = toast(page, 'Password reset email sent! Check your inbox.');
    const resetsSentTo = async () =>
      (await emulatorOobCodes()).filter((code) => code.email === account.email).length;

    // An unknown address: the emulator refuses it in the form's alert (or, with enumeration
    // protection, says sent); a refusal is said once, so it raises no toast.
    await email.fill(`nobody-${account.email}`);
    await forgot.click();
    const refused = page.getByRole('alert').filter({ hasText: 'No account found with this email' });
    await refused.or(sent).first().waitFor();
    await expect(forgot).toBeEnabled();

    // Two resets sent one after the other: each answer takes the place of the one before.
    for (const asked of [1, 2]) {
      await email.fill(account.email);
      await forgot.click();
      await expect.poll(resetsSentTo).toBe(asked);
      await expect(forgot).toBeEnabled();
      await sent.first().waitFor();
      expect(await refused.count(), 'the refusal is gone once a reset is sent').toBe(0);
      expect(await sent.count(), `one answer on screen after reset ${asked}`).toBe(1);
    }
  });

  test('View cart is the next Tab stop after Add to Cart while the add toast shows', async ({
    shop,
  }) => {
    const page = await shop.open({ signedIn: session, shopping: { cart: [] } });
    await openPlant(page);
    await addButton(page).focus();
    await page.keyboard.press('Tab');
    const afterAddButton = await focused(page);

    await addButton(page).focus();
    await page.keyboard.press('Enter');
    await viewCart(page).waitFor();
    await page.keyboard.press('Tab');
    expect(await focused(page), 'one Tab from Add to Cart').toBe('a "View cart"');
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page), 'Shift+Tab from View cart').toMatch(/^button "Add(ed)? to [cC]art/);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focused(page), 'Tab from View cart: on through the page').toBe(afterAddButton);

    await page.keyboard.press('Shift+Tab');
    expect(await focused(page), 'Shift+Tab back to View cart').toBe('a "View cart"');
    await page.keyboard.press('Enter');
    await expectPath(page, '/cart');
  });
});
