import { Container } from 'inversify';
import type { AuthPort } from '@/modules/auth/application/AuthPort';
import { DEFAULT_AVATAR_PATH } from '@/modules/auth/domain/User';
import { InMemoryAuth } from '@/modules/auth/infrastructure/InMemoryAuth';
import type { CartStoragePort } from '@/modules/cart/application/CartStoragePort';
import { InMemoryCartStorage } from '@/modules/cart/infrastructure/InMemoryCartStorage';
import type { PlantCatalogPort } from '@/modules/plants/application/PlantCatalogPort';
import type { PlantSearchEnginePort } from '@/modules/plants/application/PlantSearchEnginePort';
import { InMemoryPlantCatalog } from '@/modules/plants/infrastructure/InMemoryPlantCatalog';
import type { ConnectivityPort } from '@/modules/offline/application/ConnectivityPort';
import { InMemoryConnectivity } from '@/modules/offline/infrastructure/InMemoryConnectivity';
import type { PreviewBackendPort } from '@/modules/preview/application/PreviewBackendPort';
import type { AppUpdatePort } from '@/modules/updates/application/AppUpdatePort';
import { InMemoryAppUpdate } from '@/modules/updates/infrastructure/InMemoryAppUpdate';
import { authModule } from './modules/authModule';
import { cartModule } from './modules/cartModule';
import { offlineModule } from './modules/offlineModule';
import { plantsModule } from './modules/plantsModule';
import { previewModule } from './modules/previewModule';
import { updatesModule } from './modules/updatesModule';
import { plantSearchEngine } from './plantSearchEngine';
import { startApplication } from './startApplication';

export interface InMemoryAdapters {
  readonly auth?: AuthPort;
  readonly catalog?: PlantCatalogPort;
  /** The shop's own: the worker's code on a MessageChannel, the plain search its fallback. */
  readonly searchEngine?: PlantSearchEnginePort;
  readonly cartStorage?: CartStoragePort;
  /** Online unless a test says otherwise. */
  readonly connectivity?: ConnectivityPort;
  /** No new version waits unless a test deploys one. */
  readonly appUpdate?: AppUpdatePort;
  /** No backend to watch, as in production, unless a test gives one: the banner says nothing. */
  readonly previewBackend?: PreviewBackendPort;
}

/**
 * Composition root for tests and demos: every module with its ports held in memory, any of them
 * replaceable by the caller (docs/guides/swap-an-adapter.md). Like the browser's root, it starts
 * what lives as long as the page (startApplication).
 */
export function createInMemoryContainer(adapters: InMemoryAdapters = {}): Container {
  const container = new Container();
  container.load(
    authModule({
      auth: () => adapters.auth ?? new InMemoryAuth(),
      // The stock avatar under the site's root, as the browser root resolves it against its base.
      defaultAvatarUrl: `/${DEFAULT_AVATAR_PATH}`,
    }),
    cartModule({ cartStorage: () => adapters.cartStorage ?? new InMemoryCartStorage() }),
    plantsModule({
      catalog: () => adapters.catalog ?? new InMemoryPlantCatalog(),
      searchEngine: () => adapters.searchEngine ?? plantSearchEngine(),
    }),
    offlineModule({ connectivity: () => adapters.connectivity ?? new InMemoryConnectivity() }),
    updatesModule({ appUpdate: () => adapters.appUpdate ?? new InMemoryAppUpdate() }),
    previewModule({ previewBackend: () => adapters.previewBackend ?? null }),
  );
  startApplication(container);
  return container;
}
