import type { Plant } from '@/modules/shared/domain/Plant';

/** What a search found, as places in the catalogue searched. */
export interface RankedIds {
  /**
   * The plants found, best match first; null when the search has no words (every plant). Any list
   * of numbers: a worker's answer is an Int32Array, taken as it comes, not copied again.
   */
  readonly ids: ArrayLike<number> | null;
  /** When nothing is found: the plants whose names are nearest, nearest first. */
  readonly nearest: readonly number[];
  /**
   * When nothing is found: words the catalogue's plants are found by that come near what was
   * typed, or, when neither they nor a name is near, its categories (suggestedWords).
   */
  readonly suggestions: readonly string[];
}

/** An opened search: answers each search of the catalogue it was opened with. */
export interface PlantSearchEngine {
  find(search: string): Promise<RankedIds>;
}

/**
 * The page's one port to the search (docs/ports/PlantSearchEnginePort.md): the catalogue's index
 * and its search run behind it, in a worker in the shop, so that a keystroke costs the page
 * nothing but a message, and the rules, the index and its library load only when a search starts.
 */
export interface PlantSearchEnginePort {
  open(catalogue: readonly Plant[]): Promise<PlantSearchEngine>;
}
