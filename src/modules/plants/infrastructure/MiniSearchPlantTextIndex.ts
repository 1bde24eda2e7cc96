import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import type {
  PlantTextIndex,
  PlantTextIndexPort,
} from '@/modules/plants/application/PlantTextIndexPort';
import {
  FIELD_WEIGHTS,
  FUZZY_FIELDS,
  fuzzyEditsFor,
  prefixFieldsFor,
  SEARCH_FIELDS,
  suggestionEditsFor,
  type SearchDocument,
  type SearchHit,
} from '@/modules/plants/domain/searchRanking';
import { searchTermOf, splitWords } from '@/modules/plants/domain/searchWords';

/**
 * Plants indexed per part of this many: each part is one task, so a keystroke made while a large
 * catalogue's index is built waits for one part at most (bench/search.mjs gives the longest).
 */
export const INDEX_CHUNK_SIZE = 200;

/** Terms reach the index already processed (searchWords): it must not process them again. */
const AS_GIVEN = {
  tokenize: (text: string) => [text],
  processTerm: (term: string) => term,
};

/**
 * One term's query: the word in any field, the start of a word where the domain allows it
 * (prefixFieldsFor), or a word one slip away in a name or category.
 */
function termQuery(term: string): Query {
  const queries: Query[] = [
    { queries: [term], fields: [...SEARCH_FIELDS] },
    { queries: [term], fields: [...prefixFieldsFor(term)], prefix: true },
  ];
  const edits = fuzzyEditsFor(term);
  if (edits > 0) queries.push({ queries: [term], fields: [...FUZZY_FIELDS], fuzzy: edits });
  return { combineWith: 'OR', queries };
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

/** PlantTextIndexPort on MiniSearch (ADR 0031): an inverted index in a radix tree, BM25 scores. */
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
