import { describe, expect, it } from 'vitest';
import { suggestedWords, WORD_SUGGESTION_LIMIT } from '@/modules/plants/domain/searchSuggestions';
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
});
