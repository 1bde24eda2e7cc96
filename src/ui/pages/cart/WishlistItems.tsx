import { ShoppingCart, Trash2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { CheckedWishlistItem } from '@/modules/cart/domain/CheckedLine';
import { wishlistNotes } from '@/modules/cart/domain/lineNotes';
import { formatMoney } from '@/modules/shared/domain/Money';
import { plantPath, publicAsset } from '@/ui/lib/paths';
import type { CartActions } from '@/ui/hooks/useCartActions';

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

function WishlistRow({
  item,
  actions,
  onItemRemoved,
}: {
  item: CheckedWishlistItem;
  actions: CartActions;
  onItemRemoved: () => void;
}) {
  const { plant } = item;
  const href = plantPath(plant.plantId);
  const notes = wishlistNotes(item);
  const cannotMove = item.standing === 'out-of-stock' || item.standing === 'no-longer-available';
  const notesId = `wishlist-notes-${plant.plantId}`;

  async function run(action: () => Promise<boolean>) {
    if (await action()) onItemRemoved();
  }

  return (
    <li className="flex gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5">
      <Link to={href} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <img
          src={publicAsset(plant.image)}
          alt=""
          width={96}
          height={96}
          loading="lazy"
          decoding="async"
          className="h-20 w-20 rounded-xl bg-brand-50 object-cover sm:h-24 sm:w-24"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="font-display text-lg leading-snug font-semibold break-words text-stone-900">
              <Link
                to={href}
                className="-my-3 inline-block py-3 hover:text-brand-700 hover:underline"
              >
                {plant.plantName}
              </Link>
            </h3>
            <p className="text-sm text-stone-600">{plant.category}</p>
            <p className="mt-1 text-lg font-bold text-stone-900">{formatMoney(plant.price)}</p>
          </div>
          <button
            type="button"
            onClick={() => void run(() => actions.removeFromWishlist(plant))}
            aria-label={`Remove ${plant.plantName} from wishlist`}
            className="-mt-2 -mr-2 grid h-11 w-11 shrink-0 place-items-center rounded-full text-stone-600 transition hover:bg-red-50 hover:text-red-700 motion-reduce:transition-none"
          >
            <Trash2 aria-hidden="true" width={20} height={20} />
          </button>
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
