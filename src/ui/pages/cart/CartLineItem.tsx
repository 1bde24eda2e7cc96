import { canIncrease } from '@/modules/cart/domain/cartRules';
import type { CheckedLine } from '@/modules/cart/domain/CheckedLine';
import type { RemovedLine } from '@/modules/cart/domain/RemovedLine';
import { lineNotes } from '@/modules/cart/domain/lineNotes';
import { lineTotal } from '@/modules/cart/domain/orderSummary';
import { formatMoney } from '@/modules/shared/domain/Money';
import { QuantityStepper } from '@/ui/components/QuantityStepper';
import type { CartActions } from '@/ui/hooks/useCartActions';
import { LineHeading } from './LineHeading';
import { LinePicture } from './LinePicture';
import { RemoveLineButton } from './RemoveLineButton';

/** One line of the cart: picture, name and notes, the bin, the quantity and the money. */
export function CartLineItem({
  line,
  actions,
  onLineRemoved,
}: {
  line: CheckedLine;
  actions: CartActions;
  onLineRemoved: (removed: RemovedLine | null) => void;
}) {
  const { plant, quantity } = line;
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
      <LinePicture plant={plant} className="sm:row-span-2" />
      <div className="flex min-w-0 items-start justify-between gap-2">
        <div className="min-w-0">
          <LineHeading plant={plant} />
          {notes.length > 0 && (
            <div className="mt-1 space-y-0.5 text-sm font-medium text-red-700">
              {notes.map((note) => (
                <p key={note}>{note}</p>
              ))}
            </div>
          )}
        </div>
        <RemoveLineButton
          label={`Remove ${plant.plantName} from cart`}
          onRemove={() => void remove()}
        />
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
