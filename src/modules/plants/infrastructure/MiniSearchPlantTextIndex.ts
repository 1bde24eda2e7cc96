import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import type {
  PlantTextIndex,
  PlantTextIndexPort,
} from '@/modules/plants/application/PlantTextIndexPort';
import {
  FIELD_WEIGHTS,
  FUZZY_FIELDS,
  fuzzyEditsFor,
  SEARCH_FIELDS,
  suggestionEditsFor,
  type SearchDocument,
  type SearchHit,
} from '@/modules/plants/domain/searchRanking';
import { searchTermOf, splitWords } from '@/modules/plants/domain/searchWords';

/**
 * Plants indexed per part of this many: each part is one task, so a large catalogue's index is
 * built without a long task (some 20 ms a part at 4x CPU slowdown on the bench machine).
 */
export const INDEX_CHUNK_SIZE = 500;

/** Terms reach the index already processed (searchWords): it must not process them again. */
const AS_GIVEN = {
  tokenize: (text: string) => [text],
  processTerm: (term: string) => term,
};

/** One term's query: a word or the start of one anywhere, or one slip away in a name or category. */
function termQuery(term: string): Query {
  const anywhere: Query = { queries: [term], fields: [...SEARCH_FIELDS], prefix: true };
  const edits = fuzzyEditsFor(term);
  if (edits === 0) return anywhere;
  return {
    combineWith: 'OR',
    queries: [anywhere, { queries: [term], fields: [...FUZZY_FIELDS], fuzzy: edits }],
  };
}

function toHit(result: SearchResult): SearchHit {
  // The index holds only SEARCH_FIELDS, so every field it names is one of them.
  return {
    id: result.id as number,
    score: result.score,
    matches: result.match as SearchHit['matches'],
  };
}

class MiniSearchIndex implements PlantTextIndex {
  constructor(private readonly index: MiniSearch<SearchDocument>) {}

  match(terms: readonly string[]): readonly SearchHit[] {
    return this.index
      .search({ combineWith: 'AND', queries: terms.map(termQuery) }, AS_GIVEN)
      .map(toHit);
  }

  near(terms: readonly string[], limit: number): readonly SearchHit[] {
    const queries = terms.map((term): Query => ({
      queries: [term],
      fields: ['name'],
      prefix: true,
      fuzzy: suggestionEditsFor(term) || false,
    }));
    return this.index.search({ combineWith: 'OR', queries }, AS_GIVEN).slice(0, limit).map(toHit);
  }
}

/** PlantTextIndexPort on MiniSearch (ADR 0030): an inverted index in a radix tree, BM25 scores. */
export class MiniSearchPlantTextIndex implements PlantTextIndexPort {
  constructor(private readonly chunkSize = INDEX_CHUNK_SIZE) {}

  async build(documents: readonly SearchDocument[]): Promise<PlantTextIndex> {
    const index = new MiniSearch<SearchDocument>({
      fields: [...SEARCH_FIELDS],
      storeFields: [],
      tokenize: splitWords,
      processTerm: searchTermOf,
      searchOptions: { boost: { ...FIELD_WEIGHTS } },
    });
    await index.addAllAsync(documents, { chunkSize: this.chunkSize });
    return new MiniSearchIndex(index);
  }
}
