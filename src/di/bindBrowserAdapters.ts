import type { Container } from 'inversify';
import type { CartStoragePort } from '@/modules/cart/application/CartStoragePort';
import { LocalStorageCartStorage } from '@/modules/cart/infrastructure/LocalStorageCartStorage';
import type { PlantCatalogPort } from '@/modules/plants/application/PlantCatalogPort';
import { FetchPlantCatalog } from '@/modules/plants/infrastructure/FetchPlantCatalog';
import { DEFAULT_AVATAR_PATH } from '@/modules/auth/domain/User';
import { APP_TOKENS, PORTS } from './tokens';

/**
 * The adapters every browser environment shares: plants.json over fetch and
 * the cart in localStorage, each a plain class built here from the browser's
 * objects (docs/adr/0015-one-binding-style-factories.md). `baseUrl` is the
 * site's base (Vite's BASE_URL resolved against the page), so the shop works
 * under a sub-path too.
 */
export function bindBrowserAdapters(container: Container, baseUrl: string): void {
  const plantCatalogUrl = new URL('plants.json', baseUrl).href;
  const fetchFn = globalThis.fetch.bind(globalThis);
  container
    .bind<PlantCatalogPort>(PORTS.PlantCatalogPort)
    .toDynamicValue(() => new FetchPlantCatalog(plantCatalogUrl, fetchFn))
    .inSingletonScope();
  container
    .bind<CartStoragePort>(PORTS.CartStoragePort)
    .toDynamicValue(() => new LocalStorageCartStorage(() => window.localStorage, window))
    .inSingletonScope();
  container
    .bind(APP_TOKENS.DefaultAvatarUrl)
    .toConstantValue(new URL(DEFAULT_AVATAR_PATH, baseUrl).href);
}
