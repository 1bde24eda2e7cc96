import { Container, type ContainerModule } from 'inversify';
import { DEFAULT_AVATAR_PATH } from '@/modules/auth/domain/User';
import { FirebaseAuth } from '@/modules/auth/infrastructure/FirebaseAuth';
import { createFirebaseAuth } from '@/modules/auth/infrastructure/FirebaseAuthClient';
import { LocalStorageCartStorage } from '@/modules/cart/infrastructure/LocalStorageCartStorage';
import { BrowserConnectivity } from '@/modules/offline/infrastructure/BrowserConnectivity';
import { FetchPlantCatalog } from '@/modules/plants/infrastructure/FetchPlantCatalog';
import { HttpPreviewBackend } from '@/modules/preview/infrastructure/HttpPreviewBackend';
import {
  ServiceWorkerAppUpdate,
  type WorkboxWindow,
} from '@/modules/updates/infrastructure/ServiceWorkerAppUpdate';
import {
  emulatorStatusUrl,
  resolveFirebaseEnvironment,
  type EnvironmentVariables,
  type FirebaseEnvironment,
} from './firebaseConfig';
import { authModule } from './modules/authModule';
import { cartModule } from './modules/cartModule';
import { offlineModule } from './modules/offlineModule';
import { plantsModule } from './modules/plantsModule';
import { plantSearchEngine } from './plantSearchEngine';
import { previewModule } from './modules/previewModule';
import { updatesModule } from './modules/updatesModule';
import { startApplication } from './startApplication';

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
 * Every module with the browser's adapters, each a plain class built on first use from the
 * browser's objects (docs/adr/0015-one-binding-style-factories.md): Firebase Auth (the emulator
 * when local), plants.json over fetch, the lists in localStorage, the browser's connectivity and
 * the service worker's updates (ADR 0019), and the preview banner's watch on the emulator, where
 * there is one. `baseUrl` is the site's base (Vite's BASE_URL resolved against the page), so the
 * shop works under a sub-path too.
 */
export function browserModules(
  environment: FirebaseEnvironment,
  baseUrl: string,
): ContainerModule[] {
  const fetchFn = globalThis.fetch.bind(globalThis);
  const worker = 'serviceWorker' in navigator ? OFFLINE_WORKER : null;
  return [
    authModule({
      auth: () => new FirebaseAuth(createFirebaseAuth(environment)),
      defaultAvatarUrl: new URL(DEFAULT_AVATAR_PATH, baseUrl).href,
    }),
    cartModule({
      cartStorage: () => new LocalStorageCartStorage(() => window.localStorage, window),
    }),
    plantsModule({
      catalog: () => new FetchPlantCatalog(new URL('plants.json', baseUrl).href, fetchFn),
      searchEngine: () => plantSearchEngine(),
    }),
    offlineModule({ connectivity: () => new BrowserConnectivity(window) }),
    updatesModule({
      appUpdate: () =>
        new ServiceWorkerAppUpdate({
          loadWorkbox: worker && (() => loadWorkbox(worker, baseUrl)),
          reload: () => window.location.reload(),
          askServer: () => fetch(window.location.href, { method: 'HEAD', cache: 'no-store' }),
          // A script that ends at once, in the worker's scope: public/take-over-nudge.js says why.
          askToActivate: () => new Worker(new URL('take-over-nudge.js', baseUrl)),
        }),
    }),
    previewModule({
      previewBackend: () =>
        environment.mode === 'local'
          ? new HttpPreviewBackend({ url: emulatorStatusUrl(environment), fetch: fetchFn })
          : null,
    }),
  ];
}

/**
 * The browser's composition root: the real Firebase project when the VITE_FIREBASE_* variables
 * are set, otherwise the local Auth emulator with the preview banner (see .env.example). Call
 * once, before rendering: it also starts what lives as long as the page (startApplication).
 */
export function createBrowserContainer(env: EnvironmentVariables = import.meta.env): Container {
  const environment = resolveFirebaseEnvironment(env);
  const container = new Container();
  container.load(
    ...browserModules(environment, new URL(import.meta.env.BASE_URL, window.location.href).href),
  );
  startApplication(container);
  return container;
}
