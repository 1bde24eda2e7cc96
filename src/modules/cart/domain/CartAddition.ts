import type { Plant } from '@/modules/shared/domain/Plant';
import type { CartLine } from './CartLine';
import { addPlant, findLine, wantedQuantity } from './cartRules';

/** An add to the cart and what came of it: the add confirmation says how many went in. */
export interface CartAddition {
  readonly lines: CartLine[];
  /** How many of the plant went in: fewer than asked for when the stock stopped the add, maybe 0. */
  readonly added: number;
  /** True when the stock stopped the add short of the quantity asked for. */
  readonly stoppedByStock: boolean;
  /** The plant's quantity in the cart now. */
  readonly inCart: number;
}

/** Spec section 4's add (addPlant), counting what it added. */
export function addCounting(lines: readonly CartLine[], plant: Plant, quantity = 1): CartAddition {
  const before = findLine(lines, plant.plantId)?.quantity ?? 0;
  const next = addPlant(lines, plant, quantity);
  const inCart = findLine(next, plant.plantId)?.quantity ?? 0;
  // A stored quantity above today's stock is lowered by the add: nothing went in.
  const added = Math.max(0, inCart - before);
  return { lines: next, added, stoppedByStock: added < wantedQuantity(quantity), inCart };
}
