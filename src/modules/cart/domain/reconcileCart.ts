import type { Plant } from '@/modules/shared/domain/Plant';
import { isOutOfStock } from '@/modules/shared/domain/stockRules';
import type { CartLine } from './CartLine';
import type { CheckedLine } from './CheckedLine';
import { MAX_COUNTABLE_SUBTOTAL } from './orderSummary';
import { firstLinePerPlant } from './firstPerPlant';
import type { PlantCatalogue } from './PlantCatalogue';

function priceChange(stored: Plant, current: Plant) {
  return stored.price === current.price ? null : stored.price;
}

function checkLine(line: CartLine, catalogue: PlantCatalogue): CheckedLine {
  const current = catalogue.get(line.plant.plantId);
  if (!current) {
    return {
      plant: line.plant,
      quantity: line.quantity,
      standing: 'no-longer-available',
      priceChangedFrom: null,
      quantityLoweredFrom: null,
    };
  }
  const priceChangedFrom = priceChange(line.plant, current);
  if (isOutOfStock(current)) {
    // The quantity is kept as the shopper chose it: it counts again once the plant is back.
    return {
      plant: current,
      quantity: line.quantity,
      standing: 'out-of-stock',
      priceChangedFrom,
      quantityLoweredFrom: null,
    };
  }
  const lowered = line.quantity > current.availableStock;
  return {
    plant: current,
    quantity: lowered ? current.availableStock : line.quantity,
    standing: 'for-sale',
    priceChangedFrom,
    quantityLoweredFrom: lowered ? line.quantity : null,
  };
}

/**
 * Lines past the point where the subtotal would stop being a safe whole number
 * of cents are kept on screen but not counted, so the order summary can always
 * be computed, whatever a hand-written cart holds.
 */
function keepWithinCountableTotal(lines: readonly CheckedLine[]): CheckedLine[] {
  let subtotal = 0;
  return lines.map((line) => {
    if (line.standing !== 'for-sale') return line;
    const total = line.plant.price * line.quantity;
    if (subtotal + total > MAX_COUNTABLE_SUBTOTAL) {
      return { ...line, standing: 'beyond-countable-total' };
    }
    subtotal += total;
    return line;
  });
}

/**
 * The stored cart checked against the catalogue: each line shows the
 * catalogue's name, image, price and stock for its plantId; a quantity above the
 * stock is lowered to it; a plant out of stock or no longer in the catalogue stays
 * visible but is not counted. Every stored plant keeps exactly one line: nothing
 * is dropped (a plant stored twice shows once, its first line).
 *
 * With no catalogue (it could not be read) the lines are what is stored, unchecked.
 */
export function reconcileCart(
  stored: readonly CartLine[],
  catalogue: PlantCatalogue | null,
): CheckedLine[] {
  const { kept } = firstLinePerPlant(stored);
  if (!catalogue) {
    return kept.map((line) => ({
      plant: line.plant,
      quantity: line.quantity,
      standing: 'unchecked',
      priceChangedFrom: null,
      quantityLoweredFrom: null,
    }));
  }
  return keepWithinCountableTotal(kept.map((line) => checkLine(line, catalogue)));
}

/**
 * What the cart should store once checked, so the next read agrees with the
 * catalogue: the catalogue's fields and the lowered quantities. A plant the
 * catalogue no longer has keeps its stored line (the shopper removes it).
 */
export function storedFormOf(lines: readonly CheckedLine[]): CartLine[] {
  return lines.map(({ plant, quantity }) => ({ plant, quantity }));
}
