import type { Container } from 'inversify';
import { LocalStorageCartStorage } from '@/modules/cart/infrastructure/LocalStorageCartStorage';
import { FetchPlantCatalog } from '@/modules/plants/infrastructure/FetchPlantCatalog';
import { DEFAULT_AVATAR_PATH } from '@/modules/auth/domain/User';
import { BrowserConnectivity } from '@/modules/offline/infrastructure/BrowserConnectivity';
import {
  ServiceWorkerAppUpdate,
  type WorkboxWindow,
} from '@/modules/updates/infrastructure/ServiceWorkerAppUpdate';
import { singleton } from './singleton';
import { APP_TOKENS, PORTS } from './tokens';
import { plantSearchEngine } from './plantSearchEngine';

/** Resolves once the page has loaded: the offline worker's code waits until then. */
function pageLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/**
 * How long after the first page's load event the offline worker is registered. Installing it
 * precaches the whole shop and the browser compiles the scripts it stores; begun at the load
 * event, that work overlapped the first page's own and delayed its largest paint; with the wait,
 * the page loads as it does without a worker (the figures: ADR 0019). The worker serves the next
 * visit, so it waits.
 */
export const WORKER_REGISTRATION_DELAY_MS = 5000;

/**
 * The service worker vite-plugin-pwa makes: dist/sw.js in a build; under the dev server, only
 * when LEAFY_SW_DEV=1 asks for it (vite.config.ts), its dev-sw.js, a module.
 */
const OFFLINE_WORKER: { script: string; type: WorkerType } | null = import.meta.env.PROD
  ? { script: 'sw.js', type: 'classic' }
  : import.meta.env.LEAFY_SW_DEV
    ? { script: 'dev-sw.js?dev-sw', type: 'module' }
    : null;

/**
 * workbox-window's `Workbox` for the shop's worker, fetched once the first page has loaded and
 * settled, so that it is not on the first load's path.
 */
async function loadWorkbox(
  worker: { script: string; type: WorkerType },
  baseUrl: string,
): Promise<WorkboxWindow> {
  await pageLoaded();
  await new Promise((resolve) => setTimeout(resolve, WORKER_REGISTRATION_DELAY_MS));
  const { Workbox } = await import('workbox-window');
  return new Workbox(new URL(worker.script, baseUrl).href, { type: worker.type });
}

/**
 * The adapters every browser environment shares: plants.json over fetch and
 * the cart in localStorage, each a plain class built here from the browser's
 * objects (docs/adr/0015-one-binding-style-factories.md); and, for working
 * offline (ADR 0019), the browser's connectivity and the service worker's
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
  singleton(container, PORTS.PlantSearchEnginePort, () => plantSearchEngine());
  singleton(
    container,
    PORTS.CartStoragePort,
    () => new LocalStorageCartStorage(() => window.localStorage, window),
  );
  singleton(container, PORTS.ConnectivityPort, () => new BrowserConnectivity(window));
  const worker = 'serviceWorker' in navigator ? OFFLINE_WORKER : null;
  singleton(
    container,
    PORTS.AppUpdatePort,
    () =>
      new ServiceWorkerAppUpdate({
        loadWorkbox: worker && (() => loadWorkbox(worker, baseUrl)),
        reload: () => window.location.reload(),
        askServer: () => fetch(window.location.href, { method: 'HEAD', cache: 'no-store' }),
        // A script that ends at once, in the worker's scope: public/take-over-nudge.js says why.
        askToActivate: () => new Worker(new URL('take-over-nudge.js', baseUrl)),
      }),
  );
  container
    .bind(APP_TOKENS.DefaultAvatarUrl)
    .toConstantValue(new URL(DEFAULT_AVATAR_PATH, baseUrl).href);
}
