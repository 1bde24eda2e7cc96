import { describe, expect, it } from 'vitest';
import {
  answersIn,
  distanceToName,
  editDistance,
  FIELD_WEIGHTS,
  FUZZY_MAX_LENGTH,
  FUZZY_MIN_LENGTH,
  fuzzyEditsFor,
  fuzzyStartsOf,
  matchKind,
  MATCH_KIND_WEIGHTS,
  MAX_SEARCH_TERMS,
  nearestNames,
  rankHits,
  relevanceOf,
  searchDocumentOf,
  startsWithinEdits,
  SUGGESTION_LIMIT,
  suggestionEditsFor,
  termsThatCount,
  type SearchHit,
} from '@/modules/plants/domain/searchRanking';
import { aPlant } from '@test/support/plants';

const hit = (id: number, matches: SearchHit['matches'], score = 1): SearchHit => ({
  id,
  score,
  matches,
});

describe('rankHits: best match first', () => {
  it("a plant's name above its category, its category above its nursery and description", () => {
    const hits = [
      hit(1, { fern: ['description'] }, 9),
      hit(2, { fern: ['nursery'] }, 9),
      hit(3, { fern: ['category'] }, 1),
      hit(4, { fern: ['name'] }, 0.1),
    ];
    const ranked = rankHits(['fern'], hits);
    expect(ranked.slice(0, 2)).toEqual([4, 3]);
    expect(ranked.slice(2).sort()).toEqual([1, 2]);
  });

  it('a field counts once per word, at its best', () => {
    expect(relevanceOf(['fern'], { fern: ['description', 'name'] })).toBe(FIELD_WEIGHTS.name);
  });

  it('a whole word above the start of one, above a word one slip away, in the same field', () => {
    const hits = [
      hit(1, { monstr: ['name'] }),
      hit(2, { monsterous: ['name'] }),
      hit(3, { monster: ['name'] }),
    ];
    expect(rankHits(['monster'], hits)).toEqual([3, 2, 1]);
  });

  it('a name one slip away still ranks above a category matched exactly', () => {
    const hits = [hit(1, { monstera: ['category'] }, 5), hit(2, { monstera: ['name'] }, 1)];
    expect(rankHits(['monstra'], hits)).toEqual([2, 1]);
    expect(FIELD_WEIGHTS.name * MATCH_KIND_WEIGHTS.fuzzy).toBeGreaterThan(FIELD_WEIGHTS.category);
  });

  it('needs every word: a plant that answers only some is left out', () => {
    const hits = [hit(1, { air: ['category'], purifi: ['category'] }), hit(2, { air: ['name'] })];
    expect(rankHits(['air', 'purifi'], hits)).toEqual([1]);
  });

  it('sums the words: a plant with both words in its name above one with one in its name', () => {
    const hits = [
      hit(1, { aloe: ['name'], vera: ['description'] }),
      hit(2, { aloe: ['name'], vera: ['name'] }),
    ];
    expect(rankHits(['aloe', 'vera'], hits)).toEqual([2, 1]);
  });

  it("a slip counts only in a name or a category, never in a nursery's or description's word", () => {
    expect(relevanceOf(['monstra'], { monstera: ['description'] })).toBe(0);
    expect(relevanceOf(['monstra'], { monstera: ['nursery'] })).toBe(0);
    expect(relevanceOf(['monstra'], { monstera: ['category'] })).toBeGreaterThan(0);
  });

  it("ties go to the library's score, then to catalogue order", () => {
    const hits = [
      hit(5, { fern: ['name'] }, 1),
      hit(3, { fern: ['name'] }, 2),
      hit(1, { fern: ['name'] }, 1),
    ];
    expect(rankHits(['fern'], hits)).toEqual([3, 1, 5]);
  });

  it('relevance before score, score before catalogue order, whatever order the library gives', () => {
    const hits = [
      hit(7, { fern: ['name'] }, 1),
      hit(2, { fern: ['category'] }, 9),
      hit(4, { fern: ['name'] }, 3),
      hit(1, { fern: ['name'] }, 1),
    ];
    expect(rankHits(['fern'], hits)).toEqual([4, 1, 7, 2]);
  });

  it('the same order for thousands of plants sharing matches, and for ids past whole places', () => {
    const shared = { fern: ['name'] } as const;
    const many = Array.from({ length: 3000 }, (_, place) =>
      hit((place * 7919) % 3000, place % 3 === 0 ? { fern: ['nursery'] } : shared, place % 5),
    );
    const expected = [...many]
      .sort(
        (a, b) =>
          relevanceOf(['fern'], b.matches) - relevanceOf(['fern'], a.matches) ||
          b.score - a.score ||
          a.id - b.id,
      )
      .map((entry) => entry.id);
    expect(rankHits(['fern'], many)).toEqual(expected);
    const odd = [hit(2 ** 60, shared, 1), hit(0.5, shared, 1), hit(3, shared, 2)];
    expect(rankHits(['fern'], odd)).toEqual([3, 0.5, 2 ** 60]);
  });

  it('the same order whatever numbers the ids are: fractions, negatives, the largest exact whole', () => {
    const shared = { fern: ['name'] } as const;
    expect(rankHits(['fern'], [hit(0.1, shared, 1), hit(2.5, shared, 2)])).toEqual([2.5, 0.1]);
    expect(rankHits(['fern'], [hit(3, shared, 2), hit(-1, shared, 1)])).toEqual([3, -1]);
    expect(rankHits(['fern'], [hit(-2, shared, 1), hit(-1, shared, 2)])).toEqual([-1, -2]);
    const largest = Number.MAX_SAFE_INTEGER - 1;
    expect(rankHits(['fern'], [hit(largest, shared, 1), hit(1, shared, 2)])).toEqual([1, largest]);
  });

  it('relevance, then in stock before sold out, then score, whatever numbers the ids are', () => {
    const byName = { fern: ['name'] } as const;
    for (const [category, soldOutName, inStockName] of [
      [0, 1, 2],
      [0.5, 1.5, 2.5],
    ] as const) {
      const hits = [
        hit(category, { fern: ['category'] }, 9),
        hit(soldOutName, byName, 5),
        hit(inStockName, byName, 1),
      ];
      const isSoldOut = (id: number) => id === soldOutName;
      expect(rankHits(['fern'], hits, isSoldOut)).toEqual([inStockName, soldOutName, category]);
    }
  });
});

