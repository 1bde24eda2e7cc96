import { useSyncExternalStore } from 'react';
import type { PricedCartView } from '@/modules/cart/application/PricedCartView';
import { STORES } from '@/di/tokens';
import { useInjection } from '@/ui/di/useInjection';

/** The cart and wishlist priced by the catalogue, as every screen shows and sums them. */
export function usePricedCart(): PricedCartView {
  const pricedCart = useInjection(STORES.PricedCart);
  return useSyncExternalStore(pricedCart.subscribe, pricedCart.getSnapshot, pricedCart.getSnapshot);
}
