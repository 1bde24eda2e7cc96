import { MessageChannel } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import type {
  FromSearchWorker,
  ToSearchWorker,
} from '@/modules/plants/infrastructure/WorkerPlantSearchEngine';
import {
  serveSearch,
  type BuildSearchIndex,
  type SearchWorkerScope,
} from '@/modules/plants/infrastructure/serveSearch';
import { failingSearchIndex } from '@test/support/failingSearchIndex';
import { readShopCatalogue } from '@test/support/shopCatalogue';

const plants = readShopCatalogue();

/** serveSearch on the far end of a channel: what is said to it, and each answer as it comes. */
function aServedSearch(buildIndex?: BuildSearchIndex) {
  const { port1: page, port2: worker } = new MessageChannel();
  for (const port of [page, worker]) port.unref();
  serveSearch(worker as unknown as SearchWorkerScope, buildIndex);
  const answers: FromSearchWorker[] = [];
  let onAnswer = () => {};
  page.on('message', (message: FromSearchWorker) => {
    answers.push(message);
    onAnswer();
  });
  return {
    say: (message: ToSearchWorker) => page.postMessage(message),
    /** Resolves once `count` answers have come. */
    answered: (count: number) =>
      new Promise<FromSearchWorker[]>((resolve) => {
        onAnswer = () => {
          if (answers.length >= count) resolve(answers);
        };
        onAnswer();
      }),
  };
}

describe('serveSearch: the search worker answers every find', () => {
  it('answers a find asked before the build, once the index is built', async () => {
    const served = aServedSearch();
    served.say({ kind: 'find', id: 1, search: 'fern' });
    served.say({ kind: 'plants', plants });
    served.say({ kind: 'build' });
    const answers = await served.answered(2);
    expect(answers.map((answer) => answer.kind).sort()).toEqual(['built', 'found']);
    expect(answers.find((answer) => answer.kind === 'found')).toMatchObject({ id: 1 });
  });

  it('answers a find whose search throws with find-failed, and the next find too', async () => {
    const served = aServedSearch(failingSearchIndex);
    served.say({ kind: 'plants', plants });
    served.say({ kind: 'build' });
    served.say({ kind: 'find', id: 1, search: 'fern' });
    served.say({ kind: 'find', id: 2, search: 'snake' });
    const answers = await served.answered(3);
    expect(answers).toEqual([
      { kind: 'built' },
      { kind: 'find-failed', id: 1, message: 'the search failed' },
      { kind: 'find-failed', id: 2, message: 'the search failed' },
    ]);
  });

  it('answers finds, before and after, with find-failed when the index cannot be built', async () => {
    const served = aServedSearch(() => {
      throw new Error('no index');
    });
    served.say({ kind: 'find', id: 1, search: 'fern' });
    served.say({ kind: 'build' });
    served.say({ kind: 'find', id: 2, search: 'fern' });
    const answers = await served.answered(3);
    expect(answers).toEqual(
      expect.arrayContaining([
        { kind: 'failed', message: 'no index' },
        { kind: 'find-failed', id: 1, message: 'no index' },
        { kind: 'find-failed', id: 2, message: 'no index' },
      ]),
    );
  });
});
