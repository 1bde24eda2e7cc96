import { OUT_OF_STOCK_LABEL } from '../../plants/domain/stockRules';
import { formatMoney, type Cents } from '../../shared/domain/Money';
import type { CheckedLine, CheckedWishlistItem } from './CheckedLine';

/** Issue 13: what a line says when the catalogue no longer matches what was stored. */
export const NO_LONGER_AVAILABLE = 'No longer available';
export const BEYOND_COUNTABLE_TOTAL = 'Too many to total in one order — lower the quantity';

export function priceChangedNote(from: Cents): string {
  return `Price changed from ${formatMoney(from)}`;
}

export function quantityLoweredNote(stock: number, from: number): string {
  return `Only ${stock} left — quantity lowered from ${from}`;
}

/** The notes a cart line shows, in reading order (none for a line as stored and for sale). */
export function lineNotes(line: CheckedLine): string[] {
  const notes: string[] = [];
  if (line.standing === 'no-longer-available') notes.push(NO_LONGER_AVAILABLE);
  if (line.standing === 'out-of-stock') notes.push(OUT_OF_STOCK_LABEL);
  if (line.standing === 'beyond-countable-total') notes.push(BEYOND_COUNTABLE_TOTAL);
  if (line.priceChangedFrom !== null) notes.push(priceChangedNote(line.priceChangedFrom));
  if (line.quantityLoweredFrom !== null) {
    notes.push(quantityLoweredNote(line.plant.availableStock, line.quantityLoweredFrom));
  }
  return notes;
}

/** The notes a wishlist item shows. */
export function wishlistNotes(item: CheckedWishlistItem): string[] {
  const notes: string[] = [];
  if (item.standing === 'no-longer-available') notes.push(NO_LONGER_AVAILABLE);
  if (item.standing === 'out-of-stock') notes.push(OUT_OF_STOCK_LABEL);
  if (item.priceChangedFrom !== null) notes.push(priceChangedNote(item.priceChangedFrom));
  return notes;
}
