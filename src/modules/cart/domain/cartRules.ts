import type { Plant, PlantId } from '@/modules/shared/domain/Plant';
import { CartError } from './CartError';
import { outOfStockMessage } from './cartMessages';
import type { CartLine, WishlistItem } from './CartLine';

/**
 * Spec section 4, the cart's transitions, as pure functions over the list of
 * lines. Quantities never exceed the plant's availableStock.
 */

export function findLine(lines: readonly CartLine[], plantId: PlantId): CartLine | undefined {
  return lines.find((line) => line.plant.plantId === plantId);
}

export function cartItemCount(lines: readonly CartLine[]): number {
  return lines.reduce((count, line) => count + line.quantity, 0);
}

/** The quantity an add asks for: a whole number, at least 1. */
export function wantedQuantity(quantity: number): number {
  return Number.isFinite(quantity) ? Math.max(1, Math.trunc(quantity)) : 1;
}

/** A plant already in the cart gains quantity; otherwise it is appended. */
export function addPlant(lines: readonly CartLine[], plant: Plant, quantity = 1): CartLine[] {
  if (plant.availableStock <= 0) {
    throw new CartError('out-of-stock', outOfStockMessage(plant));
  }
  const wanted = wantedQuantity(quantity);
  const existing = findLine(lines, plant.plantId);
  if (!existing) {
    return [...lines, { plant, quantity: Math.min(wanted, plant.availableStock) }];
  }
  // The newest plant data wins: stock or price may have changed since the line was added.
  const stock = plant.availableStock;
  return lines.map((line) =>
    line === existing ? { plant, quantity: Math.min(line.quantity + wanted, stock) } : line,
  );
}

/** 0 or less removes the line; an unknown plant fails with 'Item not found in cart'. */
export function setQuantity(
  lines: readonly CartLine[],
  plantId: PlantId,
  quantity: number,
): CartLine[] {
  const existing = findLine(lines, plantId);
  if (!existing) throw CartError.itemNotFound();
  // A quantity that is not a number changes nothing rather than storing NaN.
  if (Number.isNaN(quantity)) return [...lines];
  const capped = Math.min(Math.trunc(quantity), existing.plant.availableStock);
  if (capped <= 0) return removeLine(lines, plantId);
  return lines.map((line) => (line === existing ? { ...line, quantity: capped } : line));
}

/**
 * Steps a line's quantity by `delta` from what is stored now, not from what a
 * screen last showed: two tabs pressing plus both count.
 */
export function changeQuantityBy(
  lines: readonly CartLine[],
  plantId: PlantId,
  delta: number,
): CartLine[] {
  const existing = findLine(lines, plantId);
  if (!existing) throw CartError.itemNotFound();
  return setQuantity(lines, plantId, existing.quantity + delta);
}

export function removeLine(lines: readonly CartLine[], plantId: PlantId): CartLine[] {
  return lines.filter((line) => line.plant.plantId !== plantId);
}

/** Spec section 4 (cart page): the plus button is disabled at or above the stock. */
export function canIncrease(line: CartLine): boolean {
  return line.quantity < line.plant.availableStock;
}

export function isInWishlist(wishlist: readonly WishlistItem[], plantId: PlantId): boolean {
  return wishlist.some((item) => item.plantId === plantId);
}

export function addToWishlist(wishlist: readonly WishlistItem[], plant: Plant): WishlistItem[] {
  return isInWishlist(wishlist, plant.plantId) ? [...wishlist] : [...wishlist, plant];
}

export function removeFromWishlist(
  wishlist: readonly WishlistItem[],
  plantId: PlantId,
): WishlistItem[] {
  return wishlist.filter((item) => item.plantId !== plantId);
}
