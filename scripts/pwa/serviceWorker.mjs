// The offline worker (docs/adr/0019-offline-with-a-generated-service-worker.md): the
// options of vite-plugin-pwa, which has Workbox generate dist/sw.js at build time. Nothing here is
// a service worker written by hand; what the worker does is this configuration:
//
// - precache: the app shell (index.html, every JavaScript and CSS file of the build, so every
//   route's chunk, the manifest, the icons, the logo, the favicon and the stock avatar), each
//   file under its revision, so a page never mixes the files of two versions;
// - navigations: the precached index.html (the SPA fallback), except Firebase's reserved /__/
//   paths and paths naming a file;
// - plants.json: network first, falling back after a short wait to the last copy fetched, and,
//   on a first visit, to the copy precached with this version (PLANTS_JSON_SAVED_COPY);
// - the artwork (/images/): cache first, bounded in entries and age;
// - nothing else is routed through the worker: the Firebase and Google endpoints are on other
//   origins and go straight to the network, never into a cache.
//
// registerType 'prompt': a new version waits until the shopper says Reload (src/ui/app/
// UpdatePrompt.tsx). The worker is off under the dev server unless LEAFY_SW_DEV=1 asks for it.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The catalogue's cache: the last plants.json fetched through the worker. */
export const CATALOGUE_CACHE = 'leafy-catalogue';
/** The artwork's cache. */
export const ARTWORK_CACHE = 'leafy-artwork';
/** How long plants.json may take before the worker answers with its saved copy. */
export const CATALOGUE_NETWORK_TIMEOUT_SECONDS = 3;
/** The artwork kept: more than every picture of the shop, for at most 30 days. */
export const ARTWORK_MAX_ENTRIES = 150;
export const ARTWORK_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/**
 * plants.json as deployed with this version, precached under its own address so that the
 * precache never answers for /plants.json itself (that is the network-first route's): the route
 * falls back to it when neither the network nor its own cache has the catalogue.
 */
export const PLANTS_JSON_SAVED_COPY = 'plants.json?saved-copy';

/** What the worker precaches, relative to dist/. */
export const PRECACHED = [
  '**/*.{js,css,html,webmanifest}',
  'icons/*.png',
  'favicon.svg',
  'images/logo.svg',
  'images/default-avatar.svg',
  'images/social-marks.svg',
];

/**
 * The options of vite-plugin-pwa for the shop.
 * @param {{ root: string, devWorker?: boolean }} options `devWorker`: also under `vite` (dev).
 * @returns {Partial<import('vite-plugin-pwa').VitePWAOptions>}
 */
export function pwaOptions({ root, devWorker = false }) {
  const catalogue = readFileSync(join(root, 'public', 'plants.json'));
  return {
    strategies: 'generateSW',
    filename: 'sw.js',
    registerType: 'prompt',
    // The shop registers the worker itself, after the first page (src/di/createBrowserContainer.ts).
    injectRegister: false,
    // public/manifest.webmanifest, linked by index.html; its icons are made by scripts/art/appIcons.mjs.
    manifest: false,
    devOptions: { enabled: devWorker, type: 'module', navigateFallback: 'index.html' },
    workbox: {
      globPatterns: PRECACHED,
      additionalManifestEntries: [
        {
          url: PLANTS_JSON_SAVED_COPY,
          revision: createHash('md5').update(catalogue).digest('hex'),
        },
      ],
      navigateFallback: 'index.html',
      navigateFallbackDenylist: [/^\/__\//, /\/[^/?]+\.[a-z0-9]+$/i],
      // A first visit: the worker controls the open page as soon as it is installed, so the
      // catalogue and artwork fetched from then on are kept.
      clientsClaim: true,
      // An update waits for the shopper's Reload (registerType 'prompt').
      skipWaiting: false,
      cleanupOutdatedCaches: true,
      // One file, sw.js: no workbox-<hash>.js beside it.
      inlineWorkboxRuntime: true,
      sourcemap: false,
      runtimeCaching: [
        {
          urlPattern: ({ sameOrigin, url }) => sameOrigin && url.pathname.endsWith('/plants.json'),
          handler: 'NetworkFirst',
          options: {
            cacheName: CATALOGUE_CACHE,
            networkTimeoutSeconds: CATALOGUE_NETWORK_TIMEOUT_SECONDS,
            expiration: { maxEntries: 1 },
            cacheableResponse: { statuses: [200] },
            precacheFallback: { fallbackURL: PLANTS_JSON_SAVED_COPY },
          },
        },
        {
          urlPattern: ({ sameOrigin, request, url }) =>
            sameOrigin && request.destination === 'image' && url.pathname.includes('/images/'),
          handler: 'CacheFirst',
          options: {
            cacheName: ARTWORK_CACHE,
            expiration: {
              maxEntries: ARTWORK_MAX_ENTRIES,
              maxAgeSeconds: ARTWORK_MAX_AGE_SECONDS,
              purgeOnQuotaError: true,
            },
            cacheableResponse: { statuses: [200] },
          },
        },
      ],
    },
  };
}
