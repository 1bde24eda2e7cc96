import type { PlantId } from '@/modules/shared/domain/Plant';
import type { CartLine, WishlistItem } from './CartLine';

export interface FirstPerPlant<T> {
  readonly kept: T[];
  /** The plantIds of the later entries that were left out, in order. */
  readonly repeated: PlantId[];
}

function firstPerKey<T>(entries: readonly T[], plantIdOf: (entry: T) => PlantId): FirstPerPlant<T> {
  const seen = new Set<PlantId>();
  const kept: T[] = [];
  const repeated: PlantId[] = [];
  for (const entry of entries) {
    const plantId = plantIdOf(entry);
    if (seen.has(plantId)) repeated.push(plantId);
    else {
      seen.add(plantId);
      kept.push(entry);
    }
  }
  return { kept, repeated };
}

/**
 * A stored list may name one plant twice (written by hand, or by an older
 * version): one line per plant, the first, and the others reported so the
 * caller can say what it left out.
 */
export function firstLinePerPlant(lines: readonly CartLine[]): FirstPerPlant<CartLine> {
  return firstPerKey(lines, (line) => line.plant.plantId);
}

export function firstItemPerPlant(items: readonly WishlistItem[]): FirstPerPlant<WishlistItem> {
  return firstPerKey(items, (item) => item.plantId);
}
