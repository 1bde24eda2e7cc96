import { describe, expect, it } from 'vitest';
import { searchDocumentOf } from '@/modules/plants/domain/searchRanking';
import { InProcessPlantSearchEngine } from '@/modules/plants/infrastructure/InProcessPlantSearchEngine';
import { MiniSearchPlantTextIndex } from '@/modules/plants/infrastructure/MiniSearchPlantTextIndex';
import {
  DOCUMENTS_PER_MESSAGE,
  WorkerPlantSearchEngine,
  type FromSearchWorker,
  type SearchWorker,
  type ToSearchWorker,
} from '@/modules/plants/infrastructure/WorkerPlantSearchEngine';
import { generatePlants } from '@test/support/generatePlants';

/**
 * A stand-in for the worker that does what plantSearchWorker.ts does, in this thread, answering
 * each message in a later task as a worker would; or, told to, fails to start.
 */
function aWorker({ fails = false } = {}) {
  const received: ToSearchWorker[] = [];
  const listeners = {
    message: [] as ((event: { data: FromSearchWorker }) => void)[],
    error: [] as ((event: { message?: string }) => void)[],
  };
  const send = (data: FromSearchWorker) =>
    setTimeout(() => listeners.message.forEach((l) => l({ data })), 0);
  const documents: Parameters<InProcessPlantSearchEngine['open']>[0][number][] = [];
  let engine: ReturnType<InProcessPlantSearchEngine['open']> | null = null;
  let terminated = false;
  const worker: SearchWorker = {
    postMessage(message) {
      received.push(message);
      if (fails) {
        setTimeout(() => listeners.error.forEach((l) => l({ message: 'no such script' })), 0);
        return;
      }
      if (message.kind === 'documents') documents.push(...message.documents);
      if (message.kind === 'build') {
        engine = new InProcessPlantSearchEngine(new MiniSearchPlantTextIndex(Infinity)).open(
          documents,
        );
        void engine.then(() => send({ kind: 'built' }));
      }
      if (message.kind === 'find') {
        void engine!
          .then((opened) => opened.find(message.search))
          .then(({ ids, nearest }) =>
            send({
              kind: 'found',
              id: message.id,
              ids: ids && Int32Array.from(ids),
              nearest: [...nearest],
            }),
          );
      }
    },
    addEventListener(type: 'message' | 'error', listener: never) {
      (listeners[type] as unknown[]).push(listener);
    },
    terminate() {
      terminated = true;
    },
  };
  return { worker, received, isTerminated: () => terminated };
}

describe('WorkerPlantSearchEngine', () => {
  const plants = generatePlants(2500);
  const documents = plants.map(searchDocumentOf);

  it('sends the documents in parts, then answers each search with what the worker found', async () => {
    const { worker, received } = aWorker();
    const engine = await new WorkerPlantSearchEngine(() => worker).open(documents);
    const parts = received.filter((message) => message.kind === 'documents');
    expect(parts).toHaveLength(Math.ceil(documents.length / DOCUMENTS_PER_MESSAGE));
    expect(parts.flatMap((part) => part.documents)).toEqual(documents);

    const inPage = await new InProcessPlantSearchEngine(new MiniSearchPlantTextIndex()).open(
      documents,
    );
    const [monstra, fern, nothing] = await Promise.all([
      engine.find('monstra'),
      engine.find('fern'),
      engine.find('mosntera'),
    ]);
    expect(monstra).toEqual(await inPage.find('monstra'));
    expect(monstra.ids!.length).toBeGreaterThan(0);
    expect(fern).toEqual(await inPage.find('fern'));
    expect(nothing).toEqual(await inPage.find('mosntera'));
  });

  it('fails, and stops the worker, when the worker cannot start', async () => {
    const { worker, isTerminated } = aWorker({ fails: true });
    await expect(new WorkerPlantSearchEngine(() => worker).open(documents)).rejects.toThrow(
      'no such script',
    );
    expect(isTerminated()).toBe(true);
  });
});
