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
      const matches: Record<string, SearchField[]> = {};
      let answered = 0;
      for (const term of terms) {
        let found = false;
        for (const field of SEARCH_FIELDS) {
          for (const word of words[field]) {
            if (!answersIn(term, word, field)) continue;
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
  async build(documents: readonly SearchDocument[]): Promise<PlantTextIndex> {
    return new ScannedIndex(
      documents.map((document) => ({ id: document.id, words: wordsOf(document) })),
    );
  }
}
