// What a shopper does in the browser, shared by the hardening journeys (hosting-headers.e2e.ts,
// hardening.e2e.ts, two-tabs.e2e.ts): sign up through the UI with a fresh address on the shared
// Auth emulator (never wiped), log out, add a plant, and read the cart both as shown and as
// stored. Logging in is accounts.ts's logIn.
import type { Page } from '@playwright/test';
import { uniqueEmail } from '@test/support/uniqueEmail';
import { toast } from './accounts';

export const PASSWORD = 'Hardened1';

/** Signs up a new shopper through the sign-up page; resolves on the home page, signed in. */
export async function signUp(page: Page, label = 'shopper'): Promise<{ email: string }> {
  const email = uniqueEmail(label);
  await page.goto('/signup');
  await page.getByLabel('Full Name').fill('Hardy Fern');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await toast(page, 'Account created successfully!', { containing: true }).waitFor();
  await page.waitForURL((url) => url.pathname === '/');
  return { email };
}

export async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /account menu/ }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await toast(page, 'Logged out successfully!', { containing: true }).waitFor();
}

/** Opens a plant's detail page and adds it (quantity 1); resolves once the page confirms it. */
export async function addToCart(page: Page, plantId: number): Promise<void> {
  await page.goto(`/plant/${plantId}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByRole('button', { name: 'Added to cart!' }).waitFor();
}

export interface ShownLine {
  readonly name: string;
  readonly quantity: number;
}

/** The cart lines on the cart page (it must be open on the Cart tab), in order. */
export async function shownCart(page: Page): Promise<ShownLine[]> {
  const region = page.getByRole('region', { name: 'Items in your cart' });
  if ((await region.count()) === 0) return [];
  return region.getByRole('listitem').evaluateAll((items) =>
    items.map((item) => ({
      name: item.querySelector('h3')?.textContent?.trim() ?? '',
      quantity: Number(item.querySelector('output')?.textContent ?? NaN),
    })),
  );
}

/** The cart as stored in this page's local storage: name and quantity of each line. */
export async function storedCart(page: Page): Promise<ShownLine[]> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('cart');
    if (raw === null) return [];
    return (JSON.parse(raw) as { plantName: string; quantity: number }[]).map((line) => ({
      name: line.plantName,
      quantity: line.quantity,
    }));
  });
}
