import { serveSearch, type BuildSearchIndex, type SearchWorkerScope } from './serveSearch';
import type { SearchWorker } from './WorkerPlantSearchEngine';

/**
 * The search worker's own code (serveSearch, as plantSearchWorker.ts runs it) on the far end of a
 * MessageChannel, where there is no Worker (jsdom, Node): each message is copied and arrives in a
 * later task, as between a page and a worker, so WorkerPlantSearchEngine is the one adapter
 * everywhere. `buildIndex` replaces MiniSearch's index (a test's, whose search fails).
 */
export function searchWorkerOnAChannel(buildIndex?: BuildSearchIndex): SearchWorker {
  const { port1: page, port2: worker } = new MessageChannel();
  // Node's ports keep its process alive while open; a browser's have no such thing.
  for (const port of [page, worker]) (port as { unref?: () => void }).unref?.();
  serveSearch(worker as unknown as SearchWorkerScope, buildIndex);
  worker.start();
  page.start();
  return {
    postMessage: (message) => page.postMessage(message),
    addEventListener(type: 'message' | 'error', listener: never) {
      // A channel fails no script: there is no error to hear.
      if (type === 'message') page.addEventListener('message', listener);
    },
    terminate: () => {
      page.close();
      worker.close();
    },
  };
}
