import type { Container } from 'inversify';
import { LocalStorageCartStorage } from '@/modules/cart/infrastructure/LocalStorageCartStorage';
import { FetchPlantCatalog } from '@/modules/plants/infrastructure/FetchPlantCatalog';
import { DEFAULT_AVATAR_PATH } from '@/modules/auth/domain/User';
import { singleton } from './singleton';
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
  container
    .bind(APP_TOKENS.DefaultAvatarUrl)
    .toConstantValue(new URL(DEFAULT_AVATAR_PATH, baseUrl).href);
}
