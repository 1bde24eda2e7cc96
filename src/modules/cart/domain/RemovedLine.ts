import type { PlantId } from '@/modules/shared/domain/Plant';
import type { AccountId } from './AccountLists';
import type { CartLine } from './CartLine';

/** A line taken out of the cart, where it stood, and whose cart it was: what an Undo puts back. */
export interface RemovedLine {
  readonly line: CartLine;
  readonly index: number;
  /**
   * The account whose lists the line was taken from (ADR 0014; null: lists nobody owns). An Undo
   * puts it back into that account's cart only, never into the lists of whoever is signed in by then.
   */
  readonly owner: AccountId | null;
}

/** A change to the cart's lines, with the line it removed, if it removed one. */
export interface CartLinesChange {
  readonly lines: CartLine[];
  readonly removed: RemovedLine | null;
}

/**
 * The line of `plantId` that `before` held and `after` does not, with its place in `before` and
 * the account whose lists these are.
 */
export function lineRemoved(
  before: readonly CartLine[],
  after: readonly CartLine[],
  plantId: PlantId,
  owner: AccountId | null,
): RemovedLine | null {
  const index = before.findIndex((line) => line.plant.plantId === plantId);
  if (index < 0 || after.some((line) => line.plant.plantId === plantId)) return null;
  return { line: before[index]!, index, owner };
}

/**
 * Puts a removed line back at its place (or last, when the cart is shorter now), with its
 * quantity. A line of the same plant added since (in another tab, say) keeps its place and gains
 * the removed quantity, never above the stock.
 */
export function restoreLine(
  lines: readonly CartLine[],
  removed: Pick<RemovedLine, 'line' | 'index'>,
): CartLine[] {
  const { line } = removed;
  const existing = lines.find((other) => other.plant.plantId === line.plant.plantId);
  if (existing) {
    const stock = existing.plant.availableStock;
    const quantity = Math.max(
      existing.quantity,
      Math.min(existing.quantity + line.quantity, stock),
    );
    return lines.map((other) => (other === existing ? { ...existing, quantity } : other));
  }
  const index = Math.min(Math.max(0, removed.index), lines.length);
  return [...lines.slice(0, index), line, ...lines.slice(index)];
}
