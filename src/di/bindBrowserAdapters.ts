import type { Container } from 'inversify';
import type { CartStoragePort } from '../modules/cart/application/CartStoragePort';
import { LocalStorageCartStorage } from '../modules/cart/infrastructure/LocalStorageCartStorage';
import type { PlantCatalogPort } from '../modules/plants/application/PlantCatalogPort';
import { FetchPlantCatalog } from '../modules/plants/infrastructure/FetchPlantCatalog';
import { DEFAULT_AVATAR_PATH } from '../modules/auth/domain/User';
import { INFRASTRUCTURE_TOKENS } from './infrastructureTokens';
import { APP_TOKENS, PORTS } from './tokens';

/**
 * The adapters every browser environment shares: plants.json over fetch and
 * the cart in localStorage. `baseUrl` is the site's base (Vite's BASE_URL
 * resolved against the page), so the shop works under a sub-path too.
 */
export function bindBrowserAdapters(container: Container, baseUrl: string): void {
  container
    .bind(INFRASTRUCTURE_TOKENS.PlantCatalogUrl)
    .toConstantValue(new URL('plants.json', baseUrl).href);
  container.bind(INFRASTRUCTURE_TOKENS.Fetch).toConstantValue(globalThis.fetch.bind(globalThis));
  container.bind(INFRASTRUCTURE_TOKENS.StorageProvider).toConstantValue(() => window.localStorage);
  container.bind(INFRASTRUCTURE_TOKENS.StorageEventSource).toConstantValue(window);
  container.bind<PlantCatalogPort>(PORTS.PlantCatalogPort).to(FetchPlantCatalog).inSingletonScope();
  container
    .bind<CartStoragePort>(PORTS.CartStoragePort)
    .to(LocalStorageCartStorage)
    .inSingletonScope();
  container
    .bind(APP_TOKENS.DefaultAvatarUrl)
    .toConstantValue(new URL(DEFAULT_AVATAR_PATH, baseUrl).href);
}
