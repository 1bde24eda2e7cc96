// Debian Chromium for the bench: the project's flags (scripts/ensure-browsers.mjs), outside hosts
// blocked, and a signed-in session on the emulator.
import { randomUUID } from 'node:crypto';
import { chromium } from 'playwright-core';
import { BROWSER_PACKAGES, CHROMIUM_ARGS as FLAGS } from '../scripts/ensure-browsers.mjs';
import { median as medianOf } from './interval.mjs';

/** The full chromium (docs/adr/0016): the bench's figures are about a shopper's browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || BROWSER_PACKAGES.full.path;

/** Lighthouse starts Chromium itself, so headless is a flag here. */
export const CHROMIUM_ARGS = ['--headless', ...FLAGS];

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

export const EMULATOR_URL = 'http://127.0.0.1:9099';
const API_KEY = 'demo-api-key'; // src/di/firebaseConfig.ts, the local project

export function launchBrowser() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

/**
 * A fresh context (empty cache and storage) on `baseURL`, desktop-sized unless told otherwise,
 * that aborts any request to a host other than the loopback one.
 * @param {import('playwright-core').Browser} browser
 */
export async function newContext(browser, baseURL, options = {}) {
  const context = await browser.newContext({
    baseURL: `${baseURL}/`,
    viewport: { width: 1280, height: 900 },
    locale: 'en-US',
    timezoneId: 'UTC',
    serviceWorkers: 'block',
    ...options,
  });
  context.setDefaultTimeout(30_000);
  await context.route('**/*', (route) => {
    let host = '';
    try {
      host = new URL(route.request().url()).hostname;
    } catch {
      /* unparsable: block */
    }
    return LOCAL_HOSTS.has(host) ? route.continue() : route.abort('blockedbyclient');
  });
  return context;
}

/** A new account on the Auth emulator (its REST API), for the screens behind sign-in. */
export async function createEmulatorUser() {
  const email = `bench-${randomUUID().slice(0, 8)}@example.com`;
  const password = `Bench-${randomUUID()}`;
  const response = await fetch(
    `${EMULATOR_URL}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${API_KEY}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`emulator sign-up failed: ${await response.text()}`);
  return { email, password };
}

/**
 * Signs in through the shop's own /login form and returns the browser storage that holds the
 * session (Firebase keeps it in localStorage), for `browser.newContext({ storageState })`.
 * @param {import('playwright-core').Browser} browser
 */
export async function signedInStorageState(browser, baseURL) {
  const { email, password } = await createEmulatorUser();
  const context = await newContext(browser, baseURL);
  try {
    const page = await context.newPage();
    await page.goto('/login');
    await page.locator('#login-email').fill(email);
    await page.locator('#login-password').fill(password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** The median of the values that are numbers (a failed run's are not); null without any. */
export function median(values) {
  const numbers = values.filter((value) => typeof value === 'number');
  return numbers.length === 0 ? null : medianOf(numbers);
}
