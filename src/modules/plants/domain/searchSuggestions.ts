import type { Plant } from '@/modules/shared/domain/Plant';
import { distanceToName, suggestionEditsFor } from './searchRanking';
import { searchWords } from './searchWords';
import { CHEAP_BELOW, categoryTextOf, PRICE_WORDS } from './shopperWords';

/**
 * What a search that found nothing offers besides the nearest plant names: the words the shop
 * knows (its categories, care levels, and the shoppers' words for them, shopperWords) that come
 * near what was typed, or, when none does, the shop's categories, so that an empty page always
 * leads somewhere.
 */

/** At most this many of the shop's words are offered. */
export const WORD_SUGGESTION_LIMIT = 3;

/**
 * The phrases of `vocabulary` (the words a catalogue is found by) that some searched term comes
 * within suggestionEditsFor of, fewest edits first, then in the vocabulary's order; when none
 * does, the catalogue's `categories`. Each phrase once, compared folded.
 */
export function suggestedWords(
  terms: readonly string[],
  vocabulary: readonly string[],
  categories: readonly string[],
): string[] {
  const near: { phrase: string; edits: number }[] = [];
  const seen = new Set<string>();
  for (const phrase of vocabulary) {
    const phraseTerms = searchWords(phrase);
    const key = phraseTerms.join(' ');
    // A phrase of no words (key '') comes near no term: distanceToName finds no word to measure.
    if (seen.has(key)) continue;
    seen.add(key);
    let edits = Infinity;
    for (const term of terms) {
      // A phrase's words are measured as a name's are for Did you mean.
      const distance = distanceToName(term, phraseTerms);
      if (distance <= suggestionEditsFor(term)) edits = Math.min(edits, distance);
    }
    if (edits !== Infinity) near.push({ phrase, edits });
  }
  if (near.length === 0) return [...categories];
  // The sort is stable: equally near phrases keep the vocabulary's order.
  near.sort((a, b) => a.edits - b.edits);
  return near.slice(0, WORD_SUGGESTION_LIMIT).map((entry) => entry.phrase);
}

/** The words a catalogue's plants are found by, and its categories, for suggestedWords. */
export interface ShopWords {
  readonly vocabulary: readonly string[];
  readonly categories: readonly string[];
}

/**
 * A catalogue's words: its categories and care levels with the shoppers' words for them
 * (categoryTextOf), the price words when a plant is cheap, and its categories.
 */
export function shopWordsOf(catalogue: readonly Plant[]): ShopWords {
  const vocabulary = new Set<string>();
  const categories = new Set<string>();
  const pairs = new Set<string>();
  let anyCheap = false;
  for (const plant of catalogue) {
    categories.add(plant.category.trim());
    anyCheap ||= plant.price < CHEAP_BELOW;
    const pair = `${plant.category}\n${plant.careLevel}`;
    if (pairs.has(pair)) continue;
    pairs.add(pair);
    for (const phrase of categoryTextOf(plant).split('\n')) vocabulary.add(phrase.trim());
  }
  if (anyCheap) for (const phrase of PRICE_WORDS) vocabulary.add(phrase);
  return { vocabulary: [...vocabulary], categories: [...categories] };
}

/**
 * What a search of `catalogue` that found nothing suggests: the shop's words near it, its
 * categories only when no name is near either (`nameNear`). The words are gathered on the first
 * search that needs them: a catalogue whose searches all find something never gathers them.
 */
export function suggestionsFor(
  catalogue: readonly Plant[],
): (search: string, nameNear: boolean) => string[] {
  let words: ShopWords | null = null;
  return (search, nameNear) => {
    words ??= shopWordsOf(catalogue);
    return suggestedWords(searchWords(search), words.vocabulary, nameNear ? [] : words.categories);
  };
}
