import type { PlantTextIndexPort } from '@/modules/plants/application/PlantTextIndexPort';

/** An index built by `indexer` whose every search throws: a search that fails, on purpose. */
export function failingSearchOn(indexer: PlantTextIndexPort): PlantTextIndexPort {
  return {
    build: async (documents) => {
      await indexer.build(documents);
      const fail = (): never => {
        throw new Error('the search failed');
      };
      return { match: fail, near: fail };
    },
  };
}
