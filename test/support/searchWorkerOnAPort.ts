import type { BuildSearchIndex } from '@/modules/plants/infrastructure/serveSearch';
import { searchWorkerOnAChannel } from '@/modules/plants/infrastructure/searchWorkerOnAChannel';
import type { SearchWorker } from '@/modules/plants/infrastructure/WorkerPlantSearchEngine';

/**
 * The search worker's own code on a MessageChannel (searchWorkerOnAChannel), as the shop runs it
 * where there is no Worker, and what a test wants to see or break of it: whether it was stopped;
 * `failToStart` gives one whose script cannot load (it answers the first message with an error
 * event); `buildIndex` replaces the worker's MiniSearch index (one whose search fails, say).
 */
export function aSearchWorkerOnAPort({
  failToStart = false,
  buildIndex,
}: { failToStart?: boolean; buildIndex?: BuildSearchIndex } = {}): SearchWorker & {
  readonly terminated: boolean;
} {
  const channel = searchWorkerOnAChannel(buildIndex);
  const errorListeners: ((event: { message?: string }) => void)[] = [];
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
      channel.postMessage(message);
    },
    addEventListener(type: 'message' | 'error', listener: never) {
      if (type === 'error') errorListeners.push(listener);
      else channel.addEventListener('message', listener);
    },
    terminate() {
      terminated = true;
      channel.terminate();
    },
  };
}
