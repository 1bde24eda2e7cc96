import { ShoppingCart } from 'lucide-react';
import type { CheckedWishlistItem } from '@/modules/cart/domain/CheckedLine';
import { wishlistNotes } from '@/modules/cart/domain/lineNotes';
import { formatMoney } from '@/modules/shared/domain/Money';
import type { CartActions } from '@/ui/hooks/useCartActions';
import { LineHeading } from './LineHeading';
import { LinePicture } from './LinePicture';
import { RemoveLineButton } from './RemoveLineButton';

/** One saved plant: picture, name and price, the bin, and Move to Cart unless it cannot move. */
export function WishlistRow({
  item,
  actions,
  onItemRemoved,
}: {
  item: CheckedWishlistItem;
  actions: CartActions;
  onItemRemoved: () => void;
}) {
  const { plant } = item;
  const notes = wishlistNotes(item);
  const cannotMove = item.standing === 'out-of-stock' || item.standing === 'no-longer-available';
  const notesId = `wishlist-notes-${plant.plantId}`;

  async function run(action: () => Promise<boolean>) {
    if (await action()) onItemRemoved();
  }

  return (
    <li className="flex gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5">
      <LinePicture plant={plant} />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <LineHeading plant={plant} />
            <p className="mt-1 text-lg font-bold text-stone-900">{formatMoney(plant.price)}</p>
          </div>
          <RemoveLineButton
            label={`Remove ${plant.plantName} from wishlist`}
            onRemove={() => void run(() => actions.removeFromWishlist(plant))}
          />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            onClick={() => void run(() => actions.moveToCart(plant))}
            disabled={cannotMove}
            aria-describedby={notes.length > 0 ? notesId : undefined}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white transition hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-700 motion-reduce:transition-none"
          >
            <ShoppingCart aria-hidden="true" width={18} height={18} />
            Move to Cart
          </button>
          {notes.length > 0 && (
            <span id={notesId} className="flex flex-col text-sm font-medium text-red-700">
              {notes.map((note) => (
                <span key={note}>{note}</span>
              ))}
            </span>
          )}
        </div>
      </div>
    </li>
  );
}
