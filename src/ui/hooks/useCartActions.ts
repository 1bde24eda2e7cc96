import { useMemo } from 'react';
import { CART_TOASTS } from '@/modules/cart/domain/cartMessages';
import type { CartLine } from '@/modules/cart/domain/CartLine';
import type { CartLinesChange, RemovedLine } from '@/modules/cart/domain/RemovedLine';
import type { Plant } from '@/modules/shared/domain/Plant';
import { STORES, USE_CASES } from '@/di/tokens';
import { useInjection } from '@/ui/di/useInjection';
import { attemptCartChange } from './attemptCartChange';

/**
 * The cart and wishlist changes a screen offers, each wrapped with the spec's
 * toasts (section 8); Add to Cart, with its richer toast, is the detail page's
 * own (useAddToCartWithFeedback). Every action resolves to what the change did (true, or
 * what it added or removed) when it was stored and to false when it was not; it
 * never rejects. The screen keeps reading useCart(), so a failed write leaves
 * what is shown unchanged.
 */
export interface CartActions {
  /** Steps the quantity from what storage holds now; at 0 the line goes (the screen says so). */
  changeQuantity(line: CartLine, delta: 1 | -1): Promise<CartLinesChange | false>;
  /** The bin; the screen says 'Removed from cart' with its Undo. */
  removeFromCart(plant: Plant): Promise<CartLinesChange | false>;
  /** The Undo: puts a removed line back at its place. */
  undoRemoval(removed: RemovedLine): Promise<boolean>;
  moveToCart(plant: Plant): Promise<boolean>;
  removeFromWishlist(plant: Plant): Promise<boolean>;
  /**
   * The heart: adds the plant to the wishlist, or takes it off when it is
   * there. `saved` is what the screen shows, for the message of a failure.
   */
  toggleWishlist(plant: Plant, saved: boolean): Promise<boolean>;
}

export function useCartActions(): CartActions {
  const changeQuantityBy = useInjection(USE_CASES.ChangeQuantityBy);
  const removeFromCart = useInjection(USE_CASES.RemoveFromCart);
  const undoLineRemoval = useInjection(USE_CASES.UndoLineRemoval);
  const moveToCart = useInjection(USE_CASES.MoveToCart);
  const removeFromWishlist = useInjection(USE_CASES.RemoveFromWishlist);
  const toggleWishlist = useInjection(USE_CASES.ToggleWishlist);
  const store = useInjection(STORES.CartStore);

  return useMemo(() => {
    const attempt = <R>(
      run: () => Promise<R>,
      failure: string,
      success: string | ((result: R) => string) | null = null,
    ) => attemptCartChange(store, run, failure, success);

    const stored = (done: unknown) => done !== false;

    return {
      changeQuantity: (line, delta) =>
        attempt(
          () => changeQuantityBy.execute(line.plant.plantId, delta),
          CART_TOASTS.updateCartFailed,
        ),
      removeFromCart: (plant) =>
        attempt(() => removeFromCart.execute(plant.plantId), CART_TOASTS.removeFromCartFailed),
      undoRemoval: (removed) =>
        attempt(() => undoLineRemoval.execute(removed), CART_TOASTS.updateCartFailed).then(stored),
      // Moving adds to the cart first; the spec has no message of its own for a
      // failed move, so it reads as the cart add that did not happen.
      moveToCart: (plant) =>
        attempt(
          () => moveToCart.execute(plant.plantId),
          CART_TOASTS.addToCartFailed,
          CART_TOASTS.movedToCart,
        ).then(stored),
      removeFromWishlist: (plant) =>
        attempt(
          () => removeFromWishlist.execute(plant.plantId),
          CART_TOASTS.removeFromWishlistFailed,
          CART_TOASTS.removedFromWishlist,
        ).then(stored),
      toggleWishlist: (plant, saved) =>
        attempt(
          () => toggleWishlist.execute(plant),
          saved ? CART_TOASTS.removeFromWishlistFailed : CART_TOASTS.addToWishlistFailed,
          ({ added }) => (added ? CART_TOASTS.addedToWishlist : CART_TOASTS.removedFromWishlist),
        ).then(stored),
    };
  }, [
    changeQuantityBy,
    removeFromCart,
    undoLineRemoval,
    moveToCart,
    removeFromWishlist,
    toggleWishlist,
    store,
  ]);
}