describe('answersIn: what a text index must find', () => {
  it('a whole word anywhere; a start outside descriptions; a slip in a name or category', () => {
    expect(answersIn('fern', 'fern', 'description')).toBe(true);
    expect(answersIn('monst', 'monstera', 'name')).toBe(true);
    expect(answersIn('bathr', 'bathroom', 'description')).toBe(false);
    expect(answersIn('b', 'boston', 'name')).toBe(true);
    expect(answersIn('b', 'boston', 'nursery')).toBe(false);
    expect(answersIn('monstra', 'monstera', 'category')).toBe(true);
    expect(answersIn('monstra', 'monstera', 'nursery')).toBe(false);
    expect(answersIn('ferm', 'fern', 'name')).toBe(false);
  });

  it('distanceToName: the fewest edits to a word of the name, 0 for a word it starts', () => {
    expect(distanceToName('mon', ['monstera', 'deliciosa'])).toBe(0);
    expect(distanceToName('mosntera', ['monstera', 'deliciosa'])).toBe(2);
    expect(distanceToName('xyzzyq', ['monstera'])).toBe(3);
  });
});

describe('termsThatCount: the words of a search that count', () => {
  it('reads a word typed on the way to another of the same search as the longer word', () => {
    expect(termsThatCount(['m', 'mo', 'mon', 'monstera', 'p', 'plant'])).toEqual([
      'monstera',
      'plant',
    ]);
    expect(termsThatCount(['monstera', 'mon'])).toEqual(['monstera']);
  });

  it('counts a word said twice once, and keeps words that only share a start', () => {
    expect(termsThatCount(['mo', 'mo', 'mo'])).toEqual(['mo']);
    expect(termsThatCount(['snake', 'snak', 'plant', 'plan'])).toEqual(['snake', 'plant']);
    expect(termsThatCount(['monstera', 'money'])).toEqual(['monstera', 'money']);
  });

  it('keeps the first MAX_SEARCH_TERMS of what is left, so the cap keeps the words that say most', () => {
    const typed = ['m', 'mo', 'mon', 'mons', 'monst', 'monstera', 'p', 'pl', 'plant', 's', 'snake'];
    expect(termsThatCount(typed)).toEqual(['monstera', 'plant', 'snake']);
    const many = Array.from({ length: 9 }, (_, place) => `word${place}`);
    expect(termsThatCount(many)).toEqual(many.slice(0, MAX_SEARCH_TERMS));
  });
});

