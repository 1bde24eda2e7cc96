import { describe, expect, it } from 'vitest';
import {
  searchTermOf,
  searchWords,
  splitWords,
  stemWord,
} from '@/modules/plants/domain/searchWords';

describe('stemWord: the forms of a word meet', () => {
  it.each([
    ['ferns', 'fern'],
    ['orchids', 'orchid'],
    ['succulents', 'succulent'],
    ['plants', 'plant'],
  ])('a plural loses its s: %s and %s', (plural, word) => {
    expect(stemWord(plural)).toBe(stemWord(word));
  });

  it('lilies, lily and a -y word meet; purifier, purifying and purify meet', () => {
    expect(stemWord('lilies')).toBe(stemWord('lily'));
    expect(stemWord('purifier')).toBe(stemWord('purifying'));
    expect(stemWord('purify')).toBe(stemWord('purifying'));
  });

  it('trailing and trails meet trail; boxes meets box; cacti and leaves meet cactus and leaf', () => {
    expect(stemWord('trailing')).toBe('trail');
    expect(stemWord('trails')).toBe('trail');
    expect(stemWord('boxes')).toBe('box');
    expect(stemWord('cacti')).toBe(stemWord('cactus'));
    expect(stemWord('leaves')).toBe(stemWord('leaf'));
  });

  it('keeps the s of cactus, iris, grass and the whole of short words and of string', () => {
    expect(stemWord('cactus')).toBe('cactus');
    expect(stemWord('iris')).toBe('iris');
    expect(stemWord('grass')).toBe('grass');
    expect(stemWord('gas')).toBe('gas');
    // Without -ing, too little would be left: string must not become str and meet striped.
    expect(stemWord('string')).toBe('string');
    expect(stemWord('striped')).not.toBe(stemWord('string'));
  });

  it('gives the same stem twice over, so a stem typed finds itself', () => {
    for (const word of ['ferns', 'lilies', 'purifying', 'trailing', 'boxes', 'easy', 'cacti']) {
      expect(stemWord(stemWord(word))).toBe(stemWord(word));
    }
  });
});

describe('searchWords: what a search asks for', () => {
  it('folds case and accents, cuts at anything not a letter or digit, and stems', () => {
    expect(searchWords('  Café  FERNS ')).toEqual(['cafe', 'fern']);
    expect(searchWords('non-toxic')).toEqual(['non', 'toxic']);
    expect(searchWords('Fern & Fig')).toEqual(['fern', 'fig']);
  });

  it('drops small words and repeats', () => {
    expect(searchWords('string of pearls')).toEqual(['string', 'pearl']);
    expect(searchWords('fern ferns FERN')).toEqual(['fern']);
  });

  it('is empty for a search with nothing to look for', () => {
    expect(searchWords('')).toEqual([]);
    expect(searchWords('  - & ')).toEqual([]);
    expect(searchWords('the of')).toEqual([]);
  });

  it('reads a plant the same way, word by word', () => {
    expect(splitWords('Fern & Fig Growers')).toEqual(['fern', 'fig', 'growers']);
    expect(splitWords('Fern & Fig Growers').map(searchTermOf)).toEqual(['fern', 'fig', 'grower']);
    expect(searchTermOf('the')).toBeNull();
  });
});

describe('stemWord: each ending rule, at its edges', () => {
  it.each([
    ['grasses', 'grass'],
    ['berries', 'berri'],
    ['orchestras', 'orchestra'],
    ['pistils', 'pistil'],
    ['toys', 'toy'],
  ])('one plural ending off: %s is %s', (word, stem) => {
    expect(stemWord(word)).toBe(stem);
  });

  it('takes -ing off a stem of four letters or more that has a vowel, wherever it is', () => {
    expect(stemWord('misting')).toBe('mist');
    expect(stemWord('sprouting')).toBe('sprout');
    expect(stemWord('doing')).toBe('doing');
  });

  it('keeps -ing on a stem of four letters or more that has no vowel', () => {
    expect(stemWord('brrring')).toBe('brrring');
    expect(stemWord('psssting')).toBe('psssting');
  });

  it('turns -ier into i on a stem of three letters or more', () => {
    expect(stemWord('tidier')).toBe('tidi');
    expect(stemWord('pier')).toBe('pier');
  });
});

describe('splitWords and searchTermOf: nothing empty', () => {
  it('splitWords gives no empty word around or between separators', () => {
    expect(splitWords('  Boston  Fern! ')).toEqual(['boston', 'fern']);
  });

  it('searchTermOf has no term for an empty word', () => {
    expect(searchTermOf('')).toBeNull();
  });
});
