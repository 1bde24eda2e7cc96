import { useLayoutEffect, useRef, type RefObject } from 'react';
import type { Plant } from '@/modules/shared/domain/Plant';
import { formatMoney } from '@/modules/shared/domain/Money';
import { AddToCartButton } from './AddToCartButton';
import type { AddToCartState } from './useAddToCart';

/**
 * The plant's name, price and Add to Cart, kept at the bottom of the screen while the page's own
 * Add to Cart is scrolled away above (PlantDetails). Sticky inside the plant's part of the page, so
 * it stops above the footer's links; under the toasts (z-30) and the top bar (z-40). It slides up
 * as it appears, only without reduced motion.
 */
export function StickyAddToCartBar({
  plant,
  state,
  focusOnHide,
}: {
  plant: Plant;
  state: AddToCartState;
  /** The page's own Add to Cart: it takes the focus when the bar goes while holding it. */
  focusOnHide: RefObject<HTMLButtonElement | null>;
}) {
  const bar = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const shown = bar.current;
    const home = focusOnHide.current;
    // A layout effect's clean-up runs while the bar is still in the document: the focus is still
    // in it, and without a new home it would fall to <body> when the bar goes.
    return () => {
      if (shown?.contains(document.activeElement)) home?.focus();
    };
  }, [focusOnHide]);
  return (
    <div
      ref={bar}
      // Kept clear of by what the keyboard focuses (styles.css): nothing focused hides under it.
      data-add-to-cart-bar=""
      className="sticky bottom-0 z-20 border-t border-stone-200 bg-white pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgb(0_0_0/0.06)] transition-transform duration-300 motion-reduce:transition-none motion-safe:starting:translate-y-full"
    >
      <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 pt-3 sm:px-6 lg:px-8">
        <p className="min-w-0 flex-1">
          <span className="block truncate font-semibold text-stone-900">{plant.plantName}</span>
          <span className="text-stone-700 tabular-nums">
            <span className="sr-only">Price: </span>
            {formatMoney(plant.price)}
          </span>
        </p>
        <AddToCartButton state={state} className="max-w-[60%] shrink-0 px-5 text-left" />
      </div>
    </div>
  );
}
