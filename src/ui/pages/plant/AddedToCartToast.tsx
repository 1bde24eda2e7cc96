import { Link } from 'react-router-dom';
import type { CartAddition } from '@/modules/cart/domain/CartAddition';
import {
  addedToCartText,
  allInStockInCartText,
  VIEW_CART,
} from '@/modules/cart/domain/cartMessages';
import type { Plant } from '@/modules/shared/domain/Plant';
import { PlantThumbnail } from '@/ui/components/PlantThumbnail';
import { PATHS } from '@/ui/lib/paths';

/**
 * Beside the spec's 'Added to cart!': what went in (its picture, name and quantity), whether the
 * stock stopped it short, how far free shipping is, and the way to the cart.
 */
export function AddedToCartToast({
  plant,
  addition,
  freeShipping,
  onViewCart,
}: {
  plant: Plant;
  addition: CartAddition;
  /** The free-shipping line for the cart after the add; null while its prices are not checked. */
  freeShipping: string | null;
  onViewCart: () => void;
}) {
  return (
    <span className="flex items-start gap-3">
      <PlantThumbnail
        plant={plant}
        size={48}
        className="h-12 w-12 shrink-0 rounded-lg bg-brand-50 object-cover"
      />
      <span className="flex min-w-0 flex-col gap-0.5">
        <span className="font-semibold break-words">
          {addedToCartText(addition.added, plant.plantName)}
        </span>
        {addition.stoppedByStock && (
          <span className="text-sm">{allInStockInCartText(addition.inCart)}</span>
        )}
        {freeShipping && <span className="text-sm text-stone-700">{freeShipping}</span>}
        <Link
          to={PATHS.cart}
          onClick={onViewCart}
          className="-mb-2 inline-flex min-h-11 items-center self-start font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
        >
          {VIEW_CART}
        </Link>
      </span>
    </span>
  );
}
