import { useCallback, useEffect, useRef } from 'react';
import type { CartAddition } from '@/modules/cart/domain/CartAddition';
import { CART_TOASTS } from '@/modules/cart/domain/cartMessages';
import { freeShippingProgress } from '@/modules/cart/domain/orderSummary';
import type { Plant } from '@/modules/shared/domain/Plant';
import { STORES, USE_CASES } from '@/di/tokens';
import { useInjection } from '@/ui/di/useInjection';
import { attemptCartChange } from '@/ui/hooks/attemptCartChange';
import { ACTION_TOAST_DURATION_MS, SINGLE_TOAST_IDS, toast } from '@/ui/lib/toast';
import { AddedToCartToast } from './AddedToCartToast';

/**
 * Add to Cart and everything it says, in one place: on success the toast of what went in
 * (AddedToCartToast), on failure the spec's 'Failed to add item to cart' (section 8) or the rule
 * that refused it. Resolves to what went in, or to false when nothing was stored; never rejects.
 */
export function useAddToCartWithFeedback(): (
  plant: Plant,
  quantity: number,
) => Promise<CartAddition | false> {
  const addToCart = useInjection(USE_CASES.AddToCart);
  const cartStore = useInjection(STORES.CartStore);
  const pricedCart = useInjection(STORES.PricedCart);
  // A page left before its add resolved shows no success toast: the shopper has moved on.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  return useCallback(
    async (plant, quantity) => {
      // The control pressed (an Add to Cart): the toast's View cart follows it in the tab order.
      const pressed = document.activeElement;
      const addition = await attemptCartChange(
        cartStore,
        () => addToCart.execute(plant, quantity),
        CART_TOASTS.addToCartFailed,
      );
      if (addition && addition.added > 0 && mounted.current) {
        // The cart as the add left it (AddToCart hands the store what it wrote).
        const summary = pricedCart.getSnapshot().summary;
        const freeShipping = summary ? freeShippingProgress(summary.subtotal) : null;
        toast.blank(
          ({ id }) => (
            <AddedToCartToast
              plant={plant}
              addition={addition}
              freeShipping={freeShipping}
              onViewCart={() => toast.dismiss(id)}
            />
          ),
          // One add toast at a time: the newest replaces the one before.
          {
            duration: ACTION_TOAST_DURATION_MS,
            id: SINGLE_TOAST_IDS.addedToCart,
            reachableFrom: pressed,
          },
        );
      }
      return addition;
    },
    [addToCart, cartStore, pricedCart],
  );
}
