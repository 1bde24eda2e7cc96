import type { Plant } from '@/modules/shared/domain/Plant';
import { searchDocumentOf } from '@/modules/plants/domain/searchRanking';
import { suggestedWords } from '@/modules/plants/domain/searchSuggestions';
import { searchWords } from '@/modules/plants/domain/searchWords';
import { CHEAP_BELOW, categoryTextOf, PRICE_WORDS } from '@/modules/plants/domain/shopperWords';
import type { PlantSearchEngine, PlantSearchEnginePort } from './PlantSearchEnginePort';

export interface PlantSearchResult {
  /** The plants found, best match first; the whole catalogue for a search with no words. */
  readonly plants: readonly Plant[];
  /** When nothing is found: the plants whose names are nearest what was typed, nearest first. */
  readonly nearest: readonly Plant[];
  /**
   * When nothing is found: words the catalogue's plants are found by that come near what was
   * typed, or, when neither they nor a name is near, its categories (suggestedWords), each a
   * search to run.
   */
  readonly suggestions: readonly string[];
}

const NO_WORDS: readonly string[] = [];

/** The words a catalogue's plants are found by, and its categories, for suggestedWords. */
interface ShopWords {
  readonly vocabulary: readonly string[];
  readonly categories: readonly string[];
}

function shopWordsOf(catalogue: readonly Plant[]): ShopWords {
  const vocabulary = new Set<string>();
  const categories = new Set<string>();
  const pairs = new Set<string>();
  let anyCheap = false;
  for (const plant of catalogue) {
    categories.add(plant.category.trim());
    anyCheap ||= plant.price < CHEAP_BELOW;
    const pair = `${plant.category}\n${plant.careLevel}`;
    if (pairs.has(pair)) continue;
    pairs.add(pair);
    for (const phrase of categoryTextOf(plant).split('\n')) vocabulary.add(phrase.trim());
  }
  if (anyCheap) for (const phrase of PRICE_WORDS) vocabulary.add(phrase);
  return { vocabulary: [...vocabulary], categories: [...categories] };
}

/** A catalogue, indexed, ready to answer each keystroke. */
export interface PlantSearch {
  find(search: string): Promise<PlantSearchResult>;
}

/** The use-case as screens see it: whatever builds it may load its code on first use. */
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
  private shopWords: ShopWords | null = null;

  constructor(
    private readonly catalogue: readonly Plant[],
    private readonly engine: PlantSearchEngine,
  ) {}

  async find(search: string): Promise<PlantSearchResult> {
    const { ids, nearest } = await this.engine.find(search);
    return {
      plants: ids === null ? this.catalogue : plantsAt(this.catalogue, ids),
      nearest: plantsAt(this.catalogue, nearest),
      suggestions: ids !== null && ids.length === 0 ? this.suggest(search, nearest) : NO_WORDS,
    };
  }

  /** The shop's words near the search; its categories only when no name is near either. */
  private suggest(search: string, nearest: readonly number[]): string[] {
    this.shopWords ??= shopWordsOf(this.catalogue);
    const { vocabulary, categories } = this.shopWords;
    return suggestedWords(searchWords(search), vocabulary, nearest.length > 0 ? [] : categories);
  }
}

/**
 * Ranked, forgiving search of a catalogue, by the domain's rules (searchRanking, searchWords,
 * shopperWords, applied by rankedSearch wherever the engine runs it). The index is built once
 * per catalogue and shared by every caller.
 */
export class SearchPlants implements OpenPlantSearch {
  private readonly opened = new WeakMap<readonly Plant[], Promise<PlantSearch>>();

  constructor(private readonly engine: PlantSearchEnginePort) {}

  execute(catalogue: readonly Plant[]): Promise<PlantSearch> {
    let search = this.opened.get(catalogue);
    if (search === undefined) {
      search = this.engine
        .open(catalogue.map(searchDocumentOf))
        .then((engine) => new IndexedCatalogue(catalogue, engine));
      // A failed build is not kept: the next search tries again.
      search.catch(() => this.opened.delete(catalogue));
      this.opened.set(catalogue, search);
    }
    return search;
  }
}
