import { describe, expect, it } from 'vitest';
import {
  shopWordsOf,
  suggestedWords,
  suggestionsFor,
  WORD_SUGGESTION_LIMIT,
} from '@/modules/plants/domain/searchSuggestions';
import { CHEAP_BELOW } from '@/modules/plants/domain/shopperWords';
import { aPlant } from '@test/support/plants';
import { searchWords } from '@/modules/plants/domain/searchWords';

const VOCABULARY = ['Low Light', 'Easy', 'bathroom', 'office', 'bedroom', 'pet safe', 'cheap'];
const CATEGORIES = ['Tropical', 'Low Light', 'Succulents'];

const suggest = (search: string) => suggestedWords(searchWords(search), VOCABULARY, CATEGORIES);

describe('suggestedWords: what a search that found nothing offers', () => {
  it("offers the shop's words a slip or two from what was typed, nearest first, then in the shop's order", () => {
    expect(suggest('bathrm')).toEqual(['bathroom']);
    expect(suggest('ofice')).toEqual(['office']);
    expect(suggest('bedrom ligt')).toEqual(['Low Light', 'bedroom']);
  });

  it("offers the nearer word first, whatever the shop's order", () => {
    // One slip from bedroom, two from bathroom, which the shop lists first.
    expect(suggest('bedhroom')).toEqual(['bedroom', 'bathroom']);
  });

  it('offers a word the search is the start of', () => {
    expect(suggest('chea')).toEqual(['cheap']);
  });

  it("offers the shop's categories when no word comes near", () => {
    expect(suggest('xyzzy')).toEqual(CATEGORIES);
  });

  it('offers each phrase once and at most a few', () => {
    const many = suggestedWords(['bedrom'], ['bedroom', 'Bedroom', 'bedrooms'], []);
    expect(many).toEqual(['bedroom']);
    const limit = suggestedWords(['pet'], ['pet a', 'pet b', 'pet c', 'pet d'], []);
    expect(limit).toHaveLength(WORD_SUGGESTION_LIMIT);
  });

  it('offers phrases that differ only where their words break as different phrases', () => {
    expect(suggestedWords(['pet'], ['pet safe', 'petsafe'], [])).toEqual(['pet safe', 'petsafe']);
  });

  it('offers nothing for a phrase of no words', () => {
    expect(suggestedWords(['cheap'], ['', ' - ', 'cheap'], [])).toEqual(['cheap']);
  });
});

describe("suggestionsFor: a catalogue's words near a search that found nothing", () => {
  const shop = [
    aPlant({ plantId: 1, category: 'Tropical', careLevel: 'Easy', price: 4999 }),
    aPlant({ plantId: 2, category: 'Low Light', careLevel: 'Easy', price: 999 }),
  ];
  const suggest = suggestionsFor(shop);

  it("offers the shop's words, its price words when a plant is cheap, else its categories", () => {
    expect(suggest('bathrm', false)).toEqual(['bathroom']);
    expect(suggest('chep', false)).toEqual(['cheap']);
    expect(suggest('xyzzy', false)).toEqual(['Tropical', 'Low Light']);
  });

  it('offers no categories when a name is near', () => {
    expect(suggest('xyzzy', true)).toEqual([]);
  });

  it('offers no price words when no plant is cheap', () => {
    const dear = suggestionsFor([aPlant({ plantId: 1, category: 'Tropical', price: 4999 })]);
    expect(dear('chep', false)).toEqual(['Tropical']);
  });
});

describe("shopWordsOf: a catalogue's words", () => {
  it('reads a category as the shop means it, without the spaces around it', () => {
    const words = shopWordsOf([
      aPlant({ plantId: 1, category: ' Low Light ' }),
      aPlant({ plantId: 2, category: 'Low Light' }),
    ]);
    expect(words.categories).toEqual(['Low Light']);
    expect(words.vocabulary).toContain('Low Light');
    expect(words.vocabulary.filter((phrase) => phrase !== phrase.trim())).toEqual([]);
    expect(suggestionsFor([aPlant({ category: ' Low Light ' })])('ligt', false)).toEqual([
      'Low Light',
    ]);
  });

  it('a plant at the cheap price itself brings no price words', () => {
    const atTheLine = suggestionsFor([aPlant({ category: 'Tropical', price: CHEAP_BELOW })]);
    expect(atTheLine('chep', false)).toEqual(['Tropical']);
    const justUnder = suggestionsFor([aPlant({ category: 'Tropical', price: CHEAP_BELOW - 1 })]);
    expect(justUnder('chep', false)).toEqual(['cheap']);
  });
});
