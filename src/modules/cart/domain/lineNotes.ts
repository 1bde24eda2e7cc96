import { OUT_OF_STOCK_LABEL } from '@/modules/shared/domain/sharedMessages';
import {
  BEYOND_COUNTABLE_TOTAL,
  NO_LONGER_AVAILABLE,
  priceChangedNote,
  quantityLoweredNote,
} from './cartMessages';
import type { CheckedLine, CheckedWishlistItem } from './CheckedLine';

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
