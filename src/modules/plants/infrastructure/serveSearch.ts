import type { PlantSearchEngine } from '@/modules/plants/application/PlantSearchEnginePort';
import type { SearchDocument } from '@/modules/plants/domain/searchRanking';
import { InProcessPlantSearchEngine } from './InProcessPlantSearchEngine';
import { MiniSearchPlantTextIndex } from './MiniSearchPlantTextIndex';
import type { FromSearchWorker, ToSearchWorker } from './WorkerPlantSearchEngine';

/** The worker's side of its messages: a dedicated worker's global scope, or a MessagePort. */
export interface SearchWorkerScope {
  postMessage(message: FromSearchWorker, transfer?: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: { data: ToSearchWorker }) => void): void;
}

/**
 * What the search worker does with WorkerPlantSearchEngine's messages: gathers the documents,
 * builds the catalogue's MiniSearch index when told to, and answers each find with the domain's
 * ranking. The worker has nothing to yield to, so the index is built in one part.
 */
export function serveSearch(scope: SearchWorkerScope): void {
  const documents: SearchDocument[] = [];
  let engine: Promise<PlantSearchEngine> | null = null;

  scope.addEventListener('message', ({ data }) => {
    if (data.kind === 'documents') {
      for (const document of data.documents) documents.push(document);
    } else if (data.kind === 'build') {
      engine = new InProcessPlantSearchEngine(new MiniSearchPlantTextIndex(Infinity)).open(
        documents,
      );
      engine.then(
        () => scope.postMessage({ kind: 'built' }),
        (error: unknown) => scope.postMessage({ kind: 'failed', message: String(error) }),
      );
    } else if (engine !== null) {
      const { id, search } = data;
      void engine
        .then((opened) => opened.find(search))
        .then(({ ids, nearest }) => {
          const found = ids && Int32Array.from(ids);
          scope.postMessage(
            { kind: 'found', id, ids: found, nearest: [...nearest] },
            found ? [found.buffer] : [],
          );
        });
    }
  });
}
