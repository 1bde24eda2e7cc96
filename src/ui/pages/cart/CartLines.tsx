import type { CheckedLine } from '@/modules/cart/domain/CheckedLine';
import type { RemovedLine } from '@/modules/cart/domain/RemovedLine';
import type { CartActions } from '@/ui/hooks/useCartActions';
import { CartLineItem } from './CartLineItem';

/**
 * Spec section 2: each line's image, name, category, remove, minus and plus,
 * line total and unit price, all from the catalogue, with a note
 * where the catalogue no longer matches what was stored.
 */
export function CartLines({
  lines,
  actions,
  onLineRemoved,
}: {
  lines: readonly CheckedLine[];
  actions: CartActions;
  /**
   * Called once a line is gone (with where it stood, when the cart still held it), so focus can
   * move somewhere that still exists and the removal be told with its Undo.
   */
  onLineRemoved: (removed: RemovedLine | null) => void;
}) {
  return (
    <section aria-labelledby="cart-lines-heading">
      <h2 id="cart-lines-heading" className="sr-only">
        Items in your cart
      </h2>
      <ul className="space-y-4">
        {lines.map((line) => (
          <CartLineItem
            key={line.plant.plantId}
            line={line}
            actions={actions}
            onLineRemoved={onLineRemoved}
          />
        ))}
      </ul>
    </section>
  );
}
