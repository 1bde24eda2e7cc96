import type { SearchDocument } from '@/modules/plants/domain/searchRanking';
import { buildMiniSearchIndex } from '@/modules/plants/infrastructure/MiniSearchIndex';
import type { SearchIndex } from '@/modules/plants/infrastructure/rankedSearch';

/** MiniSearch's index of the documents, built, whose every search throws: a search that fails. */
export function failingSearchIndex(documents: readonly SearchDocument[]): SearchIndex {
  buildMiniSearchIndex(documents);
  const fail = (): never => {
    throw new Error('the search failed');
  };
  return { match: fail, near: fail };
}
