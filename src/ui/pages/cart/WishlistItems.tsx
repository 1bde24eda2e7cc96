import type { CheckedWishlistItem } from '@/modules/cart/domain/CheckedLine';
import type { CartActions } from '@/ui/hooks/useCartActions';
import { WishlistRow } from './WishlistRow';

/**
 * Spec section 2: wishlist items can be moved to the cart or removed. Each
 * shows the catalogue's plant; one that is out of stock or no
 * longer sold says so and cannot be moved.
 */
export function WishlistItems({
  items,
  actions,
  onItemRemoved,
}: {
  items: readonly CheckedWishlistItem[];
  actions: CartActions;
  /** Called once an item has left the list, so focus can move somewhere that still exists. */
  onItemRemoved: () => void;
}) {
  return (
    <section aria-labelledby="wishlist-heading">
      <h2 id="wishlist-heading" className="sr-only">
        Saved plants
      </h2>
      <ul className="grid gap-4 lg:grid-cols-2">
        {items.map((item) => (
          <WishlistRow
            key={item.plant.plantId}
            item={item}
            actions={actions}
            onItemRemoved={onItemRemoved}
          />
        ))}
      </ul>
    </section>
  );
}
