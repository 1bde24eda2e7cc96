import { useEffect } from 'react';
import { wishlistClaimedText } from '@/modules/cart/domain/cartMessages';
import { STORES } from '@/di/tokens';
import { useInjection } from '@/ui/di/useInjection';
import { toast } from '@/ui/lib/toast';

/**
 * Beyond the spec: hearts tapped while signed out join the wishlist of the account that signs in
 * (ADR 0014); a toast says so, once, rather than the wishlist growing without a word. Draws nothing.
 */
export function WishlistClaimedNotice() {
  const lists = useInjection(STORES.CartStore);
  useEffect(() => {
    const tell = () => {
      const claimed = lists.takeClaimedWishlist();
      if (claimed.length > 0) toast.success(wishlistClaimedText(claimed));
    };
    // A sign-in whose lists were handed over before this page drew is told now.
    tell();
    return lists.onWishlistClaimed(tell);
  }, [lists]);
  return null;
}
