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
import type { AppUpdatePort } from '@/modules/updates/application/AppUpdatePort';
import { InMemoryAppUpdate } from '@/modules/updates/infrastructure/InMemoryAppUpdate';
import { bindStores } from './bindStores';
import { bindUseCases } from './bindUseCases';
import { plantSearchEngine } from './plantSearchEngine';
import { startApplication } from './startApplication';
import { APP_TOKENS, PORTS } from './tokens';

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
}

/**
 * Composition root for tests and demos: every port held in memory, any of
 * them replaceable by the caller (docs/guides/swap-an-adapter.md). Like the
 * browser's root, it starts what lives as long as the page (startApplication).
 */
export function createInMemoryContainer(adapters: InMemoryAdapters = {}): Container {
  const container = new Container();
  container.bind(PORTS.AuthPort).toConstantValue(adapters.auth ?? new InMemoryAuth());
  container
    .bind(PORTS.PlantCatalogPort)
    .toConstantValue(adapters.catalog ?? new InMemoryPlantCatalog());
  container
    .bind(PORTS.PlantSearchEnginePort)
    .toConstantValue(adapters.searchEngine ?? plantSearchEngine());
  container
    .bind(PORTS.CartStoragePort)
    .toConstantValue(adapters.cartStorage ?? new InMemoryCartStorage());
  container
    .bind(PORTS.ConnectivityPort)
    .toConstantValue(adapters.connectivity ?? new InMemoryConnectivity());
  container
    .bind(PORTS.AppUpdatePort)
    .toConstantValue(adapters.appUpdate ?? new InMemoryAppUpdate());
  // The stock avatar under the site's root, as the browser roots resolve it against their base URL.
  container.bind(APP_TOKENS.DefaultAvatarUrl).toConstantValue(`/${DEFAULT_AVATAR_PATH}`);
  bindStores(container);
  bindUseCases(container);
  startApplication(container);
  return container;
}