describe('how forgiving a word is', () => {
  it('a word of five letters or more may be one edit away; a shorter one must be exact', () => {
    expect(fuzzyEditsFor('lilli')).toBe(1);
    expect(fuzzyEditsFor('fern')).toBe(0);
    expect(matchKind('lilli', 'lili')).toBe('fuzzy');
    expect(matchKind('succulant', 'succulent')).toBe('fuzzy');
    expect(matchKind('fen', 'fern')).toBeNull();
    expect(matchKind('monstra', 'mansion')).toBeNull();
  });

  it('a word longer than FUZZY_MAX_LENGTH forgives no slip, and no start past it is kept', () => {
    const long = 'a'.repeat(FUZZY_MAX_LENGTH);
    expect(fuzzyEditsFor(long)).toBe(1);
    expect(fuzzyEditsFor(`${long}a`)).toBe(0);
    const starts = fuzzyStartsOf('b'.repeat(100_000));
    expect(starts.at(-1)).toHaveLength(FUZZY_MAX_LENGTH + 1);
    expect(starts).toHaveLength(FUZZY_MAX_LENGTH + 1 - (FUZZY_MIN_LENGTH - 1) + 1);
  });

  it('a word still being typed may be one slip from the start of a word', () => {
    expect(matchKind('monstr', 'monstera')).toBe('fuzzy');
    expect(matchKind('monsyer', 'monstera')).toBe('fuzzy');
    expect(matchKind('monstre', 'monstera')).toBe('fuzzy');
    expect(matchKind('monstra', 'monstrous')).toBe('fuzzy');
    expect(matchKind('mnstr', 'monstera')).toBeNull();
    expect(matchKind('monstr', 'mons')).toBeNull();
    expect(startsWithinEdits('succulan', 'succulents', 1)).toBe(true);
    expect(startsWithinEdits('succlan', 'succulents', 1)).toBe(false);
  });

  it('fuzzyStartsOf: the starts a searched word can be one slip from, the whole word last', () => {
    expect(fuzzyStartsOf('monstera')).toEqual(['mons', 'monst', 'monste', 'monster', 'monstera']);
    expect(fuzzyStartsOf('fern')).toEqual(['fern']);
    expect(fuzzyStartsOf('ivy')).toEqual([]);
  });

  it('the start of a word counts in a name, category or nursery, never in a description; one letter only in a name', () => {
    expect(relevanceOf(['mo'], { moist: ['description'] })).toBe(0);
    expect(relevanceOf(['mo'], { mo: ['description'] })).toBe(FIELD_WEIGHTS.description);
    expect(relevanceOf(['mo'], { moss: ['nursery'] })).toBeGreaterThan(0);
    expect(relevanceOf(['m'], { moss: ['nursery'] })).toBe(0);
    expect(relevanceOf(['m'], { monstera: ['name'] })).toBeGreaterThan(0);
  });

  it('the start of a word is a prefix match; the same word is exact', () => {
    expect(matchKind('purif', 'purifi')).toBe('prefix');
    expect(matchKind('fern', 'fern')).toBe('exact');
    expect(matchKind('fern', 'ferns')).toBe('prefix');
  });

  it('editDistance counts letters missed, added and changed, and stops past its limit', () => {
    expect(editDistance('monstra', 'monstera', 2)).toBe(1);
    expect(editDistance('lilly', 'lily', 2)).toBe(1);
    expect(editDistance('succulants', 'succulents', 2)).toBe(1);
    expect(editDistance('kitten', 'sitting', 5)).toBe(3);
    expect(editDistance('abc', 'xyzxyz', 1)).toBe(2);
    expect(editDistance('', 'abc', 3)).toBe(3);
  });

  it('editDistance gives the distance when it is exactly the limit, and one past the limit when more', () => {
    expect(editDistance('ab', 'xb', 1)).toBe(1);
    expect(editDistance('abc', 'cab', 1)).toBe(2);
    expect(editDistance('aa', 'bbbb', 2)).toBe(3);
  });
});

