import { foldText } from './foldText';

/**
 * How the search reads text, the shopper's and the catalogue's alike: folded (case and accents
 * ignored), cut into words at anything that is not a letter or a digit, small words dropped, and
 * each word brought to a stem so that a plural or another form of it meets the same word
 * (`ferns` and `fern`, `Purifying` and `purifier`). The same function runs on both sides, so a
 * stem need not be a real word, only the same for the forms a shopper types.
 */

/** Words too common to say what a shopper wants: dropped from searches and from plants' text. */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'and',
  'are',
  'as',
  'at',
  'by',
  'for',
  'in',
  'is',
  'it',
  'its',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
]);

/**
 * Plurals no suffix rule brings back to their word. A Map: a word is a shopper's or the
 * catalogue's text, and a plain object would answer 'constructor' with Object.prototype's.
 */
export const IRREGULAR_FORMS: ReadonlyMap<string, string> = new Map([
  ['cacti', 'cactus'],
  ['leaves', 'leaf'],
  ['ivies', 'ivy'],
]);

const WORD_SEPARATOR = /[^\p{L}\p{N}]+/u;

/** The folded words of a text, in order, small words kept (the library indexes what it is given). */
export function splitWords(text: string): string[] {
  return foldText(text)
    .split(WORD_SEPARATOR)
    .filter((word) => word !== '');
}

/**
 * A folded word's stem: one plural ending off (`ferns`, `lilies`, `boxes`; never the `s` of
 * `cactus`, `iris` or `grass`), then one `-ing` or `-ier` (`trailing`, `purifier`), then a final
 * `y` as `i` (`lily` and `lilies` both `lili`). Short words and what would be left too short are
 * kept whole, so `string` stays `string`.
 */
export function stemWord(word: string): string {
  const irregular = IRREGULAR_FORMS.get(word);
  if (irregular !== undefined) return stemWord(irregular);
  if (word.length <= 3) return word;
  let stem = word;
  if (stem.endsWith('sses')) stem = stem.slice(0, -2);
  else if (stem.endsWith('ies')) stem = `${stem.slice(0, -3)}i`;
  else if (/(?:ch|sh|x|z)es$/.test(stem)) stem = stem.slice(0, -2);
  else if (stem.endsWith('s') && !/(?:ss|us|is)$/.test(stem)) stem = stem.slice(0, -1);

  if (stem.endsWith('ing') && /[aeiouy]/.test(stem.slice(0, -3)) && stem.length - 3 >= 4) {
    stem = stem.slice(0, -3);
  } else if (stem.endsWith('ier') && stem.length - 3 >= 3) {
    stem = `${stem.slice(0, -3)}i`;
  }
  if (stem.length > 3 && stem.endsWith('y')) stem = `${stem.slice(0, -1)}i`;
  return stem;
}

/** One word of a text as the search compares it, or null for a word it ignores. */
export function searchTermOf(word: string): string | null {
  const folded = foldText(word);
  if (folded === '' || STOP_WORDS.has(folded)) return null;
  return stemWord(folded);
}

/**
 * The words a search asks for, each as a term (searchTermOf), without repeats, in the order
 * typed. Empty when the search says nothing the search can use (blank, or only small words).
 */
export function searchWords(search: string): string[] {
  const terms = new Set<string>();
  for (const word of splitWords(search)) {
    const term = searchTermOf(word);
    if (term !== null) terms.add(term);
  }
  return [...terms];
}
