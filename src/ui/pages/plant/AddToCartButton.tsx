import type { Ref } from 'react';
import { Check, Info, ShoppingCart } from 'lucide-react';
import { allInStockInCartText } from '@/modules/cart/domain/cartMessages';
import { ADDED_TO_CART_CONFIRMATION } from './detailPageCopy';
import type { AddToCartState } from './useAddToCart';

/**
 * An Add to Cart of the detail page, drawn from the page's one add (useAddToCart): disabled at
 * stock 0, 'Added to cart!' for 3 s after an add, and, when the cart holds the whole stock, says
 * so and takes no add. An add the stock stopped altogether says so instead of 'Added to cart!'.
 */
export function AddToCartButton({
  state,
  className = '',
  ref,
}: {
  state: AddToCartState;
  ref?: Ref<HTMLButtonElement>;
  /** Its size and place; its look and its states are the same everywhere. */
  className?: string;
}) {
  const { confirmation, allInCart, outOfStock, inCart, press } = state;
  const stopped = confirmation !== null && confirmation.added === 0;
  return (
    <button
      ref={ref}
      type="button"
      onClick={press}
      disabled={outOfStock}
      // Not `disabled` when the cart holds it all: the button an add just used keeps the focus.
      // 'Added to cart!' keeps its look for its 3 seconds; the button is greyed after them.
      aria-disabled={(allInCart && !confirmation) || undefined}
      className={`flex min-h-12 items-center justify-center gap-2 rounded-xl py-3 font-semibold text-white shadow-sm transition disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-700 disabled:shadow-none aria-disabled:cursor-not-allowed aria-disabled:bg-stone-300 aria-disabled:text-stone-700 aria-disabled:shadow-none motion-reduce:transition-none ${className} ${
        confirmation ? 'bg-brand-900' : allInCart ? '' : 'bg-brand-700 hover:bg-brand-800'
      }`}
    >
      {stopped ? (
        <>
          <Info aria-hidden="true" width={20} height={20} className="shrink-0" />
          {allInStockInCartText(confirmation.inCart)}
        </>
      ) : confirmation ? (
        <>
          <Check aria-hidden="true" width={20} height={20} />
          {ADDED_TO_CART_CONFIRMATION}
        </>
      ) : allInCart ? (
        <>
          <Info aria-hidden="true" width={20} height={20} className="shrink-0" />
          {allInStockInCartText(inCart)}
        </>
      ) : (
        <>
          <ShoppingCart aria-hidden="true" width={20} height={20} />
          Add to Cart
        </>
      )}
    </button>
  );
}
