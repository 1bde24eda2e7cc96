import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';
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
import { OneTermHits } from './OneTermHits';

/** Terms reach the index already processed (searchWords): it must not process them again. */
const AS_GIVEN = {
  tokenize: (text: string) => [text],
  processTerm: (term: string) => term,
};

/**
 * What one term matches, in the index's words: the term in any field, the start of a word where
 * the domain allows it (prefixFieldsFor), or, in a name or category, a word whose start is one
 * slip away: each start of a name's or category's word within reach (`starts`).
 */
interface TermParts {
  readonly term: string;
  readonly near: readonly string[];
}

function termParts(term: string, starts: SearchableMap<true>): TermParts {
  const edits = fuzzyEditsFor(term);
  return { term, near: edits > 0 ? [...starts.fuzzyGet(term, edits).keys()] : [] };
}

/** A term's parts as MiniSearch's query. */
function termQuery({ term, near }: TermParts): Query {
  const queries: Query[] = [
    { queries: [term], fields: [...SEARCH_FIELDS] },
    { queries: [term], fields: [...prefixFieldsFor(term)], prefix: true },
  ];
  if (near.length > 0)
    queries.push({ queries: [...near], fields: [...FUZZY_FIELDS], prefix: true });
  return { combineWith: 'OR', queries };
}

/** The starts of the words (fuzzyStartsOf), in MiniSearch's own radix tree. */
function fuzzyStartsIn(words: ReadonlySet<string>): SearchableMap<true> {
  const starts = new SearchableMap<true>();
  for (const word of words) for (const start of fuzzyStartsOf(word)) starts.set(start, true);
  return starts;
}

/**
 * A boost that scores, for each word of a name a term comes near, its first `limit` plants only
 * (in catalogue order) and leaves the rest unscored. No more than `limit` plants are offered, so
 * no word needs more than that many: a search that finds nothing then scores a bounded number of
 * plants per word, not every plant whose name starts with one of its letters (a fifth of 100,000
 * for `b`). Where a word names more than `limit` plants, those offered are its first ones rather
 * than its best scored; the shop's names stay far below that.
 */
