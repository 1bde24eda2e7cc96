import type {
  PlantSearchEngine,
  RankedIds,
} from '@/modules/plants/application/PlantSearchEnginePort';
import type { PlantTextIndexPort } from '@/modules/plants/application/PlantTextIndexPort';
import type { SearchDocument } from '@/modules/plants/domain/searchRanking';
import { InProcessPlantSearchEngine } from './InProcessPlantSearchEngine';
import { MiniSearchPlantTextIndex } from './MiniSearchPlantTextIndex';
import type { FromSearchWorker, ToSearchWorker } from './WorkerPlantSearchEngine';

/** The worker's side of its messages: a dedicated worker's global scope, or a MessagePort. */
export interface SearchWorkerScope {
  postMessage(message: FromSearchWorker, transfer?: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: { data: ToSearchWorker }) => void): void;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * What the search worker does with WorkerPlantSearchEngine's messages: gathers the documents,
 * builds the catalogue's index when told to (a plant whose text cannot be read is left out and
 * reported, MiniSearchPlantTextIndex), and answers every find: with the domain's ranking, or with
 * `find-failed` when the search throws or the index could not be built. A find that comes before
 * the build waits for it. The worker has nothing to yield to, so the index is built in one part.
 */
export function serveSearch(
  scope: SearchWorkerScope,
  indexer: PlantTextIndexPort = new MiniSearchPlantTextIndex(Infinity),
): void {
  const documents: SearchDocument[] = [];
  let engine: Promise<PlantSearchEngine> | null = null;
  const beforeBuild: { readonly id: number; readonly search: string }[] = [];

  const send = (id: number, { ids, nearest }: RankedIds) => {
    const found = ids && Int32Array.from(ids);
    scope.postMessage(
      { kind: 'found', id, ids: found, nearest: [...nearest] },
      found ? [found.buffer] : [],
    );
  };
  const answer = (opened: Promise<PlantSearchEngine>, id: number, search: string) => {
    opened
      .then((ready) => ready.find(search))
      .then((found) => send(id, found))
      .catch((error: unknown) =>
        scope.postMessage({ kind: 'find-failed', id, message: messageOf(error) }),
      );
  };

  scope.addEventListener('message', ({ data }) => {
    switch (data.kind) {
      case 'documents':
        for (const document of data.documents) documents.push(document);
        break;
      case 'build': {
        if (engine !== null) break;
        // Read at once, whatever it throws: the build's failure is an answer too.
        const opened = Promise.resolve().then(() =>
          new InProcessPlantSearchEngine(indexer).open(documents),
        );
        engine = opened;
        opened.then(
          () => scope.postMessage({ kind: 'built' }),
          (error: unknown) => scope.postMessage({ kind: 'failed', message: messageOf(error) }),
        );
        for (const { id, search } of beforeBuild.splice(0)) answer(opened, id, search);
        break;
      }
      case 'find':
        if (engine === null) beforeBuild.push({ id: data.id, search: data.search });
        else answer(engine, data.id, data.search);
        break;
      default:
        break;
    }
  });
}
