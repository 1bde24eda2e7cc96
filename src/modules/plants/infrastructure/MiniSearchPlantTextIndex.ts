import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';
import type {
  PlantTextIndex,
  PlantTextIndexPort,
} from '@/modules/plants/application/PlantTextIndexPort';
import {
  FIELD_WEIGHTS,
  FUZZY_FIELDS,
  fuzzyEditsFor,
  fuzzyStartsOf,
  prefixFieldsFor,
  SEARCH_FIELDS,
  suggestionEditsFor,
  type SearchDocument,
  type SearchField,
  type SearchHit,
} from '@/modules/plants/domain/searchRanking';
import { searchTermOf, splitWords } from '@/modules/plants/domain/searchWords';
import { dropReporter, type DropReporter } from '@/modules/shared/application/dropReporter';
import { nextTask } from '@/modules/shared/infrastructure/nextTask';

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
 * (prefixFieldsFor), or, in a name or category, a word whose start is one slip away: each start
 * of a name's or category's word within reach (`starts`) is searched as the start of a word.
 */
function termQuery(term: string, starts: SearchableMap<true>): Query {
  const queries: Query[] = [
    { queries: [term], fields: [...SEARCH_FIELDS] },
    { queries: [term], fields: [...prefixFieldsFor(term)], prefix: true },
  ];
  const edits = fuzzyEditsFor(term);
  if (edits > 0) {
    const near = [...starts.fuzzyGet(term, edits).keys()];
    if (near.length > 0) queries.push({ queries: near, fields: [...FUZZY_FIELDS], prefix: true });
  }
  return { combineWith: 'OR', queries };
}

/** The starts of the words (fuzzyStartsOf), in MiniSearch's own radix tree. */
function fuzzyStartsIn(words: ReadonlySet<string>): SearchableMap<true> {
  const starts = new SearchableMap<true>();
  for (const word of words) for (const start of fuzzyStartsOf(word)) starts.set(start, true);
  return starts;
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
  constructor(
    private readonly index: MiniSearch<ReadDocument>,
    private readonly starts: SearchableMap<true>,
  ) {}

  match(terms: readonly string[]): readonly SearchHit[] {
    const queries = terms.map((term) => termQuery(term, this.starts));
    return this.index.search({ combineWith: 'AND', queries }, AS_GIVEN).map(toHit);
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

/** A plant's words per field, as read, and the term each word is searched by. */
interface ReadDocument {
  readonly id: number;
  readonly fields: Readonly<Record<SearchField, readonly string[]>>;
  readonly terms: ReadonlyMap<string, string | null>;
}

/**
 * Reads a plant's text as the search does (splitWords, searchTermOf), or throws when a word gives
 * something other than a term: the plant is then left out, before the index holds any of it.
 */
function readDocument(document: SearchDocument): ReadDocument {
  const terms = new Map<string, string | null>();
  const fields = {} as Record<SearchField, readonly string[]>;
  for (const field of SEARCH_FIELDS) {
    const words = splitWords(document[field] ?? '');
    for (const word of words) {
      if (terms.has(word)) continue;
      const term = searchTermOf(word);
      if (term !== null && typeof term !== 'string') {
        throw new Error(`its word "${word.slice(0, 40)}" gives no term`);
      }
      terms.set(word, term);
    }
    fields[field] = words;
  }
  return { id: document.id, fields, terms };
}

/** Where the index says which plants it left out: the page's console (the worker's, in one). */
const SKIPPED_SOURCE = 'search index';

/** PlantTextIndexPort on MiniSearch (ADR 0031): an inverted index in a radix tree, BM25 scores. */
export class MiniSearchPlantTextIndex implements PlantTextIndexPort {
  constructor(
    private readonly chunkSize = INDEX_CHUNK_SIZE,
    private readonly reportSkipped: (source: string) => DropReporter = dropReporter,
  ) {}

  /**
   * Each plant is read (readDocument) before the index takes it: one whose text cannot be read is
   * left out and reported, and the rest are indexed. Parts of chunkSize plants, one task each.
   */
  async build(documents: readonly SearchDocument[]): Promise<PlantTextIndex> {
    // The words of names and categories, gathered as the index reads them: read twice, 100,000
    // plants' words would take the worker as long again.
    const fuzzyWords = new Set<string>();
    let reading: ReadDocument | null = null;
    const index = new MiniSearch<ReadDocument>({
      fields: [...SEARCH_FIELDS],
      storeFields: [],
      // The words were split by readDocument: each field reaches the index as its list of words.
      extractField: (document, field) =>
        (field === 'id' ? document.id : document.fields[field as SearchField]) as never,
      stringifyField: (value) => value as never,
      tokenize: (words) => words as unknown as string[],
      processTerm: (word, field) => {
        const term = reading?.terms.get(word) ?? null;
        if (term !== null && FUZZY_FIELDS.includes(field as SearchField)) fuzzyWords.add(term);
        return term;
      },
      searchOptions: { boost: { ...FIELD_WEIGHTS } },
    });
    // Not MiniSearch's addAllAsync: it adds its last, partial chunk in the task of the full one
    // before, and waits on timers, which a hidden tab throttles and a held test clock stops.
    const skipped = this.reportSkipped(SKIPPED_SOURCE);
    for (let start = 0; start < documents.length; start += this.chunkSize) {
      await nextTask();
      const end = Math.min(documents.length, start + this.chunkSize);
      for (let place = start; place < end; place += 1) {
        const document = documents[place]!;
        try {
          reading = readDocument(document);
          index.add(reading);
        } catch (error) {
          skipped.drop(`plant ${place} left out of the search: ${messageOf(error)}`);
        }
      }
    }
    reading = null;
    skipped.done();
    return new MiniSearchIndex(index, fuzzyStartsIn(fuzzyWords));
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
