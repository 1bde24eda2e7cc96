import type { Plant } from '@/modules/shared/domain/Plant';
import type { PlantSearchEngine, PlantSearchEnginePort } from './PlantSearchEnginePort';

export interface PlantSearchResult {
  /** The plants found, best match first; the whole catalogue for a search with no words. */
  readonly plants: readonly Plant[];
  /** When nothing is found: the plants whose names are nearest what was typed, nearest first. */
  readonly nearest: readonly Plant[];
  /**
   * When nothing is found: words the catalogue's plants are found by that come near what was
   * typed, or its categories (suggestedWords), each a search to run.
   */
  readonly suggestions: readonly string[];
}

/** A catalogue, indexed, ready to answer each keystroke. */
export interface PlantSearch {
  find(search: string): Promise<PlantSearchResult>;
}

/** The use-case as screens see it. */
export interface OpenPlantSearch {
  execute(catalogue: readonly Plant[]): Promise<PlantSearch>;
}

/** The catalogue's plants at `ids`, in that order: a loop, as an answer may hold every plant. */
function plantsAt(catalogue: readonly Plant[], ids: ArrayLike<number>): Plant[] {
  const plants = new Array<Plant>(ids.length);
  for (let index = 0; index < ids.length; index += 1) plants[index] = catalogue[ids[index]!]!;
  return plants;
}

class IndexedCatalogue implements PlantSearch {
  constructor(
    private readonly catalogue: readonly Plant[],
    private readonly engine: PlantSearchEngine,
  ) {}

  async find(search: string): Promise<PlantSearchResult> {
    const { ids, nearest, suggestions } = await this.engine.find(search);
    return {
      plants: ids === null ? this.catalogue : plantsAt(this.catalogue, ids),
      nearest: plantsAt(this.catalogue, nearest),
      suggestions,
    };
  }
}

/**
 * Ranked, forgiving search of a catalogue (PlantSearchEnginePort: the domain's rules wherever the
 * engine runs them), its answers as the catalogue's plants. The engine is opened once per
 * catalogue and shared by every caller: the listing and the header's search.
 */
export class SearchPlants implements OpenPlantSearch {
  private readonly opened = new WeakMap<readonly Plant[], Promise<PlantSearch>>();

  constructor(private readonly engine: PlantSearchEnginePort) {}

  execute(catalogue: readonly Plant[]): Promise<PlantSearch> {
    let search = this.opened.get(catalogue);
    if (search === undefined) {
      search = this.engine
        .open(catalogue)
        .then((engine) => new IndexedCatalogue(catalogue, engine));
      // A failed opening is not kept: the next search tries again.
      search.catch(() => this.opened.delete(catalogue));
      this.opened.set(catalogue, search);
    }
    return search;
  }
}
