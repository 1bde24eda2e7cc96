import { describe, expect, it } from 'vitest';
import type { SearchDocument } from '@/modules/plants/domain/searchRanking';
import { searchWords } from '@/modules/plants/domain/searchWords';
import {
  buildMiniSearchIndex,
  type MiniSearchIndex,
} from '@/modules/plants/infrastructure/MiniSearchIndex';

/*
 * Which plants the catalogue's index finds for the terms the domain gives it. How it scores them
 * is its own; what ranks first is the domain's (searchRanking, applied by rankedSearch).
 */

const document = (
  id: number,
  name: string,
  category: string,
  nursery: string,
  description: string,
): SearchDocument => ({ id, name, category, nursery, description });

const DOCUMENTS: readonly SearchDocument[] = [
  document(0, 'Monstera Deliciosa', 'Tropical', 'Canopy & Clay', 'Split leaves in bright light.'),
  document(1, 'Boston Fern', 'Pet Friendly', 'Fern & Fig Growers', 'Loves a humid bathroom.'),
  document(2, 'Snake Plant', 'Air Purifying', 'Green Thumb', 'Hardy, trailing nothing.'),
  document(3, 'Peace Lily', 'Air Purifying', 'Canopy & Clay', 'White flowers; a trailing stem.'),
];

describe('MiniSearchIndex: what it matches', () => {
  const built = async () => buildMiniSearchIndex(DOCUMENTS);
  const ids = (index: MiniSearchIndex, search: string) =>
    index
      .match(searchWords(search))
      .map((hit) => hit.id)
      .sort();

  it('finds the plants that hold every term, as a whole word in any field', async () => {
    const index = await built();
    expect(ids(index, 'fern')).toEqual([1]);
    expect(ids(index, 'purifying')).toEqual([2, 3]);
    expect(ids(index, 'bathroom')).toEqual([1]);
    expect(ids(index, 'purifying lily')).toEqual([3]);
    expect(ids(index, 'fern tropical')).toEqual([]);
  });

  it('says which of its words matched in which fields', async () => {
    const index = await built();
    const [fern] = index.match(searchWords('fern'));
    expect(fern!.id).toBe(1);
    expect(Object.keys(fern!.matches)).toEqual(['fern']);
    expect([...fern!.matches.fern!].sort()).toEqual(['name', 'nursery']);
    expect(Number.isFinite(fern!.score)).toBe(true);
  });

  it('finds the start of a word in a name, category or nursery, never in a description', async () => {
    const index = await built();
    expect(ids(index, 'monst')).toEqual([0]);
    expect(ids(index, 'tropi')).toEqual([0]);
    expect(ids(index, 'grow')).toEqual([1]);
    expect(ids(index, 'bathr')).toEqual([]);
    const [monstera] = index.match(searchWords('monst'));
    expect(monstera!.matches).toEqual({ monstera: ['name'] });
  });

  it('takes a single letter as the start of a word of a name only', async () => {
    const index = await built();
    expect(ids(index, 'b')).toEqual([1]);
    expect(ids(index, 'g')).toEqual([]);
  });

  it('forgives one slip in a word of five letters or more, in a name or category only', async () => {
    const index = await built();
    expect(ids(index, 'monstra')).toEqual([0]);
    expect(ids(index, 'tropcal')).toEqual([0]);
    expect(ids(index, 'bathrom')).toEqual([]);
    expect(ids(index, 'ferm')).toEqual([]);
    expect(ids(index, 'mnstra')).toEqual([]);
  });

  it('forgives one slip in a word still being typed: the start of a name or category word', async () => {
    const index = await built();
    expect(ids(index, 'monstr')).toEqual([0]);
    expect(ids(index, 'purifyi')).toEqual([2, 3]);
    expect(ids(index, 'pece')).toEqual([]);
    expect(ids(index, 'bathrm')).toEqual([]);
    expect(ids(index, 'mnstr')).toEqual([]);
    const [monstera] = index.match(searchWords('monstr'));
    expect(monstera!.matches).toEqual({ monstera: ['name'] });
  });

  it('finds near names for Did you mean, up to the limit asked', async () => {
    const index = await built();
    expect(index.near(searchWords('mosntera'), 5).map((hit) => hit.id)).toEqual([0]);
    expect(index.near(searchWords('lilly'), 5).map((hit) => hit.id)).toEqual([3]);
    expect(index.near(searchWords('xyzzyq'), 5)).toEqual([]);
    const plants = index.near(searchWords('plont'), 5).map((hit) => hit.id);
    expect(plants).toEqual([2]);
    expect(index.near(searchWords('boston snake peace'), 2)).toHaveLength(2);
  });

  it('finds near names in the names only: a category, nursery or description offers nothing', async () => {
    const index = await built();
    const near = (search: string) => index.near(searchWords(search), 5).map((hit) => hit.id);
    expect(near('tropical')).toEqual([]);
    expect(near('purifyng')).toEqual([]);
    expect(near('canopy')).toEqual([]);
    expect(near('bathroom')).toEqual([]);
    expect(near('flowers')).toEqual([]);
    expect(near('peace')).toEqual([3]);
  });

  it('builds an index of thousands of plants and finds the last', async () => {
    const many = Array.from({ length: 3000 }, (_, id) =>
      document(id, 'Snake Plant', 'Air Purifying', 'Green Thumb', 'Hardy.'),
    );
    many[2999] = document(2999, 'Monstera Deliciosa', 'Tropical', 'Canopy & Clay', 'Split.');
    const index = buildMiniSearchIndex(many);
    expect(ids(index, 'monstera')).toEqual([2999]);
    expect(index.match(searchWords('snake'))).toHaveLength(2999);
  });

  it('an index of no plants finds nothing', async () => {
    const index = buildMiniSearchIndex([]);
    expect(index.match(searchWords('fern'))).toEqual([]);
    expect(index.near(searchWords('fern'), 3)).toEqual([]);
  });
});