function firstPlantsPerWord(limit: number): (id: unknown, word: string) => number {
  const plantsOf = new Map<string, Set<unknown>>();
  return (id, word) => {
    let plants = plantsOf.get(word);
    if (plants === undefined) plantsOf.set(word, (plants = new Set()));
    if (plants.has(id)) return 1;
    if (plants.size >= limit) return 0;
    plants.add(id);
    return 1;
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

/** Which plants hold a word, per field: MiniSearch's own postings (its private `_index`). */
type FieldPostings = ReadonlyMap<number, ReadonlyMap<number, number>>;

/**
 * MiniSearch 7's inverted index, read directly to learn which plants a term matches without
 * scoring them: MiniSearch's search scores every plant each word matches before it combines
 * the words. The fields it reads (`_index`, `_fieldIds`, `_documentIds`) are MiniSearch 7.2's,
 * pinned in package.json; the contract suite and the unit tests catch a change of them.
 */
class IndexPostings {
  private readonly words: SearchableMap<FieldPostings>;
  private readonly fieldIds: Readonly<Record<string, number>>;
  private readonly documentIds: ReadonlyMap<number, unknown>;

  constructor(index: MiniSearch<ReadDocument>) {
    const internals = index as unknown as {
      _index: SearchableMap<FieldPostings>;
      _fieldIds: Record<string, number>;
      _documentIds: Map<number, unknown>;
    };
    this.words = internals._index;
    this.fieldIds = internals._fieldIds;
    this.documentIds = internals._documentIds;
  }

  /** The ids of the plants every term's parts match (termQuery's rule), found unscored. */
  plantsMatchingAll(parts: readonly TermParts[]): Set<number> {
    const lists = parts.map((part) => this.postingsOf(part)).sort((a, b) => sizeOf(a) - sizeOf(b));
    let among: Set<number> | null = null;
    for (const list of lists) {
      const found = new Set<number>();
      for (const [postings, fields] of list) {
        for (const field of fields) {
          const plants = postings.get(field);
          if (plants === undefined) continue;
          for (const plant of plants.keys())
            if (among === null || among.has(plant)) found.add(plant);
        }
      }
      among = found;
      if (among.size === 0) break;
    }
    const ids = new Set<number>();
    for (const plant of among ?? []) ids.add(this.documentIds.get(plant) as number);
    return ids;
  }

  /** Each word a term's parts reach, with the fields (by MiniSearch's ids) it counts in there. */
  private postingsOf({ term, near }: TermParts): [FieldPostings, readonly number[]][] {
    const list: [FieldPostings, readonly number[]][] = [];
    const exact = this.words.get(term);
    if (exact !== undefined) list.push([exact, this.idsOf(SEARCH_FIELDS)]);
    const prefixFields = this.idsOf(prefixFieldsFor(term));
    for (const [word, postings] of this.words.atPrefix(term)) {
      if (word !== term) list.push([postings, prefixFields]);
    }
    const fuzzyFields = this.idsOf(FUZZY_FIELDS);
    for (const start of near) {
      for (const [, postings] of this.words.atPrefix(start)) list.push([postings, fuzzyFields]);
    }
    return list;
  }

  private idsOf(fields: readonly SearchField[]): number[] {
    return fields.map((field) => this.fieldIds[field]!);
  }
}

function sizeOf(list: readonly [FieldPostings, readonly number[]][]): number {
  let size = 0;
  for (const [postings, fields] of list)
    for (const field of fields) size += postings.get(field)?.size ?? 0;
  return size;
}

/**
 * The catalogue's full-text index on MiniSearch (ADR 0031): an inverted index in a radix tree,
 * BM25 scores. Terms given to it are already as the search compares them (searchWords); it reads
 * plants' text the same way (splitWords, searchTermOf). What counts and in what order is the
 * domain's (searchRanking, applied by rankedSearch): the index only finds.
 */
export class MiniSearchIndex {
  private readonly postings: IndexPostings;
  private readonly oneTerm: OneTermHits;

  constructor(
    private readonly index: MiniSearch<ReadDocument>,
    private readonly starts: SearchableMap<true>,
  ) {
    this.postings = new IndexPostings(index);
    this.oneTerm = new OneTermHits(index as MiniSearch<unknown>);
  }

  /**
   * A plant is found only when every term matches it, so the plants are first narrowed, unscored,
   * term by term from the term that matches fewest, and only those left are scored: a search's
   * work is a look at each term's plants plus the scoring of what it finds, not the scoring of
   * every plant each term's starts match (42,000 of 100,000 for `mo`). A plant scored is scored as
   * MiniSearch would score it alone: its boost is 1 and the terms' document counts are the whole
   * index's.
   */
  /**
   * Plants that match every term: as a word or the start of one in any field, or within
   * fuzzyEditsFor(term) edits of a word or of its start in a FUZZY_FIELDS field. Each hit says
   * which of its terms matched in which fields. In no particular order.
   */
  match(terms: readonly string[]): readonly SearchHit[] {
    const parts = terms.map((term) => termParts(term, this.starts));
    // One term: every plant it matches is found, so there is nothing to narrow; its hits and
    // scores are read from the postings (OneTermHits), as MiniSearch would score them.
    if (parts.length === 1) return this.oneTerm.of(parts[0]!.term, parts[0]!.near);
    const queries = parts.map(termQuery);
    const candidates = this.postings.plantsMatchingAll(parts);
    if (candidates.size === 0) return [];
    const boostDocument = (id: unknown) => (candidates.has(id as number) ? 1 : 0);
    return this.index
      .search({ combineWith: 'AND', queries }, { ...AS_GIVEN, boostDocument })
      .map(toHit);
  }

  /**
   * Up to `limit` plants whose names hold a word that some term starts or comes within
   * suggestionEditsFor(term) edits of: the candidates for "Did you mean".
   */
  near(terms: readonly string[], limit: number): readonly SearchHit[] {
    const queries = terms.map((term): Query => ({
      queries: [term],
      fields: ['name'],
      prefix: true,
      fuzzy: suggestionEditsFor(term) || false,
    }));
    const boostDocument = firstPlantsPerWord(limit);
    return this.index
      .search({ combineWith: 'OR', queries }, { ...AS_GIVEN, boostDocument })
      .slice(0, limit)
      .map(toHit);
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

/**
 * The index of the documents (the search worker builds it, serveSearch). Each plant is read
 * (readDocument) before the index takes it: one whose text cannot be read is left out and
 * reported, and the rest are indexed. In one part: the worker has nothing to yield to.
 */
export function buildMiniSearchIndex(
  documents: readonly SearchDocument[],
  reportSkipped: (source: string) => DropReporter = dropReporter,
): MiniSearchIndex {
  // The words of names and categories, gathered as the index reads them: read twice, 100,000
  // plants' words would take the worker as long again.
  const fuzzyWords = new Set<string>();
  let reading: ReadDocument | null = null;
  const index = new MiniSearch<ReadDocument>({
    fields: [...SEARCH_FIELDS],
    storeFields: [],
    // The words were split by readDocument: each field reaches the index as its list of words.
    // MiniSearch asks only for `id` and SEARCH_FIELDS, the fields it was given.
    extractField: (document, field) =>
      (field === 'id'
        ? document.id
        : Object.hasOwn(document.fields, field)
          ? document.fields[field as SearchField]
          : undefined) as never,
    stringifyField: (value) => value as never,
    tokenize: (words) => words as unknown as string[],
    processTerm: (word, field) => {
      const term = reading?.terms.get(word) ?? null;
      if (term !== null && FUZZY_FIELDS.includes(field as SearchField)) fuzzyWords.add(term);
      return term;
    },
    searchOptions: { boost: { ...FIELD_WEIGHTS } },
  });
  const skipped = reportSkipped(SKIPPED_SOURCE);
  documents.forEach((document, place) => {
    try {
      reading = readDocument(document);
      index.add(reading);
    } catch (error) {
      skipped.drop(`plant ${place} left out of the search: ${messageOf(error)}`);
    }
  });
  reading = null;
  skipped.done();
  return new MiniSearchIndex(index, fuzzyStartsIn(fuzzyWords));
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
