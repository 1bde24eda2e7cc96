import type {
  PlantSearchEngine,
  PlantSearchEnginePort,
  RankedIds,
} from '@/modules/plants/application/PlantSearchEnginePort';
import type { Plant } from '@/modules/shared/domain/Plant';

/**
 * How long `open` may take before the fallback answers instead: the first answer after focus
 * took 0.7 s at 10,000 plants and 4.8 s at 100,000 at 4x CPU slowdown (docs/performance.md), and
 * the shop's own catalogue a fraction of that; twice the largest, so it never fires in normal use
 * on a slow machine.
 */
export const OPEN_DEADLINE_MS = 10_000;

/**
 * How long one `find` may take, from when it is asked, before the fallback answers it: a search's
 * work is bounded (rankedSearch's MAX_SEARCH_TERMS), a few tens of ms at 100,000 plants, so even a
 * queue of keystrokes at 4x slowdown answers well within it.
 */
export const FIND_DEADLINE_MS = 3_000;

/** The page's timers, looked up at each call so a controlled clock (the tests') drives them. */
export interface DeadlineTimers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const PAGE_TIMERS: DeadlineTimers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

function withinDeadline<T>(work: Promise<T>, ms: number, timers: DeadlineTimers): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = timers.setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    work.then(
      (value) => {
        timers.clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        timers.clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

export interface DeadlineOptions {
  readonly openMs?: number;
  readonly findMs?: number;
  readonly timers?: DeadlineTimers;
  /** Told once, when the fallback takes over, and why. */
  readonly onFallback?: (reason: Error) => void;
}

/**
 * An engine whose every `open` and `find` answers: the ranked engine's answer when it comes in
 * time, else the fallback's (PlainPlantSearchEngine). Once the ranked engine has failed or missed
 * a deadline the fallback answers every later search of that catalogue: no retries, so a worker
 * that fails is started once, not at every keystroke. Searches are still answered in the order
 * asked. Neither `open` nor `find` rejects unless the fallback does.
 */
export class DeadlinePlantSearchEngine implements PlantSearchEnginePort {
  private readonly openMs: number;
  private readonly findMs: number;
  private readonly timers: DeadlineTimers;
  private readonly onFallback: (reason: Error) => void;

  constructor(
    private readonly ranked: PlantSearchEnginePort,
    private readonly fallback: PlantSearchEnginePort,
    options: DeadlineOptions = {},
  ) {
    this.openMs = options.openMs ?? OPEN_DEADLINE_MS;
    this.findMs = options.findMs ?? FIND_DEADLINE_MS;
    this.timers = options.timers ?? PAGE_TIMERS;
    this.onFallback =
      options.onFallback ??
      ((reason) => console.warn(`[search] the plain search answers: ${reason.message}`));
  }

  async open(catalogue: readonly Plant[]): Promise<PlantSearchEngine> {
    let plain: Promise<PlantSearchEngine> | null = null;
    let failed = false;
    const fallBack = (reason: Error) => {
      if (!failed) this.onFallback(reason);
      failed = true;
      plain ??= this.fallback.open(catalogue);
      return plain;
    };
    let ranked: PlantSearchEngine;
    try {
      ranked = await withinDeadline(this.ranked.open(catalogue), this.openMs, this.timers);
    } catch (error) {
      return fallBack(error as Error);
    }

    let previous: Promise<unknown> = Promise.resolve();
    const answer = async (search: string): Promise<RankedIds> => {
      if (!failed) {
        try {
          return await withinDeadline(ranked.find(search), this.findMs, this.timers);
        } catch (error) {
          return (await fallBack(error as Error)).find(search);
        }
      }
      return (await fallBack(new Error('the ranked search failed'))).find(search);
    };
    return {
      find: (search) => {
        const answered = answer(search);
        // An answer the fallback gives at once waits for the searches asked before it.
        const ordered = previous.then(() => answered);
        previous = ordered.catch(() => undefined);
        return ordered;
      },
    };
  }
}
