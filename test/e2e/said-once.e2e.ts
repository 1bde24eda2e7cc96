// Journey, at a desktop's and a phone's width, against the production build and the shared Auth
// emulator: an action happens once however it is pressed, and the shop says a thing once, where
// the shopper looks. A double click on Add to Cart adds one; the detail page's stepper offers only
// what the cart does not hold yet; a failed request of a form is told in the form, not a second
// time in a toast; 'Email already in use' leads on to logging in or resetting the password; hearts
// tapped while signed out are said to have joined the wishlist at sign-in; a long search wraps.
import type { Page } from '@playwright/test';
import { expect, test, type Shop, type ShopperOptions } from './support/test';
import { readShopCatalogueRecords, type PlantRecordJson } from './support';
import {
  createAccount,
  emulatorOobCodes,
  expectPath,
  submitLogin,
  toast,
} from './support/accounts';
import { detailStepper, openPlant, readCartStorage } from './support/cart';

const plants = readShopCatalogueRecords();
/** Room for a double click's two adds and more. */
const roomy = plants.find((plant) => plant.availableStock >= 6)!;
/** Few enough that the cart can hold them all in a few presses. */
const scarce = plants.find((plant) => plant.availableStock >= 2 && plant.availableStock <= 4)!;

const addToCartButton = (page: Page) =>
  page.getByRole('button', { name: /^(Add to Cart|Added to cart!|All \d+ in stock|The only one)/ });

/** The quantity of `plant` that local storage's cart holds. */
async function storedQuantity(page: Page, plant: PlantRecordJson): Promise<number> {
  const { cart } = await readCartStorage(page);
  const lines = (cart ?? []) as { plantId: number; quantity: number }[];
  return lines.find((line) => line.plantId === plant.plantId)?.quantity ?? 0;
}

/**
 * The shop's page, signed in through /login as a new account; the phone's top bar folds
 * the account menu away, so the success toast is what says the sign-in is done.
 */
async function signedInPage(shop: Shop, tag: string, options: ShopperOptions = {}) {
  const account = await createAccount(tag);
  const page = await shop.open(options);
  await page.goto('/login');
  await submitLogin(page, account);
  return { page, account };
}

/** Two frames: whatever the last event put on screen (a toast too) has been drawn. */
const afterTwoFrames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );

/** How many toasts read `message`, now. */
async function toastsSaying(page: Page, message: string): Promise<number> {
  return page.getByRole('status').filter({ hasText: message }).count();
}

const formAlert = (page: Page) => page.getByRole('alert').filter({ hasText: /\S/ });

/** The form's alert says `message`; no toast says it too. */
async function expectSaidOnceInTheForm(page: Page, message: string | RegExp) {
  await expect(formAlert(page)).toContainText(message);
  await afterTwoFrames(page);
  const said = (await formAlert(page).innerText()).trim();
  const text = typeof message === 'string' ? message : said;
  expect(await toastsSaying(page, text), `a toast repeating "${text}"`).toBe(0);
}