describe('searchDocumentOf: what is searched of a plant', () => {
  it('the name, the category with the care level and their shopper words, the nursery, the description', () => {
    const plant = aPlant({
      plantName: 'Boston Fern',
      category: 'Pet Friendly',
      careLevel: 'Easy',
      providerName: 'Moss Hollow',
      description: 'Arching fronds.',
    });
    const document = searchDocumentOf(plant, 7);
    expect(document).toMatchObject({
      id: 7,
      name: 'Boston Fern',
      nursery: 'Moss Hollow',
      description: 'Arching fronds.',
    });
    expect(document.category).toContain('Pet Friendly');
    expect(document.category).toContain('Easy');
    expect(document.category).toContain('pet safe');
    expect(document.category).toContain('beginner');
  });

  it('sold out when none is left to buy, not while one is', () => {
    expect(searchDocumentOf(aPlant({ availableStock: 0 }), 0).soldOut).toBe(true);
    expect(searchDocumentOf(aPlant({ availableStock: 1 }), 0).soldOut).toBe(false);
  });
});

describe('nearestNames: Did you mean', () => {
  const names = [
    'Monstera Deliciosa',
    'Snake Plant',
    'Spider Plant',
    'Monstera Adansonii',
    'Jade Plant',
  ];
  const candidates = names.map((_, id) => hit(id, {}, 1));
  const nameOf = (id: number) => names[id]!;

  it('offers the nearest names first, each once, at most SUGGESTION_LIMIT', () => {
    expect(nearestNames(['monsterra'], candidates, nameOf)).toEqual([0, 3]);
    expect(nearestNames(['snak', 'plnt'], candidates, nameOf)[0]).toBe(1);
    expect(nearestNames(['plnt'], candidates, nameOf)).toHaveLength(SUGGESTION_LIMIT);
    const twice = [...candidates, hit(9, {}, 1)];
    expect(nearestNames(['jade'], twice, (id) => (id === 9 ? 'JADE plant' : nameOf(id)))).toEqual([
      4,
    ]);
  });

  it('offers nothing when no word comes near any name', () => {
    expect(nearestNames(['xyzzy'], candidates, nameOf)).toEqual([]);
  });

  it('a name whose word starts with the searched term is as near as can be, however much longer', () => {
    expect(nearestNames(['monst'], candidates, nameOf)).toEqual([0, 3]);
  });

  it('stops at SUGGESTION_LIMIT when more names come near', () => {
    const plants = ['Snake Plant', 'Spider Plant', 'Jade Plant', 'Money Plant', 'Zebra Plant'];
    const many = plants.map((_, id) => hit(id, {}, 1));
    expect(nearestNames(['plnt'], many, (id) => plants[id]!)).toEqual([0, 1, 2]);
  });

  it('the nearest name first, whatever the catalogue order', () => {
    const plants = ['Jade Plant', 'Snake Plant'];
    const near = plants.map((_, id) => hit(id, {}, 1));
    expect(nearestNames(['snak', 'plnt'], near, (id) => plants[id]!)).toEqual([1, 0]);
  });

  it('equally near names: the higher score first, then catalogue order', () => {
    const plants = ['Jade Plant', 'Snake Plant', 'Spider Plant'];
    const near = [hit(1, {}, 1), hit(0, {}, 1), hit(2, {}, 5)];
    expect(nearestNames(['plnt'], near, (id) => plants[id]!)).toEqual([2, 0, 1]);
  });

  it('the small words of a name are not compared: they neither match nor fail', () => {
    const plants = ['Bird of Paradise', 'Rubber Plant'];
    const near = plants.map((_, id) => hit(id, {}, 1));
    expect(nearestNames(['paradse'], near, (id) => plants[id]!)).toEqual([0]);
  });

  it('names that differ only where their words break are different names', () => {
    const plants = ['Snake Plant', 'Snakeplant'];
    const near = plants.map((_, id) => hit(id, {}, 1));
    expect(nearestNames(['snak'], near, (id) => plants[id]!)).toEqual([0, 1]);
  });
});

describe('suggestionEditsFor: how far a name may be to be offered', () => {
  it('none under three letters, one from three, two from six', () => {
    expect(suggestionEditsFor('ab')).toBe(0);
    expect(suggestionEditsFor('abc')).toBe(1);
    expect(suggestionEditsFor('abcde')).toBe(1);
    expect(suggestionEditsFor('abcdef')).toBe(2);
  });
});
