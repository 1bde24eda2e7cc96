import type { Plant } from '@/modules/shared/domain/Plant';
import {
  nearestNames,
  rankHits,
  searchDocumentOf,
  SUGGESTION_LIMIT,
} from '@/modules/plants/domain/searchRanking';
import { searchWords } from '@/modules/plants/domain/searchWords';
import type { PlantTextIndex, PlantTextIndexPort } from './PlantTextIndexPort';

export interface PlantSearchResult {
  /** The plants found, best match first; the whole catalogue for a search with no words. */
  readonly plants: readonly Plant[];
  /** When nothing is found: the plants whose names are nearest what was typed, nearest first. */
  readonly nearest: readonly Plant[];
}

/** A catalogue, indexed, ready to answer each keystroke. */
export interface PlantSearch {
  find(search: string): PlantSearchResult;
}

/** The use-case as screens see it: whatever builds it may load its code on first use. */
export interface OpenPlantSearch {
  execute(catalogue: readonly Plant[]): Promise<PlantSearch>;
}

/** How many of the index's near names the domain chooses the nearest from. */
const NEAR_CANDIDATES = 50;

class IndexedCatalogue implements PlantSearch {
  constructor(
    private readonly catalogue: readonly Plant[],
    private readonly index: PlantTextIndex,
  ) {}

  find(search: string): PlantSearchResult {
    const terms = searchWords(search);
    if (terms.length === 0) return { plants: this.catalogue, nearest: [] };
    const plantAt = (id: number) => this.catalogue[id]!;
    const plants = rankHits(terms, this.index.match(terms)).map(plantAt);
    if (plants.length > 0) return { plants, nearest: [] };
    const candidates = this.index.near(terms, NEAR_CANDIDATES);
    const nearest = nearestNames(terms, candidates, (id) => plantAt(id).plantName);
    return { plants, nearest: nearest.slice(0, SUGGESTION_LIMIT).map(plantAt) };
  }
}

/**
 * Ranked, forgiving search of a catalogue, by the domain's rules (searchRanking, searchWords,
 * shopperWords). The index is built once per catalogue and shared by every caller.
 */
export class SearchPlants implements OpenPlantSearch {
  private readonly opened = new WeakMap<readonly Plant[], Promise<PlantSearch>>();

  constructor(private readonly indexer: PlantTextIndexPort) {}

  execute(catalogue: readonly Plant[]): Promise<PlantSearch> {
    let search = this.opened.get(catalogue);
    if (search === undefined) {
      search = this.indexer
        .build(catalogue.map(searchDocumentOf))
        .then((index) => new IndexedCatalogue(catalogue, index));
      // A failed build is not kept: the next search tries again.
      search.catch(() => this.opened.delete(catalogue));
      this.opened.set(catalogue, search);
    }
    return search;
  }
}
