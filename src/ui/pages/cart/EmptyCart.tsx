import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router-dom';
import { VIEW_WISHLIST, wishlistWaitingText } from '@/modules/cart/domain/cartMessages';
import { TEXT_ACTION_CLASS } from '@/ui/components/controlStyles';
import { WISHLIST_TAB_SEARCH } from './CartTabs';
import { EmptyState } from './EmptyState';
import { SHOW_WISHLIST_STATE } from './showWishlistState';

/**
 * The Cart tab with no line. Beyond the spec (docs/beyond-the-spec.md): when the wishlist holds
 * plants it says how many, with a way to them, before the spec's Browse Plants.
 */
export function EmptyCart({ wishlistCount }: { wishlistCount: number }) {
  return (
    <EmptyState
      Icon={ShoppingBag}
      title="Your cart is empty"
      text="Find a plant you love and it will wait for you here."
    >
      {wishlistCount > 0 && (
        <p className="mt-4 max-w-sm font-medium text-stone-800">
          {wishlistWaitingText(wishlistCount)}{' '}
          <Link
            to={{ search: WISHLIST_TAB_SEARCH }}
            replace
            preventScrollReset
            state={SHOW_WISHLIST_STATE}
            className={`${TEXT_ACTION_CLASS} underline`}
          >
            {VIEW_WISHLIST}
          </Link>
        </p>
      )}
    </EmptyState>
  );
}
