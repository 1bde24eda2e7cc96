import type MiniSearch from 'minisearch';
import type SearchableMap from 'minisearch/SearchableMap';
import {
  FIELD_WEIGHTS,
  FUZZY_FIELDS,
  prefixFieldsFor,
  SEARCH_FIELDS,
  type SearchField,
  type SearchHit,
} from '@/modules/plants/domain/searchRanking';

/** Which plants hold a word, per field (by MiniSearch's field id), and how often. */
type FieldPostings = ReadonlyMap<number, ReadonlyMap<number, number>>;

/** MiniSearch 7.2's defaults, which the adapter does not change: BM25's and a word's start's. */
const BM25 = { k: 1.2, b: 0.7, d: 0.5 };
const PREFIX_WEIGHT = 0.375;

/**
 * One word of the index a searched term reaches, with what MiniSearch's query adds up for it per
 * field (by MiniSearch's field id): the weights of the parts that reach it there (1 for the word
 * itself, less for a longer word a part starts) and, as bits, which searched words (the term, or a
 * start one slip from it) reached it there.
 */
interface Reach {
  readonly postings: FieldPostings;
  readonly word: string;
  readonly weights: Float64Array;
  readonly sources: Uint32Array;
}

/** Searched words per mask word of the sources' bits. */
const BITS = 32;

function bitsIn(mask: number): number {
  let count = 0;
  for (let rest = mask; rest !== 0; rest &= rest - 1) count += 1;
  return count;
}

/** A step of SharedMatches' tree: the matches of the words and fields on the way to it. */
interface MatchesNode {
  readonly after: Map<number, MatchesNode>;
  matches?: SearchHit['matches'];
}

/**
 * One matches object per set of words and fields, shared by every plant matched by that set:
 * tens of thousands of plants match a broad term in a handful of ways (`monstera` in the name),
 * so a hit costs a walk of a small tree rather than an object of its own, and the domain ranks
 * each set once (rankHits). Each plant's list comes in the same order (the order the words were
 * read), so the same set is the same path.
 */
class SharedMatches {
  private readonly root: MatchesNode = { after: new Map() };

  constructor(private readonly wordAndField: (code: number) => [string, SearchField]) {}

  of(from: number, next: Int32Array, codes: Int32Array): SearchHit['matches'] {
    let node = this.root;
    for (let entry = from; entry !== -1; entry = next[entry]!) {
      let after = node.after.get(codes[entry]!);
      if (after === undefined) node.after.set(codes[entry]!, (after = { after: new Map() }));
      node = after;
    }
    if (node.matches === undefined) {
      const matches = new Map<string, SearchField[]>();
      for (let entry = from; entry !== -1; entry = next[entry]!) {
        const [word, field] = this.wordAndField(codes[entry]!);
        const fields = matches.get(word);
        if (fields === undefined) matches.set(word, [field]);
        else fields.push(field);
      }
      // fromEntries defines each word as the object's own: `__proto__` stays a word.
      node.matches = Object.fromEntries(matches);
    }
    return node.matches;
  }
}

/**
 * A single term's hits read straight from MiniSearch 7.2's inverted index, with the score its
 * `search` gives for MiniSearchIndex's query (the term in every field, its start where
 * prefixFieldsFor allows, each start one slip away in FUZZY_FIELDS): BM25 per word and field,
 * weighted by the field and by how much longer the word is than what reached it, summed, times
 * the number of searched words that reached the plant. MiniSearch's `search` builds a result
 * (maps of terms and matches) per plant per query part and merges and sorts them: at 100,000
 * plants `mo` reaches 42,000 of them and that was most of a keystroke; here each plant is a slot
 * in an array. The fields read (`_index`, `_fieldIds`, `_documentIds`, `_fieldLength`,
 * `_avgFieldLength`, `_documentCount`, `_nextId`) are MiniSearch 7.2's, pinned in package.json;
 * the unit tests compare these hits with MiniSearch's own.
 */
export class OneTermHits {
  private readonly words: SearchableMap<FieldPostings>;
  private readonly fieldIds: Readonly<Record<string, number>>;
  private readonly fieldNames: readonly SearchField[];
  /** Each plant's id, by MiniSearch's own number for it. */
  private readonly ids: number[] = [];
  /** BM25's length term of each field (by id) of each plant, as MiniSearch works it out. */
  private readonly lengthTerms: readonly Float64Array[];
  private readonly documentCount: number;
  private readonly slots: number;
  private readonly boosts: readonly number[];

  constructor(index: MiniSearch<unknown>) {
    const internals = index as unknown as {
      _index: SearchableMap<FieldPostings>;
      _fieldIds: Record<string, number>;
      _documentIds: Map<number, unknown>;
      _fieldLength: Map<number, number[]>;
      _avgFieldLength: number[];
      _documentCount: number;
      _nextId: number;
    };
    this.words = internals._index;
    this.fieldIds = internals._fieldIds;
    this.documentCount = internals._documentCount;
    this.slots = internals._nextId;
    for (const [plant, id] of internals._documentIds) this.ids[plant] = id as number;
    const { k, b } = BM25;
    this.lengthTerms = internals._avgFieldLength.map((average, fieldId) => {
      const terms = new Float64Array(this.slots);
      for (const [plant, lengths] of internals._fieldLength) {
        terms[plant] = k * (1 - b + (b * lengths[fieldId]!) / average);
      }
      return terms;
    });
    const names: SearchField[] = [];
    const boosts: number[] = [];
    for (const field of SEARCH_FIELDS) {
      names[this.fieldIds[field]!] = field;
      boosts[this.fieldIds[field]!] = FIELD_WEIGHTS[field];
    }
    this.fieldNames = names;
    this.boosts = boosts;
  }

