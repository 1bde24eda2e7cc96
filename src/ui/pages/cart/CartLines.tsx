import { Trash2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { canIncrease } from '@/modules/cart/domain/cartRules';
import type { CheckedLine } from '@/modules/cart/domain/CheckedLine';
import type { RemovedLine } from '@/modules/cart/domain/RemovedLine';
import { lineNotes } from '@/modules/cart/domain/lineNotes';
import { lineTotal } from '@/modules/cart/domain/orderSummary';
import { formatMoney } from '@/modules/shared/domain/Money';
import { plantPath, publicAsset } from '@/ui/lib/paths';
import { QuantityStepper } from '@/ui/components/QuantityStepper';
import type { CartActions } from '@/ui/hooks/useCartActions';

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

function CartLineItem({
  line,
  actions,
  onLineRemoved,
}: {
  line: CheckedLine;
  actions: CartActions;
  onLineRemoved: (removed: RemovedLine | null) => void;
}) {
  const { plant, quantity } = line;
  const href = plantPath(plant.plantId);
  const notes = lineNotes(line);
  // A line that is not for sale can only be removed: its quantity is not the shop's to change.
  const adjustable = line.standing !== 'out-of-stock' && line.standing !== 'no-longer-available';
  // Unchecked lines show what is stored; the order summary still waits for the catalogue.
  const showsTotal = line.standing === 'for-sale' || line.standing === 'unchecked';

  async function remove() {
    const change = await actions.removeFromCart(plant);
    if (change) onLineRemoved(change.removed);
  }

  // Spec section 4: 0 removes the line (the use-case does it, and says so).
  async function decrease() {
    const change = await actions.changeQuantity(line, -1);
    if (change && change.removed) onLineRemoved(change.removed);
  }

  return (
    <li className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5">
      <Link to={href} tabIndex={-1} aria-hidden="true" className="shrink-0 sm:row-span-2">
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
      <div className="flex min-w-0 items-start justify-between gap-2">
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
          {notes.length > 0 && (
            <div className="mt-1 space-y-0.5 text-sm font-medium text-red-700">
              {notes.map((note) => (
                <p key={note}>{note}</p>
              ))}
            </div>
          )}
        </div>
        <button
          type="button"
          onClick={() => void remove()}
          aria-label={`Remove ${plant.plantName} from cart`}
          className="-mt-2 -mr-2 grid h-11 w-11 shrink-0 place-items-center rounded-full text-stone-600 transition hover:bg-red-50 hover:text-red-700 motion-reduce:transition-none"
        >
          <Trash2 aria-hidden="true" width={20} height={20} />
        </button>
      </div>
      {/* Below the picture on a phone, beside it from sm up. */}
      <div className="col-span-2 flex flex-wrap items-center justify-between gap-3 sm:col-span-1 sm:col-start-2">
        {adjustable ? (
          <QuantityStepper
            size="sm"
            value={quantity}
            label={`Quantity of ${plant.plantName}`}
            decreaseLabel={`Decrease quantity of ${plant.plantName}`}
            increaseLabel={`Increase quantity of ${plant.plantName}`}
            onDecrease={() => void decrease()}
            onIncrease={() => void actions.changeQuantity(line, 1)}
            increaseDisabled={!canIncrease(line)}
          />
        ) : (
          <p className="text-sm text-stone-600">Quantity {quantity}</p>
        )}
        <div className="text-right">
          {showsTotal && (
            <p className="text-lg font-bold text-stone-900">
              <span className="sr-only">Line total: </span>
              <span>{formatMoney(lineTotal(line))}</span>
            </p>
          )}
          <p className="text-sm text-stone-600">{formatMoney(plant.price)} each</p>
        </div>
      </div>
    </li>
  );
}
