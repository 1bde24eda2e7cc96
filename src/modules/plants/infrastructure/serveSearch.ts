import { searchDocumentOf, type SearchDocument } from '@/modules/plants/domain/searchRanking';
import { buildMiniSearchIndex } from './MiniSearchIndex';
import { rankedSearch, type FoundIds, type SearchIndex } from './rankedSearch';
import type { FromSearchWorker, ToSearchWorker } from './WorkerPlantSearchEngine';

/** The worker's side of its messages: a dedicated worker's global scope, or a MessagePort. */
export interface SearchWorkerScope {
  postMessage(message: FromSearchWorker, transfer?: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: { data: ToSearchWorker }) => void): void;
}

/** Builds the catalogue's index: MiniSearch's, or in a test one whose every search throws. */
export type BuildSearchIndex = (documents: readonly SearchDocument[]) => SearchIndex;

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The search worker, a root of its own: where the domain's rules (rankedSearch) and MiniSearch
 * meet, with no port between them. It gathers WorkerPlantSearchEngine's documents, builds the
 * catalogue's index when told to (a plant whose text cannot be read is left out and reported,
 * buildMiniSearchIndex), and answers every find: with rankedSearch's answer, or with
 * `find-failed` when the search throws or the index could not be built. A find that comes before
 * the build waits for it. It runs in a Worker (plantSearchWorker.ts) or, where there is none, on
 * a MessageChannel in the page (searchWorkerOnAChannel.ts).
 */
export function serveSearch(
  scope: SearchWorkerScope,
  buildIndex: BuildSearchIndex = buildMiniSearchIndex,
): void {
  const documents: SearchDocument[] = [];
  let index: Promise<SearchIndex> | null = null;
  const beforeBuild: { readonly id: number; readonly search: string }[] = [];

  const send = (id: number, { ids, nearest }: FoundIds) => {
    const found = ids && Int32Array.from(ids);
    scope.postMessage(
      { kind: 'found', id, ids: found, nearest: [...nearest] },
      found ? [found.buffer] : [],
    );
  };
  const answer = (built: Promise<SearchIndex>, id: number, search: string) => {
    built
      .then((ready) => send(id, rankedSearch(ready, search, documents)))
      .catch((error: unknown) =>
        scope.postMessage({ kind: 'find-failed', id, message: messageOf(error) }),
      );
  };

  scope.addEventListener('message', ({ data }) => {
    switch (data.kind) {
      case 'plants':
        // Each plant's text is read here, off the page's main thread: at 10,000 plants it is a
        // long task's worth of folding and splitting words.
        for (const plant of data.plants) documents.push(searchDocumentOf(plant, documents.length));
        break;
      case 'build': {
        if (index !== null) break;
        // Read at once, whatever it throws: the build's failure is an answer too.
        const built = Promise.resolve().then(() => buildIndex(documents));
        index = built;
        built.then(
          () => scope.postMessage({ kind: 'built' }),
          (error: unknown) => scope.postMessage({ kind: 'failed', message: messageOf(error) }),
        );
        for (const { id, search } of beforeBuild.splice(0)) answer(built, id, search);
        break;
      }
      case 'find':
        if (index === null) beforeBuild.push({ id: data.id, search: data.search });
        else answer(index, data.id, data.search);
        break;
      default:
        break;
    }
  });
}
