import type { Container } from 'inversify';
import { AlignStoredLists } from '@/modules/cart/application/AlignStoredLists';
import { CartStore } from '@/modules/cart/application/CartStore';
import { PricedCart } from '@/modules/cart/application/PricedCart';
import { SessionStore } from '@/modules/auth/application/SessionStore';
import { ConnectivityStore } from '@/modules/offline/application/ConnectivityStore';
import { PreviewStatusStore } from '@/modules/preview/application/PreviewStatusStore';
import { AppUpdateStore } from '@/modules/updates/application/AppUpdateStore';
import { UnsavedInput } from '@/modules/updates/application/UnsavedInput';
import { PREVIEW_TOKENS } from './previewTokens';
import { singleton } from './singleton';
import { PORTS, STORES } from './tokens';

/**
 * Application-level stores: plain classes that hold state the screens watch
 * (`subscribe` and `getSnapshot`, for `useSyncExternalStore`), one per
 * container, built from whatever adapters the environment bound.
 */
export function bindStores(container: Container): void {
  const { AuthPort, CartStoragePort, PlantCatalogPort, ConnectivityPort, AppUpdatePort } = PORTS;
  singleton(container, STORES.CartStore, (get) => new CartStore(get(CartStoragePort)));
  singleton(
    container,
    STORES.PricedCart,
    // Its write-back is no use-case of its own: only the priced cart, which records the notes
    // the shopper is shown, runs it.
    (get) => {
      const lists = get(STORES.CartStore);
      return new PricedCart(
        lists,
        get(PlantCatalogPort),
        new AlignStoredLists(get(CartStoragePort), lists),
      );
    },
  );
  singleton(container, STORES.SessionStore, (get) => new SessionStore(get(AuthPort)));
  singleton(
    container,
    STORES.ConnectivityStore,
    (get) => new ConnectivityStore(get(ConnectivityPort)),
  );
  singleton(container, STORES.AppUpdateStore, (get) => new AppUpdateStore(get(AppUpdatePort)));
  singleton(container, STORES.UnsavedInput, () => new UnsavedInput());
  // Built on first use, so a preview backend bound after this call (a test's) is the one watched.
  singleton(
    container,
    STORES.PreviewStatusStore,
    (get) =>
      new PreviewStatusStore(
        container.isBound(PREVIEW_TOKENS.PreviewBackendPort)
          ? get(PREVIEW_TOKENS.PreviewBackendPort)
          : null,
      ),
  );
}
