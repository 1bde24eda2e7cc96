import type {
  PlantSearchEngine,
  PlantSearchEnginePort,
  RankedIds,
} from '@/modules/plants/application/PlantSearchEnginePort';
import { suggestionsFor } from '@/modules/plants/domain/searchSuggestions';
import type { Plant } from '@/modules/shared/domain/Plant';
import { nextTask } from '@/modules/shared/infrastructure/nextTask';

/** What the page says to the search worker (plantSearchWorker.ts). */
export type ToSearchWorker =
  | { readonly kind: 'plants'; readonly plants: readonly Plant[] }
  | { readonly kind: 'build' }
  | { readonly kind: 'find'; readonly id: number; readonly search: string };

/** What the search worker answers. */
export type FromSearchWorker =
  | { readonly kind: 'built' }
  | { readonly kind: 'failed'; readonly message: string }
  | { readonly kind: 'find-failed'; readonly id: number; readonly message: string }
  | {
      readonly kind: 'found';
      readonly id: number;
      readonly ids: Int32Array | null;
      readonly nearest: readonly number[];
    };

/** The part of a Worker the engine uses (a stand-in in tests). */
export interface SearchWorker {
  postMessage(message: ToSearchWorker): void;
  addEventListener(type: 'message', listener: (event: { data: FromSearchWorker }) => void): void;
  addEventListener(type: 'error', listener: (event: { message?: string }) => void): void;
  terminate(): void;
}

/**
 * Plants sent to the worker per message, one message a task: copying a message is the page's
 * work, and 100,000 plants in one message would be a long task.
 */
export const PLANTS_PER_MESSAGE = 1000;

interface Waiter {
  readonly search: string;
  resolve(ids: RankedIds): void;
  reject(error: Error): void;
}

class WorkerSearch implements PlantSearchEngine {
  private nextId = 0;
  private readonly waiting = new Map<number, Waiter>();

  constructor(
    private readonly worker: SearchWorker,
    suggest: (search: string, nameNear: boolean) => string[],
  ) {
    worker.addEventListener('message', ({ data }) => {
      if (data.kind !== 'found' && data.kind !== 'find-failed') return;
      const waiter = this.waiting.get(data.id);
      this.waiting.delete(data.id);
      if (waiter === undefined) return;
      if (data.kind === 'find-failed') return waiter.reject(new Error(data.message));
      const { ids, nearest } = data;
      // Only a search that found nothing suggests: the shop's words are the page's to offer.
      const suggestions = ids?.length === 0 ? suggest(waiter.search, nearest.length > 0) : [];
      waiter.resolve({ ids, nearest, suggestions });
    });
    worker.addEventListener('error', (event) => {
      const error = new Error(event.message ?? 'the search worker failed');
      for (const waiter of this.waiting.values()) waiter.reject(error);
      this.waiting.clear();
    });
  }

  /**
   * Searches are answered in the order asked: a keystroke's search waits for the one before.
   * Rejects when the worker answers that the search failed, or the worker itself fails.
   */
  find(search: string): Promise<RankedIds> {
    const id = (this.nextId += 1);
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { search, resolve, reject });
      this.worker.postMessage({ kind: 'find', id, search });
    });
  }
}

/**
 * The search in a worker (ADR 0031), the page's one adapter to it: the page sends the plants once,
 * in parts, the worker reads their text (searchDocumentOf), and each search is a message each way, so a keystroke's
 * search and the index's building are no work of the page's main thread. The worker is
 * plantSearchWorker.ts in a browser, or the same code on a MessageChannel where there is no
 * Worker (searchWorkerOnAChannel.ts). A search that finds nothing gets the shop's words near it
 * here (suggestionsFor), from the plants the page holds.
 */
export class WorkerPlantSearchEngine implements PlantSearchEnginePort {
  constructor(private readonly createWorker: () => SearchWorker) {}

  async open(catalogue: readonly Plant[]): Promise<PlantSearchEngine> {
    const worker = this.createWorker();
    const built = new Promise<void>((resolve, reject) => {
      worker.addEventListener('message', ({ data }) => {
        if (data.kind === 'built') resolve();
        if (data.kind === 'failed') reject(new Error(data.message));
      });
      worker.addEventListener('error', (event) =>
        reject(new Error(event.message ?? 'the search worker failed to start')),
      );
    });
    // A worker that fails while the parts are sent stops the sending; the failure is thrown below.
    let failed = false;
    built.catch(() => {
      failed = true;
    });
    try {
      for (let start = 0; start < catalogue.length && !failed; start += PLANTS_PER_MESSAGE) {
        worker.postMessage({
          kind: 'plants',
          plants: catalogue.slice(start, start + PLANTS_PER_MESSAGE),
        });
        await nextTask();
      }
      worker.postMessage({ kind: 'build' });
      await built;
    } catch (error) {
      worker.terminate();
      throw error;
    }
    return new WorkerSearch(worker, suggestionsFor(catalogue));
  }
}
