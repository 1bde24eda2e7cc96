import type {
  PlantTextIndex,
  PlantTextIndexPort,
} from '@/modules/plants/application/PlantTextIndexPort';
import {
  editDistance,
  FUZZY_FIELDS,
  fuzzyEditsFor,
  prefixFieldsFor,
  SEARCH_FIELDS,
  suggestionEditsFor,
  type SearchDocument,
  type SearchField,
  type SearchHit,
} from '@/modules/plants/domain/searchRanking';
import { searchTermOf, splitWords } from '@/modules/plants/domain/searchWords';

type Words = Readonly<Record<SearchField, readonly string[]>>;

function wordsOf(document: SearchDocument): Words {
  const words = (text: string) =>
    splitWords(text)
      .map(searchTermOf)
      .filter((term): term is string => term !== null);
  return {
    name: words(document.name),
    category: words(document.category),
    nursery: words(document.nursery),
    description: words(document.description),
  };
}

/** Whether the index's word answers the searched term in this field, as the port says. */
function answers(term: string, word: string, field: SearchField): boolean {
  if (word === term) return true;
  if (word.startsWith(term)) return prefixFieldsFor(term).includes(field);
  const edits = fuzzyEditsFor(term);
  return edits > 0 && FUZZY_FIELDS.includes(field) && editDistance(term, word, edits) <= edits;
}

class ScannedIndex implements PlantTextIndex {
  constructor(private readonly plants: readonly { id: number; words: Words }[]) {}

  match(terms: readonly string[]): readonly SearchHit[] {
    const hits: SearchHit[] = [];
    for (const { id, words } of this.plants) {
      const matches: Record<string, SearchField[]> = {};
      let answered = 0;
      for (const term of terms) {
        let found = false;
        for (const field of SEARCH_FIELDS) {
          for (const word of words[field]) {
            if (!answers(term, word, field)) continue;
            found = true;
            const fields = (matches[word] ??= []);
            if (!fields.includes(field)) fields.push(field);
          }
        }
        if (found) answered += 1;
      }
      if (answered === terms.length && terms.length > 0) {
        hits.push({ id, score: Object.keys(matches).length, matches });
      }
    }
    return hits;
  }

  near(terms: readonly string[], limit: number): readonly SearchHit[] {
    const near: { hit: SearchHit; edits: number }[] = [];
    for (const { id, words } of this.plants) {
      let fewest = Infinity;
      for (const term of terms) {
        const allowed = suggestionEditsFor(term);
        for (const word of words.name) {
          const edits = word.startsWith(term) ? 0 : editDistance(term, word, allowed);
          if (edits <= allowed) fewest = Math.min(fewest, edits);
        }
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
 * build but the words. For tests and the swap guide; the shop's catalogue runs on
 * MiniSearchPlantTextIndex, which answers the same plants with its own scores.
 */
export class InMemoryPlantTextIndex implements PlantTextIndexPort {
  async build(documents: readonly SearchDocument[]): Promise<PlantTextIndex> {
    return new ScannedIndex(
      documents.map((document) => ({ id: document.id, words: wordsOf(document) })),
    );
  }
}
