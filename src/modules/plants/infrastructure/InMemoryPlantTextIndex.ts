import type {
  PlantTextIndex,
  PlantTextIndexPort,
} from '@/modules/plants/application/PlantTextIndexPort';
import {
  answersIn,
  distanceToName,
  SEARCH_FIELDS,
  suggestionEditsFor,
  type SearchDocument,
  type SearchField,
  type SearchHit,
} from '@/modules/plants/domain/searchRanking';
import { searchWords } from '@/modules/plants/domain/searchWords';
import { dropReporter } from '@/modules/shared/application/dropReporter';

type Words = Readonly<Record<SearchField, readonly string[]>>;

function wordsOf(document: SearchDocument): Words {
  return {
    name: searchWords(document.name),
    category: searchWords(document.category),
    otherWords: searchWords(document.otherWords ?? ''),
    nursery: searchWords(document.nursery),
    description: searchWords(document.description),
  };
}

class ScannedIndex implements PlantTextIndex {
  constructor(private readonly plants: readonly { id: number; words: Words }[]) {}

  match(terms: readonly string[]): readonly SearchHit[] {
    const hits: SearchHit[] = [];
    for (const { id, words } of this.plants) {
      // A Map while it is filled: a plant's word may be 'constructor'.
      const matches = new Map<string, SearchField[]>();
      let answered = 0;
      for (const term of terms) {
        let found = false;
        for (const field of SEARCH_FIELDS) {
          for (const word of words[field]) {
            if (!answersIn(term, word, field)) continue;
            found = true;
            const fields = matches.get(word);
            if (!fields) matches.set(word, [field]);
            else if (!fields.includes(field)) fields.push(field);
          }
        }
        if (found) answered += 1;
      }
      if (answered === terms.length && terms.length > 0) {
        hits.push({ id, score: matches.size, matches: Object.fromEntries(matches) });
      }
    }
    return hits;
  }

  near(terms: readonly string[], limit: number): readonly SearchHit[] {
    const near: { hit: SearchHit; edits: number }[] = [];
    for (const { id, words } of this.plants) {
      let fewest = Infinity;
      for (const term of terms) {
        const edits = distanceToName(term, words.name);
        if (edits <= suggestionEditsFor(term)) fewest = Math.min(fewest, edits);
      }
      if (fewest !== Infinity)
        near.push({ hit: { id, score: -fewest, matches: {} }, edits: fewest });
    }
    near.sort((a, b) => a.edits - b.edits || a.hit.id - b.hit.id);
    return near.slice(0, limit).map(({ hit }) => hit);
  }
}

/**
 * PlantTextIndexPort by reading every plant's words at each search: no library, nothing to
 * build but the words, read by the domain's own rules. For tests; the shop's catalogue runs on
 * MiniSearchPlantTextIndex, which answers the same plants with its own scores.
 */
export class InMemoryPlantTextIndex implements PlantTextIndexPort {
  /** As MiniSearchPlantTextIndex: a plant with a word that gives no term is left out, reported. */
  async build(documents: readonly SearchDocument[]): Promise<PlantTextIndex> {
    const skipped = dropReporter('search index');
    const plants: { id: number; words: Words }[] = [];
    for (const document of documents) {
      const words = wordsOf(document);
      if (SEARCH_FIELDS.every((field) => words[field].every((word) => typeof word === 'string'))) {
        plants.push({ id: document.id, words });
      } else {
        skipped.drop(`plant ${document.id} left out of the search: a word gives no term`);
      }
    }
    skipped.done();
    return new ScannedIndex(plants);
  }
}
