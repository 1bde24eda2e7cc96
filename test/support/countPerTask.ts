import type { SearchDocument } from '@/modules/plants/domain/searchRanking';

/** What code did, added up task by task of the event loop. */
export interface PerTaskCount {
  /** Counts `amount` in the task running now. */
  add(amount: number): void;
  /** One sum per task that counted anything, in order. */
  readonly perTask: readonly number[];
}

/**
 * Adds up what is counted until the code counting gives the event loop back, so that a test can
 * say how much work one task did without reading a clock. A task's sum closes with a message
 * posted at its first count: a message channel made earlier is served first, so the sum closes
 * before any later task of the code under test, whether it waits on a message (`nextTask`) or a
 * timer. Yielding through a promise alone is no new task: its work is counted with the task's.
 */
export function countPerTask(): PerTaskCount {
  const perTask: number[] = [];
  let open = false;
  return {
    perTask,
    add(amount) {
      if (!open) {
        open = true;
        perTask.push(0);
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          channel.port1.close();
          open = false;
        };
        channel.port2.postMessage(null);
      }
      perTask[perTask.length - 1]! += amount;
    },
  };
}

/**
 * The documents, each counted in the task that first reads its `id`: the task that adds it to an
 * index (every index reads a document's id to add it).
 */
export function countedAsRead(
  documents: readonly SearchDocument[],
  count: PerTaskCount,
): SearchDocument[] {
  return documents.map((document) => {
    const { id, ...text } = document;
    let read = false;
    return {
      ...text,
      get id() {
        if (!read) count.add(1);
        read = true;
        return id;
      },
    };
  });
}
