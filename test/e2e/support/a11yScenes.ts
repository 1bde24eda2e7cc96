// Every route and state the accessibility scan and the screenshots cover: each scene
// says where to go, what to store first (cart, wishlist), what proves the page is ready, and how
// to put it in its state (errors shown, edit mode, tab chosen...).
import type { Page } from '@playwright/test';
import {
  LOW_STOCK_PLANT,
  OUT_OF_STOCK_PLANT,
  PLANTS,
  STOCKED_PLANT,
  UNKNOWN_PLANT_ID,
  type StoredShopping,
} from './a11y';

export interface Scene {
  /** File-name safe: `test/e2e/screenshots/<name>-<width>.png`. */
  readonly name: string;
  readonly path: string;
  readonly signedIn: boolean;
  readonly shopping?: StoredShopping;
  /** Resolves once the page shows what the scene is about. */
  readonly ready: (page: Page) => Promise<void>;
  /** Puts the loaded page in the scene's state (mouse and keyboard allowed here). */
  readonly prepare?: (page: Page) => Promise<void>;
  /**
   * False when the axe scan of another scene covers this one (same components, another datum):
   * the scan is the slow part, the screenshot is still taken.
   */
  readonly axe?: boolean;
  /**
   * False when the pictures would repeat another scene's (the same page, only the top bar differs:
   * the signed-in bar shows on every other signed-in picture).
   */
  readonly shots?: boolean;
}

const heading = (page: Page, name: string | RegExp, level?: number) =>
  page
    .getByRole('heading', { name, exact: typeof name === 'string', level })
    .first()
    .waitFor();

const homeReady = async (page: Page) => {
  await heading(page, 'Popular Plants');
  await page.getByRole('region', { name: 'Popular Plants' }).getByRole('article').first().waitFor();
};

const plantsReady = async (page: Page) => {
  await heading(page, 'All Plants', 1);
  await page.getByRole('article').first().waitFor();
};

/** A cart with three lines, one at its stock limit (plus disabled), and a wishlist with an item
 * that can move and one out of stock (Move to Cart disabled, with its note). */
export const CART_WITH_LINES: StoredShopping = {
  cart: [
    { plantId: STOCKED_PLANT.plantId, quantity: 1 },
    { plantId: LOW_STOCK_PLANT.plantId, quantity: LOW_STOCK_PLANT.availableStock },
    { plantId: PLANTS[1]!.plantId, quantity: 2 },
  ],
  wishlist: [PLANTS[4]!.plantId, OUT_OF_STOCK_PLANT.plantId],
};

export const CART_UNDER_FREE_SHIPPING: StoredShopping = {
  cart: [
    {
      plantId: PLANTS.find((plant) => plant.price < 25 && plant.availableStock > 2)!.plantId,
      quantity: 1,
    },
  ],
  wishlist: [],
};

const cartReady = async (page: Page) => {
  await heading(page, 'My Cart', 1);
  await page
    .getByRole('tabpanel')
    .filter({ has: page.getByRole('heading') })
    .first()
    .waitFor();
};

export const SIGNED_OUT_SCENES: readonly Scene[] = [
  { name: 'home', path: '/', signedIn: false, ready: homeReady },
  { name: 'plants', path: '/plants', signedIn: false, ready: plantsReady },
  {
    name: 'login-errors',
    path: '/login',
    signedIn: false,
    ready: (page) => heading(page, 'Welcome Back'),
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await page.getByText('Email is required').waitFor();
    },
  },
  {
    name: 'signup-checklist',
    path: '/signup',
    signedIn: false,
    ready: (page) => heading(page, 'Create Your Account'),
    prepare: async (page) => {
      // Some rules met, some not, and the required-field errors shown.
      await page.getByLabel('Password', { exact: true }).fill('leaf');
      await page.getByRole('button', { name: 'Create Account', exact: true }).click();
      await page.getByText('Name is required').waitFor();
    },
  },
  {
    name: 'not-found',
    path: '/no-such-page',
    signedIn: false,
    ready: (page) => heading(page, /404/),
  },
];

