import type { Container } from 'inversify';
import { LocalStorageCartStorage } from '@/modules/cart/infrastructure/LocalStorageCartStorage';
import { FetchPlantCatalog } from '@/modules/plants/infrastructure/FetchPlantCatalog';
import { DEFAULT_AVATAR_PATH } from '@/modules/auth/domain/User';
import { BrowserConnectivity } from '@/modules/offline/infrastructure/BrowserConnectivity';
import {
  ServiceWorkerAppUpdate,
  type RegisterServiceWorker,
  type TabStorage,
} from '@/modules/updates/infrastructure/ServiceWorkerAppUpdate';
import { singleton } from './singleton';
import { APP_TOKENS, PORTS } from './tokens';

/** Resolves once the page has loaded: the offline worker's code waits until then. */
function pageLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/** This tab's sessionStorage, or null where the browser refuses it (a privacy setting). */
function tabStorage(): TabStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * How long after the first page's load event the offline worker is registered. Installing it
 * precaches the whole shop (some 700 KiB) and the browser compiles the scripts it stores; begun
 * at the load event, that work overlapped the first page's own (Lighthouse, interleaved, medians
 * of 5: LCP +400 ms on / and +520 ms on /plants, /plants' main thread +700 ms; with the wait,
 * the same as without a worker). The worker serves the next visit, so it waits (ADR 0019).
 */
export const WORKER_REGISTRATION_DELAY_MS = 5000;

/**
 * vite-plugin-pwa's registration of the service worker it generates at build
 * time (off under the dev server unless asked for: vite.config.ts), fetched
 * once the first page has loaded and settled, so that it is not on the first load's path.
 */
async function loadServiceWorkerRegistration(): Promise<RegisterServiceWorker> {
  await pageLoaded();
  await new Promise((resolve) => setTimeout(resolve, WORKER_REGISTRATION_DELAY_MS));
  const { registerSW } = await import('virtual:pwa-register');
  return registerSW;
}

/**
 * The adapters every browser environment shares: plants.json over fetch and
 * the cart in localStorage, each a plain class built here from the browser's
 * objects (docs/adr/0015-one-binding-style-factories.md); and, for working
 * offline (issue 16), the browser's connectivity and the service worker's
 * updates. `baseUrl` is the site's base (Vite's
 * BASE_URL resolved against the page), so the shop works under a sub-path too.
 */
export function bindBrowserAdapters(container: Container, baseUrl: string): void {
  const plantCatalogUrl = new URL('plants.json', baseUrl).href;
  const fetchFn = globalThis.fetch.bind(globalThis);
  singleton(
    container,
    PORTS.PlantCatalogPort,
    () => new FetchPlantCatalog(plantCatalogUrl, fetchFn),
  );
  singleton(
    container,
    PORTS.CartStoragePort,
    () => new LocalStorageCartStorage(() => window.localStorage, window),
  );
  singleton(container, PORTS.ConnectivityPort, () => new BrowserConnectivity(window));
  // Built now, not on first use: a Reload that had to reload the page before the new version
  // took over goes on from the first moment of the page it opened (resumeRequestedUpdate).
  const appUpdate = new ServiceWorkerAppUpdate({
    loadRegister: loadServiceWorkerRegistration,
    serviceWorkers: 'serviceWorker' in navigator ? navigator.serviceWorker : null,
    reload: () => window.location.reload(),
    tabStorage: tabStorage(),
  });
  appUpdate.resumeRequestedUpdate();
  singleton(container, PORTS.AppUpdatePort, () => appUpdate);
  container
    .bind(APP_TOKENS.DefaultAvatarUrl)
    .toConstantValue(new URL(DEFAULT_AVATAR_PATH, baseUrl).href);
}
