import { describe, expect, it, vi } from 'vitest';
import { rankedSearch, type SearchIndex } from '@/modules/plants/infrastructure/rankedSearch';
import {
  MAX_SEARCH_TERMS,
  type SearchDocument,
  type SearchHit,
} from '@/modules/plants/domain/searchRanking';

const NAMES = ['Fiddle Leaf Fig', 'Boston Fern', 'Snake Plant'];
const documentsOf = (soldOut: readonly number[] = []): SearchDocument[] =>
  NAMES.map((name, id) => ({
    id,
    name,
    category: '',
    nursery: '',
    description: '',
    soldOut: soldOut.includes(id),
  }));
const documents = documentsOf();

function anIndex(hits: { match?: SearchHit[]; near?: SearchHit[] }): SearchIndex {
  return { match: vi.fn(() => hits.match ?? []), near: vi.fn(() => hits.near ?? []) };
}

describe('rankedSearch', () => {
  it("asks the index for the search's terms and ranks its hits by the domain's rules", () => {
    const index = anIndex({
      match: [
        { id: 0, score: 5, matches: { fern: ['nursery'] } },
        { id: 1, score: 1, matches: { fern: ['name'] } },
      ],
    });
    expect(rankedSearch(index, 'Ferns', documents)).toEqual({ ids: [1, 0], nearest: [] });
    expect(index.match).toHaveBeenCalledWith(['fern']);
    expect(index.near).not.toHaveBeenCalled();
  });

  it('asks for the nearest names only when nothing is found', () => {
    const index = anIndex({ near: [{ id: 2, score: 1, matches: {} }] });
    expect(rankedSearch(index, 'snak', documents)).toEqual({ ids: [], nearest: [2] });
  });

  it('answers a search with no words with every plant, without asking the index', () => {
    const index = anIndex({});
    expect(rankedSearch(index, ' the & ', documents)).toEqual({ ids: null, nearest: [] });
    expect(index.match).not.toHaveBeenCalled();
  });

  it('asks the index for the first MAX_SEARCH_TERMS words only, however much is typed', () => {
    const index = anIndex({});
    // None the start of another (`word1` starts `word10`): termsThatCount would leave it out.
    const words = Array.from({ length: 30 }, (_, place) => `word${place}x`);
    rankedSearch(index, words.join(' '), documents);
    expect(index.match).toHaveBeenCalledWith(words.slice(0, MAX_SEARCH_TERMS));
    expect(index.near).toHaveBeenCalledWith(words.slice(0, MAX_SEARCH_TERMS), expect.any(Number));
  });

  it('asks for the longer word where one word of the search starts another', () => {
    const index = anIndex({});
    rankedSearch(
      index,
      'm mo mon mons monst monste monster monstera p pl pla plan plant s sn',
      documents,
    );
    expect(index.match).toHaveBeenCalledWith(['monstera', 'plant', 'sn']);
  });

  it('ranks a sold-out plant below one in stock of equal relevance, not below a weaker one', () => {
    const index = anIndex({
      match: [
        { id: 0, score: 9, matches: { fern: ['name'] } },
        { id: 1, score: 1, matches: { fern: ['name'] } },
        { id: 2, score: 9, matches: { fern: ['description'] } },
      ],
    });
    expect(rankedSearch(index, 'fern', documentsOf([0]))).toEqual({ ids: [1, 0, 2], nearest: [] });
  });
});
