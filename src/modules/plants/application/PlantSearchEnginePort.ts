import type { SearchDocument } from '@/modules/plants/domain/searchRanking';

/** What a search found, as places in the catalogue. */
export interface RankedIds {
  /**
   * The plants found, best match first; null when the search has no words (every plant). Any list
   * of numbers: a worker's answer is an Int32Array, taken as it comes, not copied again.
   */
  readonly ids: ArrayLike<number> | null;
  /** When nothing is found: the plants whose names are nearest, nearest first. */
  readonly nearest: readonly number[];
}

/** An opened search: answers each search with rankedSearch's answer. */
export interface PlantSearchEngine {
  find(search: string): Promise<RankedIds>;
}

/**
 * Where the catalogue's index lives and the search runs (docs/ports/PlantSearchEnginePort.md):
 * in the page, or in a worker, so that a keystroke's search costs the page nothing but a message.
 * Either way the answer is rankedSearch's: the index (PlantTextIndexPort) under the domain's rules.
 */
export interface PlantSearchEnginePort {
  open(documents: readonly SearchDocument[]): Promise<PlantSearchEngine>;
}
