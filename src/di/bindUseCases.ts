import type { Container } from 'inversify';
import { SendPasswordReset } from '@/modules/auth/application/SendPasswordReset';
import { SignIn } from '@/modules/auth/application/SignIn';
import { SignInWithGoogle } from '@/modules/auth/application/SignInWithGoogle';
import { SignOut } from '@/modules/auth/application/SignOut';
import { SignUp } from '@/modules/auth/application/SignUp';
import { UpdateProfile } from '@/modules/auth/application/UpdateProfile';
import { AddToCart } from '@/modules/cart/application/AddToCart';
import { ChangeQuantityBy } from '@/modules/cart/application/ChangeQuantityBy';
import { FollowSignedInAccount } from '@/modules/cart/application/FollowSignedInAccount';
import { MoveToCart } from '@/modules/cart/application/MoveToCart';
import { RemoveFromCart } from '@/modules/cart/application/RemoveFromCart';
import { RemoveFromWishlist } from '@/modules/cart/application/RemoveFromWishlist';
import { ToggleWishlist } from '@/modules/cart/application/ToggleWishlist';
import { UndoLineRemoval } from '@/modules/cart/application/UndoLineRemoval';
import { FindPlant } from '@/modules/plants/application/FindPlant';
import { ListPlants } from '@/modules/plants/application/ListPlants';
import { SearchPlants } from '@/modules/plants/application/SearchPlants';
import { ReloadForStaleChunk } from '@/modules/updates/application/ReloadForStaleChunk';
import { TakeNewVersion } from '@/modules/updates/application/TakeNewVersion';
import { singleton } from './singleton';
import { APP_TOKENS, PORTS, STORES, USE_CASES } from './tokens';

/**
 * Use-cases are plain classes that take their ports in the constructor and
 * know nothing of inversify; they are built here from whatever adapters the
 * environment bound to the ports, and from the stores `bindStores` binds.
 */
export function bindUseCases(container: Container): void {
  const { AuthPort, CartStoragePort, PlantCatalogPort, ConnectivityPort, AppUpdatePort } = PORTS;
  singleton(container, USE_CASES.ListPlants, (get) => new ListPlants(get(PlantCatalogPort)));
  singleton(container, USE_CASES.FindPlant, (get) => new FindPlant(get(PlantCatalogPort)));
  singleton(
    container,
    USE_CASES.SearchPlants,
    (get) => new SearchPlants(get(PORTS.PlantSearchEnginePort)),
  );
  singleton(
    container,
    USE_CASES.AddToCart,
    (get) => new AddToCart(get(CartStoragePort), get(STORES.CartStore)),
  );
  singleton(
    container,
    USE_CASES.ChangeQuantityBy,
    (get) => new ChangeQuantityBy(get(CartStoragePort), get(STORES.CartStore)),
  );
  singleton(
    container,
    USE_CASES.RemoveFromCart,
    (get) => new RemoveFromCart(get(CartStoragePort), get(STORES.CartStore)),
  );
  singleton(
    container,
    USE_CASES.UndoLineRemoval,
    (get) => new UndoLineRemoval(get(CartStoragePort), get(STORES.CartStore)),
  );
  singleton(
    container,
    USE_CASES.MoveToCart,
    (get) => new MoveToCart(get(CartStoragePort), get(STORES.CartStore)),
  );
  singleton(
    container,
    USE_CASES.RemoveFromWishlist,
    (get) => new RemoveFromWishlist(get(CartStoragePort), get(STORES.CartStore)),
  );
  singleton(
    container,
    USE_CASES.ToggleWishlist,
    (get) => new ToggleWishlist(get(CartStoragePort), get(STORES.CartStore)),
  );
  singleton(container, USE_CASES.FollowSignedInAccount, (get) => {
    // The auth module's session, as the cart module asks for it: modules meet here, in src/di.
    const session = get(STORES.SessionStore);
    const signedIn = {
      current: () => session.getSnapshot().user?.uid ?? null,
      subscribe: session.subscribe,
    };
    return new FollowSignedInAccount(signedIn, get(STORES.CartStore));
  });
  singleton(
    container,
    USE_CASES.SignUp,
    (get) => new SignUp(get(AuthPort), get(APP_TOKENS.DefaultAvatarUrl), get(ConnectivityPort)),
  );
  singleton(
    container,
    USE_CASES.UpdateProfile,
    (get) => new UpdateProfile(get(AuthPort), get(ConnectivityPort)),
  );
  singleton(container, USE_CASES.SignIn, (get) => new SignIn(get(AuthPort), get(ConnectivityPort)));
  singleton(
    container,
    USE_CASES.SignInWithGoogle,
    (get) => new SignInWithGoogle(get(AuthPort), get(ConnectivityPort)),
  );
  singleton(container, USE_CASES.SignOut, (get) => new SignOut(get(AuthPort)));
  singleton(
    container,
    USE_CASES.SendPasswordReset,
    (get) => new SendPasswordReset(get(AuthPort), get(ConnectivityPort)),
  );
  singleton(
    container,
    USE_CASES.TakeNewVersion,
    (get) => new TakeNewVersion(get(AppUpdatePort), get(STORES.UnsavedInput)),
  );
  singleton(
    container,
    USE_CASES.ReloadForStaleChunk,
    (get) => new ReloadForStaleChunk(get(AppUpdatePort), get(STORES.UnsavedInput)),
  );
}
