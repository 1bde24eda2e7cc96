import {
  nearestNames,
  rankHits,
  SUGGESTION_LIMIT,
  termsThatCount,
  type SearchDocument,
} from '@/modules/plants/domain/searchRanking';
import { searchWords } from '@/modules/plants/domain/searchWords';
import type { RankedIds } from './PlantSearchEnginePort';
import type { PlantTextIndex } from './PlantTextIndexPort';

/** How many of the index's near names the domain chooses the nearest from. */
const NEAR_CANDIDATES = 50;

/**
 * A search answered by an index under the domain's rules: the words read (searchWords), what the
 * index matches ranked (rankHits, sold-out plants after those in stock of equal relevance), and,
 * when nothing is found, the nearest names (nearestNames). Only the terms that count do
 * (termsThatCount: a word that starts another is read as it, then the first MAX_SEARCH_TERMS),
 * which bounds a search's work whatever is typed. `documents` are the indexed ones, each at its id.
 */
export function rankedSearch(
  index: PlantTextIndex,
  search: string,
  documents: readonly SearchDocument[],
): RankedIds {
  const terms = termsThatCount(searchWords(search));
  if (terms.length === 0) return { ids: null, nearest: [] };
  const nameOf = (id: number) => documents[id]?.name ?? '';
  const isSoldOut = (id: number) => documents[id]?.soldOut === true;
  const ids = rankHits(terms, index.match(terms), isSoldOut);
  if (ids.length > 0) return { ids, nearest: [] };
  const candidates = index.near(terms, NEAR_CANDIDATES);
  return { ids, nearest: nearestNames(terms, candidates, nameOf).slice(0, SUGGESTION_LIMIT) };
}
