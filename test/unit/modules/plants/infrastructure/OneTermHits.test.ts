import MiniSearch, { type Query } from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';
import { describe, expect, it } from 'vitest';
import {
  FIELD_WEIGHTS,
  FUZZY_FIELDS,
  fuzzyEditsFor,
  fuzzyStartsOf,
  prefixFieldsFor,
  relevanceOf,
  SEARCH_FIELDS,
  searchDocumentOf,
  type SearchDocument,
} from '@/modules/plants/domain/searchRanking';
import { searchTermOf, splitWords } from '@/modules/plants/domain/searchWords';
import { OneTermHits } from '@/modules/plants/infrastructure/OneTermHits';
import { generatePlants } from '@test/support/generatePlants';
import { readShopCatalogue } from '@test/support/shopCatalogue';

/** An index as buildMiniSearchIndex builds one: the domain's words, the fields' weights. */
function indexOf(documents: readonly SearchDocument[]): MiniSearch<SearchDocument> {
  const index = new MiniSearch<SearchDocument>({
    fields: [...SEARCH_FIELDS],
    storeFields: [],
    tokenize: splitWords,
    processTerm: (word) => searchTermOf(word),
    searchOptions: { boost: { ...FIELD_WEIGHTS } },
  });
  index.addAll(documents);
  return index;
}

/** The starts one slip from the term, from every word's starts (any list will do for this test). */
function nearOf(index: MiniSearch<SearchDocument>, term: string): string[] {
  const starts = new SearchableMap<true>();
  const words = (index as unknown as { _index: SearchableMap<unknown> })._index;
  for (const word of words.keys()) for (const start of fuzzyStartsOf(word)) starts.set(start, true);
  const edits = fuzzyEditsFor(term);
  return edits > 0 ? [...starts.fuzzyGet(term, edits).keys()] : [];
}

/** MiniSearch's own search for one term, as MiniSearchIndex asks it. */
function searchedByMiniSearch(index: MiniSearch<SearchDocument>, term: string, near: string[]) {
  const queries: Query[] = [
    { queries: [term], fields: [...SEARCH_FIELDS] },
    { queries: [term], fields: [...prefixFieldsFor(term)], prefix: true },
  ];
  if (near.length > 0) queries.push({ queries: near, fields: [...FUZZY_FIELDS], prefix: true });
  const asGiven = { tokenize: (text: string) => [text], processTerm: (text: string) => text };
  return index.search({ combineWith: 'OR', queries }, asGiven);
}

describe('OneTermHits: a single term read from the postings', () => {
  const shop = readShopCatalogue().map(searchDocumentOf);
  const generated = generatePlants(3_000).map(searchDocumentOf);

  it.each([
    ['the shop', shop],
    ['3,000 generated plants', generated],
  ])(
    'finds what MiniSearch finds in %s, with its scores and the same relevance',
    (_, documents) => {
      const index = indexOf(documents);
      const hits = new OneTermHits(index as MiniSearch<unknown>);
      const terms = ['p', 'm', 'mo', 'mon', 'monst', 'monstra', 'plant', 'fern', 'pet', 'lili'];
      for (const term of [...terms, 'succul', 'trail', 'xyzzy', 'constructor', '__proto__']) {
        const near = nearOf(index, term);
        const expected = searchedByMiniSearch(index, term, near);
        const found = new Map(hits.of(term, near).map((hit) => [hit.id, hit]));
        expect(
          [...found.keys()].sort((a, b) => a - b),
          term,
        ).toEqual(expected.map((result) => result.id as number).sort((a, b) => a - b));
        for (const result of expected) {
          const hit = found.get(result.id as number)!;
          expect(hit.score, `${term}: plant ${result.id}`).toBeCloseTo(result.score, 9);
          expect(relevanceOf([term], hit.matches), `${term}: plant ${result.id}`).toBe(
            relevanceOf([term], result.match as typeof hit.matches),
          );
        }
      }
    },
  );
});
