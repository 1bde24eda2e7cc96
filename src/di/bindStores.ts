import type { Container } from 'inversify';
import { CartStore } from '../modules/cart/application/CartStore';
import { PricedCart } from '../modules/cart/application/PricedCart';
import { singleton } from './singleton';
import { PORTS, STORES, USE_CASES } from './tokens';

/**
 * Application-level stores: plain classes that hold state the screens watch
 * (`subscribe` and `getSnapshot`, for `useSyncExternalStore`), one per
 * container, built from whatever adapters the environment bound.
 */
export function bindStores(container: Container): void {
  const { CartStoragePort, PlantCatalogPort } = PORTS;
  singleton(container, STORES.CartStore, (get) => new CartStore(get(CartStoragePort)));
  singleton(
    container,
    STORES.PricedCart,
    (get) =>
      new PricedCart(get(STORES.CartStore), get(PlantCatalogPort), get(USE_CASES.AlignStoredLists)),
  );
}