  /** Every plant the term (or a start in `near`, one slip from it) matches, in no order. */
  of(term: string, near: readonly string[]): SearchHit[] {
    const { reach, sourceWords } = this.reachOf(term, near);
    const fieldCount = this.fieldNames.length;
    let postingCount = 0;
    for (const { postings } of reach)
      for (const plants of postings.values()) postingCount += plants.size;
    const scores = new Float64Array(this.slots);
    const sources = new Uint32Array(this.slots * sourceWords);
    // Each plant's matched words and fields, as a list through `next` from `first` (-1 ends it).
    const first = new Int32Array(this.slots).fill(-1);
    const next = new Int32Array(postingCount);
    const wordField = new Int32Array(postingCount);
    let entries = 0;
    const plants: number[] = [];
    const { k, d } = BM25;
    reach.forEach(({ postings, weights, sources: reachedBy }, place) => {
      for (const [fieldId, frequencies] of postings) {
        const weight = weights[fieldId]!;
        if (weight === 0) continue;
        const fieldWeight = weight * this.boosts[fieldId]!;
        const lengthTerms = this.lengthTerms[fieldId]!;
        const df = frequencies.size;
        const inverse = Math.log(1 + (this.documentCount - df + 0.5) / (df + 0.5));
        frequencies.forEach((tf, plant) => {
          const bm25 = inverse * (d + (tf * (k + 1)) / (tf + lengthTerms[plant]!));
          scores[plant] = scores[plant]! + fieldWeight * bm25;
          for (let bits = 0; bits < sourceWords; bits += 1) {
            const at = plant * sourceWords + bits;
            sources[at] = sources[at]! | reachedBy[fieldId * sourceWords + bits]!;
          }
          if (first[plant] === -1) plants.push(plant);
          wordField[entries] = place * fieldCount + fieldId;
          next[entries] = first[plant]!;
          first[plant] = entries;
          entries += 1;
        });
      }
    });
    const shared = new SharedMatches((code) => [
      reach[Math.floor(code / fieldCount)]!.word,
      this.fieldNames[code % fieldCount]!,
    ]);
    return plants.map((plant) => {
      let searched = 0;
      for (let bits = 0; bits < sourceWords; bits += 1) {
        searched += bitsIn(sources[plant * sourceWords + bits]!);
      }
      return {
        id: this.ids[plant]!,
        score: scores[plant]! * searched,
        matches: shared.of(first[plant]!, next, wordField),
      };
    });
  }

  /**
   * The words MiniSearch's query for the term reaches, each once, with what it adds up for them:
   * the term in every field; the term again, and each longer word it starts, in prefixFieldsFor's
   * fields; each start in `near`, and each longer word it starts, in FUZZY_FIELDS. The term is
   * searched word 0, each other start in `near` the next.
   */
  private reachOf(term: string, near: readonly string[]): { reach: Reach[]; sourceWords: number } {
    const starts = [...new Set(near)].filter((start) => start !== term);
    const sourceWords = Math.ceil((starts.length + 1) / BITS);
    const fieldCount = this.fieldNames.length;
    const byWord = new Map<string, Reach>();
    const add = (
      word: string,
      postings: FieldPostings,
      fields: readonly number[],
      weight: number,
      source: number,
    ) => {
      let reach = byWord.get(word);
      if (reach === undefined) {
        reach = {
          postings,
          word,
          weights: new Float64Array(fieldCount),
          sources: new Uint32Array(fieldCount * sourceWords),
        };
        byWord.set(word, reach);
      }
      for (const fieldId of fields) {
        reach.weights[fieldId] = reach.weights[fieldId]! + weight;
        const at = fieldId * sourceWords + Math.floor(source / BITS);
        reach.sources[at] = reach.sources[at]! | (1 << (source % BITS));
      }
    };
    const startsOf = (start: string, fields: readonly number[], source: number) => {
      for (const [word, postings] of this.words.atPrefix(start)) {
        const weight =
          word === start
            ? 1
            : (PREFIX_WEIGHT * word.length) / (word.length + 0.3 * (word.length - start.length));
        add(word, postings, fields, weight, source);
      }
    };
    const exact = this.words.get(term);
    if (exact !== undefined) add(term, exact, this.idsOf(SEARCH_FIELDS), 1, 0);
    startsOf(term, this.idsOf(prefixFieldsFor(term)), 0);
    const fuzzyFields = this.idsOf(FUZZY_FIELDS);
    // A start that is the term itself is the same searched word: MiniSearch counts it once.
    if (near.includes(term)) startsOf(term, fuzzyFields, 0);
    starts.forEach((start, place) => startsOf(start, fuzzyFields, place + 1));
    return { reach: [...byWord.values()], sourceWords };
  }

  private idsOf(fields: readonly SearchField[]): number[] {
    return fields.map((field) => this.fieldIds[field]!);
  }
}
