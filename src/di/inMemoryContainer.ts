import { Container } from 'inversify';
import type { AuthPort } from '@/modules/auth/application/AuthPort';
import { InMemoryAuth } from '@/modules/auth/infrastructure/InMemoryAuth';
import type { CartStoragePort } from '@/modules/cart/application/CartStoragePort';
import { InMemoryCartStorage } from '@/modules/cart/infrastructure/InMemoryCartStorage';
import type { PlantCatalogPort } from '@/modules/plants/application/PlantCatalogPort';
import { InMemoryPlantCatalog } from '@/modules/plants/infrastructure/InMemoryPlantCatalog';
import { bindStores } from './bindStores';
import { bindUseCases } from './bindUseCases';
import { APP_TOKENS, PORTS } from './tokens';

export interface InMemoryAdapters {
  readonly auth?: AuthPort;
  readonly catalog?: PlantCatalogPort;
  readonly cartStorage?: CartStoragePort;
}

/**
 * Composition root for tests and demos: every port held in memory, any of
 * them replaceable by the caller (docs/guides/swap-an-adapter.md).
 */
export function createInMemoryContainer(adapters: InMemoryAdapters = {}): Container {
  const container = new Container();
  container.bind(PORTS.AuthPort).toConstantValue(adapters.auth ?? new InMemoryAuth());
  container
    .bind(PORTS.PlantCatalogPort)
    .toConstantValue(adapters.catalog ?? new InMemoryPlantCatalog());
  container
    .bind(PORTS.CartStoragePort)
    .toConstantValue(adapters.cartStorage ?? new InMemoryCartStorage());
  container.bind(APP_TOKENS.DefaultAvatarUrl).toConstantValue('/images/default-avatar.svg');
  bindStores(container);
  bindUseCases(container);
  return container;
}
