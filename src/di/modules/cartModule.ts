import { ContainerModule } from 'inversify';
import { AddToCart } from '@/modules/cart/application/AddToCart';
import { AlignStoredLists } from '@/modules/cart/application/AlignStoredLists';
import type { CartStoragePort } from '@/modules/cart/application/CartStoragePort';
import { CartStore } from '@/modules/cart/application/CartStore';
import { ChangeQuantityBy } from '@/modules/cart/application/ChangeQuantityBy';
import { FollowSignedInAccount } from '@/modules/cart/application/FollowSignedInAccount';
import { MoveToCart } from '@/modules/cart/application/MoveToCart';
import { PricedCart } from '@/modules/cart/application/PricedCart';
import { RemoveFromCart } from '@/modules/cart/application/RemoveFromCart';
import { RemoveFromWishlist } from '@/modules/cart/application/RemoveFromWishlist';
import { ToggleWishlist } from '@/modules/cart/application/ToggleWishlist';
import { UndoLineRemoval } from '@/modules/cart/application/UndoLineRemoval';
import { singleton } from '../singleton';
import { token } from '../Token';
import { AUTH } from './authModule';
import { PLANTS } from './plantsModule';

export const CART = {
  ports: { CartStoragePort: token<CartStoragePort>('CartStoragePort') },
  useCases: {
    AddToCart: token<AddToCart>('AddToCart'),
    ChangeQuantityBy: token<ChangeQuantityBy>('ChangeQuantityBy'),
    RemoveFromCart: token<RemoveFromCart>('RemoveFromCart'),
    UndoLineRemoval: token<UndoLineRemoval>('UndoLineRemoval'),
    MoveToCart: token<MoveToCart>('MoveToCart'),
    RemoveFromWishlist: token<RemoveFromWishlist>('RemoveFromWishlist'),
    ToggleWishlist: token<ToggleWishlist>('ToggleWishlist'),
    FollowSignedInAccount: token<FollowSignedInAccount>('FollowSignedInAccount'),
  },
  stores: {
    CartStore: token<CartStore>('CartStore'),
    PricedCart: token<PricedCart>('PricedCart'),
  },
} as const;

/** The adapter each port of the module gets, chosen by the composition root. */
export interface CartAdapters {
  readonly cartStorage: () => CartStoragePort;
}

/** The cart and the wishlist, priced by the catalogue (PLANTS) and owned by the session (AUTH). */
export const cartModule = (adapters: CartAdapters) =>
  new ContainerModule(({ bind }) => {
    const { ports, useCases, stores } = CART;
    const { CartStoragePort } = ports;
    singleton(bind, CartStoragePort, adapters.cartStorage);
    singleton(bind, stores.CartStore, (get) => new CartStore(get(CartStoragePort)));
    singleton(
      bind,
      stores.PricedCart,
      // Its write-back is no use-case of its own: only the priced cart, which records the notes
      // the shopper is shown, runs it.
      (get) => {
        const lists = get(stores.CartStore);
        return new PricedCart(
          lists,
          get(PLANTS.ports.PlantCatalogPort),
          new AlignStoredLists(get(CartStoragePort), lists),
        );
      },
    );
    singleton(
      bind,
      useCases.AddToCart,
      (get) => new AddToCart(get(CartStoragePort), get(stores.CartStore)),
    );
    singleton(
      bind,
      useCases.ChangeQuantityBy,
      (get) => new ChangeQuantityBy(get(CartStoragePort), get(stores.CartStore)),
    );
    singleton(
      bind,
      useCases.RemoveFromCart,
      (get) => new RemoveFromCart(get(CartStoragePort), get(stores.CartStore)),
    );
    singleton(
      bind,
      useCases.UndoLineRemoval,
      (get) => new UndoLineRemoval(get(CartStoragePort), get(stores.CartStore)),
    );
    singleton(
      bind,
      useCases.MoveToCart,
      (get) => new MoveToCart(get(CartStoragePort), get(stores.CartStore)),
    );
    singleton(
      bind,
      useCases.RemoveFromWishlist,
      (get) => new RemoveFromWishlist(get(CartStoragePort), get(stores.CartStore)),
    );
    singleton(
      bind,
      useCases.ToggleWishlist,
      (get) => new ToggleWishlist(get(CartStoragePort), get(stores.CartStore)),
    );
    singleton(bind, useCases.FollowSignedInAccount, (get) => {
      // The auth module's session, as the cart module asks for it: modules meet here, in src/di.
      const session = get(AUTH.stores.SessionStore);
      const signedIn = {
        current: () => session.getSnapshot().user?.uid ?? null,
        subscribe: session.subscribe,
      };
      return new FollowSignedInAccount(signedIn, get(stores.CartStore));
    });
  });
