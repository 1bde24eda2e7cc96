import { MessageChannel, type MessagePort } from 'node:worker_threads';
import type { PlantTextIndexPort } from '@/modules/plants/application/PlantTextIndexPort';
import type { SearchWorker } from '@/modules/plants/infrastructure/WorkerPlantSearchEngine';
import { serveSearch, type SearchWorkerScope } from '@/modules/plants/infrastructure/serveSearch';

/**
 * The search worker's own code (serveSearch, as plantSearchWorker.ts runs it) on the far end of a
 * MessageChannel: each message is copied (structured clone) and arrives in a later task, as
 * between a page and a worker, without a worker's script to bundle. `failToStart` gives one whose
 * script cannot load: it answers the first message with an error event. `indexer` replaces the
 * worker's MiniSearch index (one whose search fails, say).
 */
export function aSearchWorkerOnAPort({
  failToStart = false,
  indexer,
}: { failToStart?: boolean; indexer?: PlantTextIndexPort } = {}): SearchWorker & {
  readonly terminated: boolean;
} {
  const { port1: page, port2: worker } = new MessageChannel();
  for (const port of [page, worker]) port.unref();
  const errorListeners: ((event: { message?: string }) => void)[] = [];
  if (!failToStart) serveSearch(worker as unknown as SearchWorkerScope, indexer);
  let terminated = false;
  return {
    get terminated() {
      return terminated;
    },
    postMessage(message) {
      if (failToStart) {
        setTimeout(() =>
          errorListeners.forEach((listener) => listener({ message: 'no such script' })),
        );
        return;
      }
      page.postMessage(message);
    },
    addEventListener(type: 'message' | 'error', listener: never) {
      if (type === 'error') errorListeners.push(listener);
      else (page as MessagePort).addEventListener('message', listener);
    },
    terminate() {
      terminated = true;
      page.close();
    },
  };
}
