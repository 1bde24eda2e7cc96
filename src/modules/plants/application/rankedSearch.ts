import {
  MAX_SEARCH_TERMS,
  nearestNames,
  rankHits,
  SUGGESTION_LIMIT,
} from '@/modules/plants/domain/searchRanking';
import { searchWords } from '@/modules/plants/domain/searchWords';
import type { RankedIds } from './PlantSearchEnginePort';
import type { PlantTextIndex } from './PlantTextIndexPort';

/** How many of the index's near names the domain chooses the nearest from. */
const NEAR_CANDIDATES = 50;

/**
 * A search answered by an index under the domain's rules: the words read (searchWords), what the
 * index matches ranked (rankHits), and, when nothing is found, the nearest names (nearestNames).
 * Only the first MAX_SEARCH_TERMS words count, which bounds a search's work whatever is typed.
 * `nameOf` gives a document's plant name by its id.
 */
export function rankedSearch(
  index: PlantTextIndex,
  search: string,
  nameOf: (id: number) => string,
): RankedIds {
  const terms = searchWords(search).slice(0, MAX_SEARCH_TERMS);
  if (terms.length === 0) return { ids: null, nearest: [] };
  const ids = rankHits(terms, index.match(terms));
  if (ids.length > 0) return { ids, nearest: [] };
  const candidates = index.near(terms, NEAR_CANDIDATES);
  return { ids, nearest: nearestNames(terms, candidates, nameOf).slice(0, SUGGESTION_LIMIT) };
}