export const SIGNED_IN_SCENES: readonly Scene[] = [
  { name: 'home-signed-in', path: '/', signedIn: true, shots: false, ready: homeReady },
  { name: 'plants-signed-in', path: '/plants', signedIn: true, shots: false, ready: plantsReady },
  {
    name: `plant-${STOCKED_PLANT.plantId}`,
    path: `/plant/${STOCKED_PLANT.plantId}`,
    signedIn: true,
    ready: (page) => heading(page, STOCKED_PLANT.plantName, 1),
  },
  {
    name: `plant-${LOW_STOCK_PLANT.plantId}-low-stock`,
    path: `/plant/${LOW_STOCK_PLANT.plantId}`,
    signedIn: true,
    ready: (page) => heading(page, LOW_STOCK_PLANT.plantName, 1),
  },
  {
    name: `plant-${OUT_OF_STOCK_PLANT.plantId}-out-of-stock`,
    path: `/plant/${OUT_OF_STOCK_PLANT.plantId}`,
    signedIn: true,
    ready: (page) => heading(page, OUT_OF_STOCK_PLANT.plantName, 1),
  },
  {
    name: 'plant-not-found',
    path: `/plant/${UNKNOWN_PLANT_ID}`,
    signedIn: true,
    ready: (page) => heading(page, 'Plant Not Found', 1),
  },
  {
    name: 'cart-lines',
    path: '/cart',
    signedIn: true,
    axe: false, // scanned with its toasts open (accessibility.e2e.ts), the same lines and summary
    shopping: CART_WITH_LINES,
    ready: async (page) => {
      await cartReady(page);
      await heading(page, 'Order Summary');
    },
  },
  {
    name: 'cart-free-shipping-hint',
    path: '/cart',
    signedIn: true,
    axe: false, // cart-lines scans the same lines and summary
    shopping: CART_UNDER_FREE_SHIPPING,
    ready: async (page) => {
      await cartReady(page);
      await page.getByText(/more for free shipping/).waitFor();
    },
  },
  {
    name: 'cart-empty',
    path: '/cart',
    signedIn: true,
    shopping: { cart: [], wishlist: [] },
    ready: (page) => heading(page, 'Your cart is empty'),
  },
  {
    name: 'cart-wishlist',
    path: '/cart?tab=wishlist',
    signedIn: true,
    axe: false, // scanned with its toast open (accessibility.e2e.ts), the same items
    shopping: CART_WITH_LINES,
    ready: async (page) => {
      await cartReady(page);
      await page.getByRole('button', { name: 'Move to Cart' }).first().waitFor();
    },
  },
  {
    name: 'cart-wishlist-empty',
    path: '/cart?tab=wishlist',
    signedIn: true,
    axe: false, // the same empty state as cart-empty
    shots: false, // the same picture as cart-empty, the other tab chosen
    shopping: { cart: [], wishlist: [] },
    ready: (page) => heading(page, 'Your wishlist is empty'),
  },
  {
    name: 'profile',
    path: '/profile',
    signedIn: true,
    ready: async (page) => {
      await heading(page, 'My Profile', 1);
      await page.getByRole('button', { name: 'Edit Profile' }).waitFor();
    },
  },
  {
    name: 'profile-edit-errors',
    path: '/profile',
    signedIn: true,
    ready: (page) => page.getByRole('button', { name: 'Edit Profile' }).waitFor(),
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Edit Profile' }).click();
      await page.getByLabel('Display Name', { exact: true }).fill('');
      await page.getByLabel('Photo URL', { exact: true }).fill('not a url');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await page.getByText('Name is required').waitFor();
    },
  },
  {
    name: 'profile-edit',
    path: '/profile',
    signedIn: true,
    axe: false, // profile-edit-errors scans the same form, with its errors
    shots: false, // profile-edit-errors pictures the same form, with its errors
    ready: (page) => page.getByRole('button', { name: 'Edit Profile' }).waitFor(),
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Edit Profile' }).click();
      await page.getByLabel('Display Name', { exact: true }).waitFor();
    },
  },
  {
    name: 'not-found-signed-in',
    path: '/no-such-page',
    signedIn: true,
    shots: false,
    ready: (page) => heading(page, /404/),
  },
];

export const ALL_SCENES: readonly Scene[] = [...SIGNED_OUT_SCENES, ...SIGNED_IN_SCENES];

/** The scenes in runs of `size`, in list order: each run is one test whose scenes load side by side. */
export function inRuns<T>(items: readonly T[], size: number): T[][] {
  const runs: T[][] = [];
  for (let start = 0; start < items.length; start += size)
    runs.push(items.slice(start, start + size));
  return runs;
}

/**
 * Runs every scene at once (each in its own browser context), waits for all of them, and fails
 * with every scene that failed, by name. Pages side by side keep both CPU cores busy: a lone page
 * leaves one waiting on the other (the test's Node process, or the renderer).
 */
export async function allScenes(
  scenes: readonly Scene[],
  run: (scene: Scene) => Promise<void>,
): Promise<void> {
  const results = await Promise.allSettled(scenes.map((scene) => run(scene)));
  const failures = results.flatMap((result, index) =>
    result.status === 'rejected'
      ? [`${scenes[index]!.name}: ${(result.reason as Error)?.stack ?? String(result.reason)}`]
      : [],
  );
  if (failures.length === 1) throw new Error(failures[0]);
  if (failures.length)
    throw new Error(`${failures.length} scenes failed:\n\n${failures.join('\n\n')}`);
}

export const sceneTitle = (scenes: readonly Scene[]) =>
  scenes.map((scene) => `${scene.name} (${scene.path})`).join(', ');
