import { useEffect, useState } from 'react';
import { STORES } from '@/di/tokens';
import { useInjection } from '@/ui/di/useInjection';

/**
 * False until the cart store has read storage once, so the page shows a
 * spinner rather than flashing "Your cart is empty" on its first paint. A read
 * that fails still counts: the page then shows what the store last knew.
 */
export function useCartLoaded(): boolean {
  const store = useInjection(STORES.CartStore);
  const [loaded, setLoaded] = useState(() => store.isLoaded());
  useEffect(() => {
    if (loaded) return;
    let current = true;
    void store.refresh().finally(() => {
      if (current) setLoaded(true);
    });
    return () => {
      current = false;
    };
  }, [store, loaded]);
  return loaded;
}
