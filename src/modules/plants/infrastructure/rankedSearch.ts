import {
  nearestNames,
  rankHits,
  SUGGESTION_LIMIT,
  termsThatCount,
  type SearchDocument,
} from '@/modules/plants/domain/searchRanking';
import { searchWords } from '@/modules/plants/domain/searchWords';
import type { RankedIds } from '@/modules/plants/application/PlantSearchEnginePort';
import type { MiniSearchIndex } from './MiniSearchIndex';

/** What the worker finds: the page adds the suggestions (WorkerPlantSearchEngine). */
export type FoundIds = Pick<RankedIds, 'ids' | 'nearest'>;

/** What a search asks of the index: its plants that match, and its names that come near. */
export type SearchIndex = Pick<MiniSearchIndex, 'match' | 'near'>;

/** How many of the index's near names the domain chooses the nearest from. */
const NEAR_CANDIDATES = 50;

/**
 * A search answered by the catalogue's index under the domain's rules, in the search worker
 * (serveSearch), where the rules and MiniSearch meet: the words read (searchWords), what the
 * index matches ranked (rankHits, sold-out plants after those in stock of equal relevance), and,
 * when nothing is found, the nearest names (nearestNames). Only the terms that count do
 * (termsThatCount: a word that starts another is read as it, then the first MAX_SEARCH_TERMS),
 * which bounds a search's work whatever is typed. `documents` are the indexed ones, each at its id.
 */
export function rankedSearch(
  index: SearchIndex,
  search: string,
  documents: readonly SearchDocument[],
): FoundIds {
  const terms = termsThatCount(searchWords(search));
  if (terms.length === 0) return { ids: null, nearest: [] };
  const nameOf = (id: number) => documents[id]?.name ?? '';
  const isSoldOut = (id: number) => documents[id]?.soldOut === true;
  const ids = rankHits(terms, index.match(terms), isSoldOut);
  if (ids.length > 0) return { ids, nearest: [] };
  const candidates = index.near(terms, NEAR_CANDIDATES);
  return { ids, nearest: nearestNames(terms, candidates, nameOf).slice(0, SUGGESTION_LIMIT) };
}
