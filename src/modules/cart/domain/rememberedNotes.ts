import type { PlantId } from '@/modules/shared/domain/Plant';
import type { Cents } from '@/modules/shared/domain/Money';
import type { CheckedLine, CheckedWishlistItem } from './CheckedLine';

/**
 * Once a check has brought what is stored in line with the catalogue, the next
 * read no longer differs from it, yet the shopper has not seen why the price or
 * the quantity moved. The notes a line showed are remembered, and shown again
 * for as long as they still describe it.
 */
export type RememberedLineNotes = ReadonlyMap<
  PlantId,
  Pick<CheckedLine, 'priceChangedFrom' | 'quantityLoweredFrom'>
>;
export type RememberedItemNotes = ReadonlyMap<
  PlantId,
  Pick<CheckedWishlistItem, 'priceChangedFrom'>
>;

/** A remembered price note holds while the price is still not the one it was changed from. */
function stillChangedFrom(
  from: Cents | null | undefined,
  line: { plant: { price: Cents } },
): Cents | null {
  return from !== undefined && from !== line.plant.price ? from : null;
}

export function withRememberedNotes(
  lines: readonly CheckedLine[],
  remembered: RememberedLineNotes,
): CheckedLine[] {
  return lines.map((line) => {
    if (line.standing === 'unchecked' || line.standing === 'no-longer-available') return line;
    const notes = remembered.get(line.plant.plantId);
    if (!notes) return line;
    const priceChangedFrom =
      line.priceChangedFrom ?? stillChangedFrom(notes.priceChangedFrom, line);
    // A lowered quantity is explained while the line still sits at the stock it was lowered to.
    const loweredFrom = notes.quantityLoweredFrom;
    const quantityLoweredFrom =
      line.quantityLoweredFrom ??
      (line.standing === 'for-sale' &&
      loweredFrom !== null &&
      line.quantity === line.plant.availableStock &&
      loweredFrom > line.quantity
        ? loweredFrom
        : null);
    if (
      priceChangedFrom === line.priceChangedFrom &&
      quantityLoweredFrom === line.quantityLoweredFrom
    ) {
      return line;
    }
    return { ...line, priceChangedFrom, quantityLoweredFrom };
  });
}

export function withRememberedItemNotes(
  items: readonly CheckedWishlistItem[],
  remembered: RememberedItemNotes,
): CheckedWishlistItem[] {
  return items.map((item) => {
    if (item.standing === 'unchecked' || item.standing === 'no-longer-available') return item;
    if (item.priceChangedFrom !== null) return item;
    const from = stillChangedFrom(remembered.get(item.plant.plantId)?.priceChangedFrom, item);
    return from === null ? item : { ...item, priceChangedFrom: from };
  });
}

/** What to remember of the notes shown now. */
export function lineNotesToRemember(lines: readonly CheckedLine[]): RememberedLineNotes {
  return new Map(
    lines
      .filter((line) => line.priceChangedFrom !== null || line.quantityLoweredFrom !== null)
      .map((line) => [
        line.plant.plantId,
        { priceChangedFrom: line.priceChangedFrom, quantityLoweredFrom: line.quantityLoweredFrom },
      ]),
  );
}

export function itemNotesToRemember(items: readonly CheckedWishlistItem[]): RememberedItemNotes {
  return new Map(
    items
      .filter((item) => item.priceChangedFrom !== null)
      .map((item) => [item.plant.plantId, { priceChangedFrom: item.priceChangedFrom }]),
  );
}
