import { usePricedCart } from '@/ui/hooks/usePricedCart';

/** The cart's item count beside My Cart, read as '2 items'; nothing while the cart is empty. */
export function CartCount() {
  // Counted at the catalogue's stock: a line out of stock or no longer sold adds nothing.
  const count = usePricedCart().itemCount;
  if (count === 0) return null;
  // The space keeps the link's name "My Cart 2 items" rather than "My Cart2 items".
  return (
    <>
      {' '}
      <span
        className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white"
        data-testid="cart-count"
      >
        {count}
        <span className="sr-only"> {count === 1 ? 'item' : 'items'}</span>
      </span>
    </>
  );
}
