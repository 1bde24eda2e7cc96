import { useSyncExternalStore } from 'react';
import type { CartSnapshot } from '@/modules/cart/application/CartSnapshot';
import { STORES } from '@/di/tokens';
import { useInjection } from '@/ui/di/useInjection';

/** The cart and wishlist as stored now; re-renders on every change, here or in another tab. */
export function useCart(): CartSnapshot {
  const store = useInjection(STORES.CartStore);
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
