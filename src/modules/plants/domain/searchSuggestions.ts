import { distanceToName, suggestionEditsFor } from './searchRanking';
import { searchWords } from './searchWords';

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
  const near: { phrase: string; edits: number; order: number }[] = [];
  const seen = new Set<string>();
  vocabulary.forEach((phrase, order) => {
    const phraseTerms = searchWords(phrase);
    const key = phraseTerms.join(' ');
    if (key === '' || seen.has(key)) return;
    seen.add(key);
    let edits = Infinity;
    for (const term of terms) {
      // A phrase's words are measured as a name's are for Did you mean.
      const distance = distanceToName(term, phraseTerms);
      if (distance <= suggestionEditsFor(term)) edits = Math.min(edits, distance);
    }
    if (edits !== Infinity) near.push({ phrase, edits, order });
  });
  if (near.length === 0) return [...categories];
  near.sort((a, b) => a.edits - b.edits || a.order - b.order);
  return near.slice(0, WORD_SUGGESTION_LIMIT).map((entry) => entry.phrase);
}