test.describe('said once, done once @phone', () => {
  test('the catalogue has plants for these journeys', () => {
    expect(roomy, 'a plant with 6 or more in stock').toBeDefined();
    expect(scarce, 'a plant with 2 to 4 in stock').toBeDefined();
  });

  test('a double click on Add to Cart adds one plant, with one toast', async ({ shop }) => {
    const { page } = await signedInPage(shop, 'double-add');
    await openPlant(page, roomy);
    const button = addToCartButton(page);
    await button.scrollIntoViewIfNeeded();
    const box = (await button.boundingBox())!;
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    // A shopper's double click: the first click's add has landed by the time the second comes.
    await page.mouse.click(x, y);
    await expect
      .poll(() => storedQuantity(page, roomy), { message: 'the first click adds' })
      .toBe(1);
    await page.mouse.down({ clickCount: 2 });
    await page.mouse.up({ clickCount: 2 });
    // The stepper's next press is handled after the double click's second click.
    await detailStepper(page).increase.click();
    await expect(detailStepper(page).value).toHaveText('2');
    await afterTwoFrames(page);
    expect(await storedQuantity(page, roomy), 'what the double click added').toBe(1);
    expect(await toastsSaying(page, 'added to your cart'), 'add confirmations').toBe(1);
  });

  test('the stepper offers only what the cart does not hold yet, and says when it holds it all', async ({
    shop,
  }) => {
    const { page } = await signedInPage(shop, 'stepper-room');
    const stock = scarce.availableStock;
    await openPlant(page, scarce);
    const stepper = detailStepper(page);
    for (let step = 1; step < stock - 1; step += 1) await stepper.increase.click();
    await expect(stepper.value).toHaveText(String(stock - 1));
    await addToCartButton(page).click();
    await expect.poll(() => storedQuantity(page, scarce)).toBe(stock - 1);

    await openPlant(page, scarce);
    await expect(stepper.value).toHaveText('1');
    await expect(stepper.increase, 'one is left to add').toBeDisabled();
    await addToCartButton(page).click();
    await expect.poll(() => storedQuantity(page, scarce)).toBe(stock);

    await openPlant(page, scarce);
    const allInCart =
      stock === 1
        ? 'The only one in stock is in your cart'
        : `All ${stock} in stock are in your cart`;
    await expect(page.getByRole('button', { name: allInCart })).toBeDisabled();
    await expect(stepper.increase).toBeDisabled();
    await expect(stepper.decrease).toBeDisabled();
  });

  test('a wrong password is said once, in the form', async ({ shop }) => {
    const account = await createAccount('said-once-login');
    const page = await shop.open({ allowConsoleErrors: [/Failed to load resource/] });
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(`${account.password}-not`);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expectSaidOnceInTheForm(page, /^(Incorrect password|Invalid email or password)$/);
  });

  test('a reset email that could not be sent is said once, in the form', async ({ shop }) => {
    const page = await shop.open({ allowConsoleErrors: [/Failed to load resource/] });
    await page.route('**/accounts:sendOobCode*', (route) => route.abort('connectionrefused'));
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill('someone@example.com');
    await page.getByRole('button', { name: 'Forgot Password?', exact: true }).click();
    await expectSaidOnceInTheForm(page, 'Failed to send reset email. Please try again.');
  });

  test('a profile that could not be saved is said once, in the form', async ({ shop }) => {
    const { page } = await signedInPage(shop, 'said-once-profile', {
      allowConsoleErrors: [/Failed to load resource/],
    });
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.route('**/accounts:update*', (route) => route.abort('connectionrefused'));
    await page.getByLabel('Display Name').fill('Fern Elsewhere');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectSaidOnceInTheForm(page, 'Failed to update profile');
  });

  test("'Email already in use' is said once, with the way to log in or reset the password", async ({
    shop,
  }) => {
    const account = await createAccount('in-use');
    const page = await shop.open({ allowConsoleErrors: [/Failed to load resource/] });
    await page.goto('/signup');
    await page.getByLabel('Full Name', { exact: true }).fill('Fern Again');
    await page.getByLabel('Email Address', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Create Account', exact: true }).click();
    await expectSaidOnceInTheForm(page, 'Email already in use');

    await formAlert(page).getByRole('button', { name: 'reset your password' }).click();
    await toast(page, 'Password reset email sent! Check your inbox.').waitFor();
    await expect
      .poll(async () => (await emulatorOobCodes()).some(({ email }) => email === account.email), {
        message: 'a reset email for the address in use',
      })
      .toBe(true);

    await page.getByRole('button', { name: 'Create Account', exact: true }).click();
    await expect(formAlert(page)).toContainText('Email already in use');
    await formAlert(page).getByRole('link', { name: 'Log in' }).click();
    await expectPath(page, '/login');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await toast(page, 'Logged in successfully!').waitFor();
  });

  test('hearts tapped while signed out are said to have joined the wishlist at sign-in', async ({
    shop,
  }) => {
    const [first, second] = plants.slice(0, 2) as [PlantRecordJson, PlantRecordJson];
    const account = await createAccount('hearts-kept');
    const page = await shop.open();
    await page.goto('/plants');
    for (const plant of [first, second]) {
      await page.getByRole('button', { name: `Save ${plant.plantName} to wishlist` }).click();
      await expect(
        page.getByRole('button', { name: `Save ${plant.plantName} to wishlist` }),
      ).toHaveAttribute('aria-pressed', 'true');
    }
    await page.goto('/login');
    await submitLogin(page, account);
    await toast(page, 'The 2 plants you saved while signed out are now in your wishlist').waitFor();
  });

  test('a long search wraps inside the page', async ({ page }) => {
    const query = 'monsteradeliciosa'.repeat(18).slice(0, 300);
    await page.goto(`/plants?q=${query}`);
    await page.getByText(/^No plants match/).waitFor();
    const width = page.viewportSize()!.width;
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(
      overflow,
      `the page's width with a ${query.length}-character search`,
    ).toBeLessThanOrEqual(width);
  });
});
