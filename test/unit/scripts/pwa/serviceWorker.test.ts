// What the generated service worker caches, read from the options Workbox builds it
// from (scripts/pwa/serviceWorker.mjs). The route matchers are copied into dist/sw.js as source
// text, so they are checked here as the worker will run them: rebuilt from their text alone.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ARTWORK_MAX_AGE_SECONDS,
  ARTWORK_MAX_ENTRIES,
  CATALOGUE_NETWORK_TIMEOUT_SECONDS,
  PLANTS_JSON_SAVED_COPY,
  pwaOptions,
} from '../../../../scripts/pwa/serviceWorker.mjs';

const ROOT = join(import.meta.dirname, '../../../..');
const SHOP = 'https://leafy.example';

interface MatchContext {
  url: URL;
  sameOrigin: boolean;
  request: { destination: string };
}
type Matcher = (context: MatchContext) => boolean;

interface Route {
  urlPattern: unknown;
  handler: string;
  options: Record<string, unknown>;
}

const options = pwaOptions({ root: ROOT });
const workbox = options.workbox as unknown as {
  runtimeCaching: Route[];
  globPatterns: string[];
  navigateFallback: string;
  navigateFallbackDenylist: RegExp[];
  additionalManifestEntries: { url: string; revision: string }[];
  clientsClaim: boolean;
  skipWaiting: boolean;
};

/** A matcher as dist/sw.js holds it: its source text, with nothing of this module around it. */
function asInTheWorker(route: Route): Matcher {
  expect(typeof route.urlPattern).toBe('function');
  return new Function(`return (${String(route.urlPattern)});`)() as Matcher;
}

const catalogueRoute = workbox.runtimeCaching.find((route) => route.handler === 'NetworkFirst')!;
const artworkRoute = workbox.runtimeCaching.find((route) => route.handler === 'CacheFirst')!;

function request(href: string, destination = ''): MatchContext {
  const url = new URL(href);
  return { url, sameOrigin: url.origin === SHOP, request: { destination } };
}

/** Everything the shop asks Firebase and Google for, in production and on the emulator. */
const IDENTITY_REQUESTS: MatchContext[] = [
  request('https://identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=k'),
  request('https://securetoken.googleapis.com/v1/token?key=k'),
  request('https://apis.google.com/js/api.js', 'script'),
  request('https://demo-plants.firebaseapp.com/__/auth/iframe?apiKey=k', 'iframe'),
  request('https://www.googleapis.com/identitytoolkit/v3/relyingparty/getProjectConfig'),
  request('https://lh3.googleusercontent.com/a/photo.jpg', 'image'),
  request('http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:lookup'),
  request('http://127.0.0.1:9099/emulator/v1/projects/demo-plants/config'),
];

describe('the offline worker', () => {
  it('waits for the shopper before a new version takes over, and keeps a first visit from then on', () => {
    expect(options.registerType).toBe('prompt');
    expect(options.strategies).toBe('generateSW');
    expect(options.filename).toBe('sw.js');
    expect(workbox.skipWaiting).toBe(false);
    expect(workbox.clientsClaim).toBe(true);
  });

  it('is off under the dev server unless asked for', () => {
    expect(options.devOptions?.enabled).toBe(false);
    expect(pwaOptions({ root: ROOT, devWorker: true }).devOptions?.enabled).toBe(true);
  });

  it('precaches the app shell and every chunk, never the catalogue or the artwork themselves', () => {
    expect(workbox.globPatterns).toContain('**/*.{js,css,html,webmanifest}');
    expect(workbox.globPatterns).toContain('icons/*.png');
    for (const pattern of workbox.globPatterns) {
      expect(pattern).not.toMatch(/plants\.json|images\/(plants|hero|experts)/);
    }
  });

  it('precaches plants.json as deployed under its own address, the network-first route’s fallback', () => {
    const catalogue = readFileSync(join(ROOT, 'public', 'plants.json'));
    expect(workbox.additionalManifestEntries).toEqual([
      {
        url: PLANTS_JSON_SAVED_COPY,
        revision: createHash('md5').update(catalogue).digest('hex'),
      },
    ]);
    expect(PLANTS_JSON_SAVED_COPY).not.toBe('plants.json');
    expect(catalogueRoute.options.precacheFallback).toEqual({
      fallbackURL: PLANTS_JSON_SAVED_COPY,
    });
  });

  it('plants.json: network first, the saved copy after a short wait', () => {
    const matches = asInTheWorker(catalogueRoute);
    expect(matches(request(`${SHOP}/plants.json`, ''))).toBe(true);
    expect(matches(request(`${SHOP}/shop/plants.json`))).toBe(true);
    expect(matches(request(`${SHOP}/plants`, 'document'))).toBe(false);
    expect(matches(request('https://elsewhere.example/plants.json'))).toBe(false);
    expect(catalogueRoute.options.networkTimeoutSeconds).toBe(CATALOGUE_NETWORK_TIMEOUT_SECONDS);
    expect(CATALOGUE_NETWORK_TIMEOUT_SECONDS).toBeLessThanOrEqual(5);
    expect(catalogueRoute.options.cacheableResponse).toEqual({ statuses: [200] });
  });

  it('the artwork: cache first, bounded in entries and age', () => {
    const matches = asInTheWorker(artworkRoute);
    expect(matches(request(`${SHOP}/images/plants/zz-plant.svg`, 'image'))).toBe(true);
    expect(matches(request(`${SHOP}/images/hero/hero-1-960.webp`, 'image'))).toBe(true);
    expect(matches(request(`${SHOP}/images/plants/zz-plant.svg`, ''))).toBe(false);
    expect(matches(request(`${SHOP}/assets/index.js`, 'script'))).toBe(false);
    expect(artworkRoute.options.expiration).toEqual({
      maxEntries: ARTWORK_MAX_ENTRIES,
      maxAgeSeconds: ARTWORK_MAX_AGE_SECONDS,
      purgeOnQuotaError: true,
    });
    expect(ARTWORK_MAX_ENTRIES).toBeGreaterThan(28 + 3 + 4 + 2);
  });

  it('never routes a Firebase or Google request (nor a shopper’s photo from elsewhere) through a cache', () => {
    expect(workbox.runtimeCaching).toHaveLength(2);
    for (const route of workbox.runtimeCaching) {
      const matches = asInTheWorker(route);
      for (const identity of IDENTITY_REQUESTS) {
        expect(matches(identity), `${route.handler} ${identity.url.href}`).toBe(false);
      }
    }
  });

  it('opens every page of the shop from the precached index.html, but not Firebase’s /__/ paths nor a file', () => {
    expect(workbox.navigateFallback).toBe('index.html');
    const denied = (path: string) =>
      workbox.navigateFallbackDenylist.some((pattern) => pattern.test(path));
    for (const page of ['/', '/plants', '/plants?q=fern&sort=price-asc', '/plant/3', '/cart']) {
      expect(denied(page), page).toBe(false);
    }
    for (const path of ['/__/auth/handler', '/__/auth/iframe', '/sw.js', '/plants.json']) {
      expect(denied(path), path).toBe(true);
    }
  });
});
