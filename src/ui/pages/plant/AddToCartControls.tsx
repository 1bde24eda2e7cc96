import type { RefObject } from 'react';
import { QuantityStepper } from '@/ui/components/QuantityStepper';
import { AddToCartButton } from './AddToCartButton';
import type { AddToCartState } from './useAddToCart';

/** The stepper and the page's own Add to Cart, in a live region that announces the button's change. */
export function AddToCartControls({
  state,
  buttonRef,
}: {
  state: AddToCartState;
  buttonRef: RefObject<HTMLButtonElement | null>;
}) {
  const { quantity, room, change } = state;
  return (
    <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-end">
      <div>
        <p className="mb-2 text-sm font-medium text-stone-700" aria-hidden="true">
          Quantity
        </p>
        <QuantityStepper
          value={quantity}
          label="Quantity"
          decreaseLabel="Decrease quantity"
          increaseLabel="Increase quantity"
          onDecrease={() => change(-1)}
          onIncrease={() => change(1)}
          decreaseDisabled={quantity <= 1}
          increaseDisabled={quantity >= room}
        />
      </div>
      {/* A live region: the button's change to 'Added to cart!' is announced. */}
      <div aria-live="polite" className="flex-1">
        <AddToCartButton ref={buttonRef} state={state} className="w-full px-6" />
      </div>
    </div>
  );
}
