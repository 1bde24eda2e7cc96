import type { SearchDocument, SearchHit } from '@/modules/plants/domain/searchRanking';

/**
 * A full-text index of the catalogue, built by a search library (docs/ports/PlantSearchEnginePort.md).
 * Terms given to it are already as the search compares them (searchWords); the index reads
 * plants' text the same way (splitWords, searchTermOf). What counts and in what order is the
 * domain's (searchRanking): the index only finds.
 */
export interface PlantTextIndex {
  /**
   * Plants that match every term: as a word or the start of one in any field, or within
   * fuzzyEditsFor(term) edits of a word or of its start in a FUZZY_FIELDS field. Each hit says
   * which of its terms matched in which fields. In no particular order.
   */
  match(terms: readonly string[]): readonly SearchHit[];
  /**
   * Up to `limit` plants whose names hold a word that some term starts or comes within
   * suggestionEditsFor(term) edits of: the candidates for "Did you mean".
   */
  near(terms: readonly string[], limit: number): readonly SearchHit[];
}

export interface PlantTextIndexPort {
  /** An index of the documents; may yield to the page between parts of a large catalogue. */
  build(documents: readonly SearchDocument[]): Promise<PlantTextIndex>;
}
