import type { Plant } from '@/modules/shared/domain/Plant';
import { categoryTextOf, otherWordsOf } from './shopperWords';
import { searchWords, splitWords } from './searchWords';

/**
 * What ranks above what when a shopper searches, and how forgiving the search is. A search
 * library does the matching (the plants module's PlantTextIndex port); these rules decide which
 * of its matches count and in what order the plants come.
 */

/**
 * The fields a plant is searched by. category holds the care level and the shoppers' words for
 * both too; otherWords what shoppers find one plant by (shopperWords' otherWordsOf).
 */
export const SEARCH_FIELDS = ['name', 'category', 'otherWords', 'nursery', 'description'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

/**
 * What a word found in each field is worth. Each field is worth at least twice the next, so a
 * name matched by a slip of the finger (half) still ranks above a category matched exactly: a
 * plant's name above its category, its category above its nursery and its description.
 */
export const FIELD_WEIGHTS: Readonly<Record<SearchField, number>> = {
  name: 16,
  category: 4,
  otherWords: 4,
  nursery: 1,
  description: 1,
};

export type MatchKind = 'exact' | 'prefix' | 'fuzzy';

/** A whole word above the start of one (still typing) above a word one slip away. */
export const MATCH_KIND_WEIGHTS: Readonly<Record<MatchKind, number>> = {
  exact: 1,
  prefix: 0.75,
  fuzzy: 0.5,
};

/**
 * Only a name or a category forgives a slip: a description has so many words that a word one
 * edit from a typo is nearly always there, and would bring plants the shopper did not mean.
 */
export const FUZZY_FIELDS: readonly SearchField[] = ['name', 'category', 'otherWords'];

/**
 * Where a word may be the start of a longer one (results while typing): names, categories and
 * nurseries. Not descriptions, where a few letters start dozens of words ('mo': more, moist,
 * month) and would bring plants the shopper did not mean, at a cost on every keystroke; a
 * description's word is found whole (stemmed: 'trailing' finds 'trails'). A single letter is
 * the start of a name's word only.
 */
export function prefixFieldsFor(term: string): readonly SearchField[] {
  return term.length < 2 ? NAME_ONLY : PREFIX_FIELDS;
}

const NAME_ONLY: readonly SearchField[] = ['name'];
const PREFIX_FIELDS: readonly SearchField[] = ['name', 'category', 'otherWords', 'nursery'];

/**
 * A word this long may be one edit (a letter missed, added or changed) from the word meant, or
 * from its start while it is typed.
 */
export const FUZZY_MIN_LENGTH = 5;

/**
 * The words of a search that count: the first this many (searchWords' order, as typed). A shopper
 * names a plant in two or three; each word is a pass over the index, so a pasted paragraph would
 * otherwise cost the search one pass per word.
 */
export const MAX_SEARCH_TERMS = 5;

/**
 * The terms of a search that count, in the order typed, at most MAX_SEARCH_TERMS. A term that is
 * the start of another term of the same search (`mon` beside `monstera`), or the same term again,
 * adds nothing a shopper means: it was typed on the way to the longer word, so it is read as that
 * word and left out before the cap, which then keeps the five terms that say the most.
 */
export function termsThatCount(terms: readonly string[]): string[] {
  // Sorted, a term that starts another starts the one right after it (all between share it).
  const sorted = [...new Set(terms)].sort();
  const starts = new Set<string>();
  for (let place = 0; place + 1 < sorted.length; place += 1) {
    if (sorted[place + 1]!.startsWith(sorted[place]!)) starts.add(sorted[place]!);
  }
  const counted: string[] = [];
  for (const term of terms) {
    if (starts.has(term) || counted.includes(term)) continue;
    counted.push(term);
    if (counted.length === MAX_SEARCH_TERMS) break;
  }
  return counted;
}

/**
 * A word longer than this forgives no slip: no plant's word is that long, and the starts an index
 * keeps for slips (fuzzyStartsOf) stop here, so a catalogue's one long run of letters costs the
 * index its length, not its length squared.
 */
export const FUZZY_MAX_LENGTH = 40;

/** How many edits a searched word may be from a word of a name or category, or from its start. */
export function fuzzyEditsFor(term: string): number {
  return term.length >= FUZZY_MIN_LENGTH && term.length <= FUZZY_MAX_LENGTH ? 1 : 0;
}

/**
 * The starts of a word that a searched word of FUZZY_MIN_LENGTH to FUZZY_MAX_LENGTH letters can
 * be within fuzzyEditsFor of: the word's first FUZZY_MIN_LENGTH - 1 letters and more, up to one
 * past FUZZY_MAX_LENGTH. For an index to find a slip in a word still being typed
 * (startsWithinEdits).
 */
export function fuzzyStartsOf(word: string): string[] {
  const starts: string[] = [];
  const longest = Math.min(word.length, FUZZY_MAX_LENGTH + 1);
  for (let length = FUZZY_MIN_LENGTH - 1; length <= longest; length += 1) {
    starts.push(word.slice(0, length));
  }
  return starts;
}

/** A plant as the search library indexes it: `id` is its place in the catalogue. */
export interface SearchDocument {
  readonly id: number;
  readonly name: string;
  readonly category: string;
  readonly nursery: string;
  readonly description: string;
  /** What shoppers find this one plant by (otherWordsOf); none when absent. */
  readonly otherWords?: string;
  /** Whether none is left to buy: ranked below a plant in stock of the same relevance. */
  readonly soldOut?: boolean;
}

export function searchDocumentOf(plant: Plant, id: number): SearchDocument {
  return {
    id,
    name: plant.plantName,
    category: categoryTextOf(plant),
    otherWords: otherWordsOf(plant),
    nursery: plant.providerName,
    description: plant.description,
    soldOut: plant.availableStock <= 0,
  };
}

/** One plant the library matched: its id, its own score, and each plant term it matched in which fields. */
export interface SearchHit {
  readonly id: number;
  readonly score: number;
  readonly matches: Readonly<Record<string, readonly SearchField[]>>;
}

/**
 * Edits (Levenshtein: a letter missed, added or changed) from one word to another, or `max + 1`
 * once it is sure to be more than `max`.
 */
export function editDistance(from: string, to: string, max: number): number {
  if (Math.abs(from.length - to.length) > max) return max + 1;
  let previous = Array.from({ length: to.length + 1 }, (_, index) => index);
  for (let i = 1; i <= from.length; i += 1) {
    const current = [i];
    let rowBest = i;
    for (let j = 1; j <= to.length; j += 1) {
      const cost = from[i - 1] === to[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      rowBest = Math.min(rowBest, value);
    }
    if (rowBest > max) return max + 1;
    previous = current;
  }
  return Math.min(previous[to.length]!, max + 1);
}

/**
 * Whether the term, or a start of it, is within `edits` edits of the searched word: a slip in a
 * word still being typed ('monstr' on the way to 'monstra') finds what the whole word will.
 */
export function startsWithinEdits(searched: string, term: string, edits: number): boolean {
  const longest = Math.min(term.length, searched.length + edits);
  for (let length = searched.length - edits; length <= longest; length += 1) {
    if (editDistance(searched, term.slice(0, length), edits) <= edits) return true;
  }
  return false;
}

/** How a plant's term answers a searched term, or null when it does not. */
export function matchKind(searched: string, term: string): MatchKind | null {
  if (term === searched) return 'exact';
  if (term.startsWith(searched)) return 'prefix';
  const edits = fuzzyEditsFor(searched);
  if (edits > 0 && startsWithinEdits(searched, term, edits)) return 'fuzzy';
  return null;
}

/** Whether a match of this kind counts in this field for the searched term. */
function counts(kind: MatchKind, field: SearchField, searched: string): boolean {
  if (kind === 'fuzzy') return FUZZY_FIELDS.includes(field);
  if (kind === 'prefix') return prefixFieldsFor(searched).includes(field);
  return true;
}

/**
 * Whether a plant's term in this field answers the searched term: what a text index must find
 * (MiniSearchIndex), a whole word anywhere, a word's start or a slip where the rules allow.
 */
export function answersIn(searched: string, term: string, field: SearchField): boolean {
  const kind = matchKind(searched, term);
  return kind !== null && counts(kind, field, searched);
}

/** The best a plant's matched terms make of one searched term: 0 when none answers it. */
function wordValue(searched: string, matches: SearchHit['matches']): number {
  let best = 0;
  // for...in, not Object.entries: this runs for every hit of every keystroke.
  for (const term in matches) {
    const kind = matchKind(searched, term);
    if (kind === null) continue;
    for (const field of matches[term]!) {
      if (counts(kind, field, searched)) {
        best = Math.max(best, FIELD_WEIGHTS[field] * MATCH_KIND_WEIGHTS[kind]);
      }
    }
  }
  return best;
}

/**
 * A plant's relevance to the searched terms: the sum, over the terms, of the best field and kind
 * each was matched in (FIELD_WEIGHTS x MATCH_KIND_WEIGHTS). 0 when a term is not matched: every
 * word typed must be found.
 */
export function relevanceOf(terms: readonly string[], matches: SearchHit['matches']): number {
  let total = 0;
  for (const term of terms) {
    const value = wordValue(term, matches);
    if (value === 0) return 0;
    total += value;
  }
  return total;
}

const NONE_SOLD_OUT = () => false;

/**
 * The ids of the plants that answer every searched term, best match first: by relevance, then
 * a plant in stock before one sold out (a shopper can buy it), then by the library's own score
 * (how often and in how short a field), then in catalogue order.
 */
export function rankHits(
  terms: readonly string[],
  hits: readonly SearchHit[],
  isSoldOut: (id: number) => boolean = NONE_SOLD_OUT,
): number[] {
  const ids: number[] = [];
  const relevances: number[] = [];
  const soldOut: number[] = [];
  const scores: number[] = [];
  // An index may give many plants one matches object (the same words in the same fields): each
  // is weighed once.
  const relevanceOfMatches = new Map<SearchHit['matches'], number>();
  for (const hit of hits) {
    let relevance = relevanceOfMatches.get(hit.matches);
    if (relevance === undefined) {
      relevance = relevanceOf(terms, hit.matches);
      relevanceOfMatches.set(hit.matches, relevance);
    }
    if (relevance <= 0) continue;
    ids.push(hit.id);
    relevances.push(relevance);
    soldOut.push(isSoldOut(hit.id) ? 1 : 0);
    scores.push(hit.score);
  }
  return (
    ranksAsNumbers(ids, relevances, soldOut, scores) ??
    ranksCompared(ids, relevances, soldOut, scores)
  );
}

/**
 * rankHits' order as one whole number per plant (its relevance's place among the relevances, in
 * stock or not, its score's place among the scores, its id), sorted as numbers: a broad search
 * ranks tens of thousands of plants, and a typed array's sort calls no comparison function. Null
 * when the numbers would not be exact (an id that is not a whole number, or too many places).
 */
function ranksAsNumbers(
  ids: readonly number[],
  relevances: readonly number[],
  soldOut: readonly number[],
  scores: readonly number[],
): number[] | null {
  let span = 1;
  for (const id of ids) {
    if (!Number.isSafeInteger(id) || id < 0) return null;
    span = Math.max(span, id + 1);
  }
  const relevancePlaces = placesOf(relevances);
  const scorePlaces = placesOf(scores);
  if (!Number.isSafeInteger(relevancePlaces.count * 2 * scorePlaces.count * span)) return null;
  const keys = new Float64Array(ids.length);
  for (let hit = 0; hit < ids.length; hit += 1) {
    const tier = relevancePlaces.placeOf(relevances[hit]!) * 2 + soldOut[hit]!;
    keys[hit] = (tier * scorePlaces.count + scorePlaces.placeOf(scores[hit]!)) * span + ids[hit]!;
  }
  keys.sort();
  return Array.from(keys, (key) => key % span);
}

/** Each value's place among the distinct values, highest 0. */
function placesOf(values: readonly number[]): {
  count: number;
  placeOf: (value: number) => number;
} {
  const sorted = Float64Array.from(values).sort().reverse();
  const distinct: number[] = [];
  for (const value of sorted)
    if (distinct.length === 0 || distinct.at(-1) !== value) distinct.push(value);
  const placeOf = (value: number) => {
    let low = 0;
    let high = distinct.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (distinct[middle]! > value) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  return { count: distinct.length, placeOf };
}

/** rankHits' order by comparing plants pair by pair, for what ranksAsNumbers cannot hold. */
function ranksCompared(
  ids: readonly number[],
  relevances: readonly number[],
  soldOut: readonly number[],
  scores: readonly number[],
): number[] {
  const order = ids.map((_, hit) => hit);
  order.sort(
    (a, b) =>
      relevances[b]! - relevances[a]! ||
      soldOut[a]! - soldOut[b]! ||
      scores[b]! - scores[a]! ||
      ids[a]! - ids[b]!,
  );
  return order.map((hit) => ids[hit]!);
}

/** At most this many plant names are offered when a search finds nothing. */
export const SUGGESTION_LIMIT = 3;

/** How far a searched term may be from a word of a plant's name for the name to be offered. */
export function suggestionEditsFor(term: string): number {
  if (term.length >= 6) return 2;
  return term.length >= 3 ? 1 : 0;
}

/** Edits from a searched term to the nearest word of a name (0 when a word starts with it). */
export function distanceToName(term: string, nameTerms: readonly string[]): number {
  const max = suggestionEditsFor(term);
  let best = max + 1;
  for (const word of nameTerms) {
    if (word.startsWith(term)) return 0;
    best = Math.min(best, editDistance(term, word, max));
  }
  return best;
}

/**
 * The plants whose names are nearest the searched terms, for "Did you mean": closest first (the
 * fewest edits summed over the terms, a term no word of the name comes near counting as one more
 * than it may), then by the library's score, then in catalogue order; a name only once, and only
 * names some term comes near.
 */
export function nearestNames(
  terms: readonly string[],
  candidates: readonly SearchHit[],
  plantName: (id: number) => string,
): number[] {
  const scored: { id: number; name: string; distance: number; score: number }[] = [];
  for (const candidate of candidates) {
    const name = plantName(candidate.id);
    const nameTerms = searchWords(name);
    let distance = 0;
    let near = false;
    for (const term of terms) {
      const edits = distanceToName(term, nameTerms);
      if (edits <= suggestionEditsFor(term)) near = true;
      distance += edits;
    }
    if (near)
      scored.push({
        id: candidate.id,
        name: splitWords(name).join(' '),
        distance,
        score: candidate.score,
      });
  }
  scored.sort((a, b) => a.distance - b.distance || b.score - a.score || a.id - b.id);
  const seen = new Set<string>();
  const picked: number[] = [];
  for (const entry of scored) {
    if (seen.has(entry.name)) continue;
    seen.add(entry.name);
    picked.push(entry.id);
    if (picked.length === SUGGESTION_LIMIT) break;
  }
  return picked;
}
