import { describe, expect, it, vi } from 'vitest';
import type {
  PlantSearchEngine,
  PlantSearchEnginePort,
  RankedIds,
} from '@/modules/plants/application/PlantSearchEnginePort';
import {
  DeadlinePlantSearchEngine,
  FIND_DEADLINE_MS,
  OPEN_DEADLINE_MS,
} from '@/modules/plants/infrastructure/DeadlinePlantSearchEngine';
import { PlainPlantSearchEngine } from '@/modules/plants/infrastructure/PlainPlantSearchEngine';
import { useControlledTimers } from '@test/support/controlledTimers';
import { readShopCatalogue } from '@test/support/shopCatalogue';

const shop = readShopCatalogue();
const fernsPlainly = shop.flatMap((plant, place) =>
  [plant.plantName, plant.category, plant.providerName].some((text) => /fern/i.test(text))
    ? [place]
    : [],
);
const RANKED: RankedIds = { ids: [7, 3], nearest: [], suggestions: [] };
const never = <T>() => new Promise<T>(() => {});

/** A ranked engine that opens and finds as told, and counts the finds it is asked. */
function aRankedEngine({
  open = (): Promise<PlantSearchEngine> => Promise.resolve({ find: () => Promise.resolve(RANKED) }),
} = {}) {
  const port: PlantSearchEnginePort = { open: vi.fn(open) };
  return port;
}

function withDeadline(ranked: PlantSearchEnginePort, onFallback = vi.fn()) {
  return {
    engine: new DeadlinePlantSearchEngine(ranked, new PlainPlantSearchEngine(), { onFallback }),
    onFallback,
  };
}

/** Whether the promise has settled by now, without waiting for it. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  promise.then(
    () => (done = true),
    () => (done = true),
  );
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('DeadlinePlantSearchEngine: every open and find answers', () => {
  it('answers with the ranked engine when it answers in time', async () => {
    const { engine, onFallback } = withDeadline(aRankedEngine());
    expect(await (await engine.open(shop)).find('fern')).toEqual(RANKED);
    expect(onFallback).not.toHaveBeenCalled();
  });

  it('opens the plain search at the open deadline when the ranked engine never opens', async () => {
    useControlledTimers();
    const { engine, onFallback } = withDeadline(aRankedEngine({ open: never }));
    const opening = engine.open(shop);
    await vi.advanceTimersByTimeAsync(OPEN_DEADLINE_MS - 1);
    expect(await settled(opening)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const opened = await opening;
    expect(Array.from((await opened.find('fern')).ids!)).toEqual(fernsPlainly);
    expect(onFallback).toHaveBeenCalledOnce();
  });

  it('opens the plain search at once when the ranked engine fails to open', async () => {
    const { engine } = withDeadline(
      aRankedEngine({ open: () => Promise.reject(new Error('no worker')) }),
    );
    const opened = await engine.open(shop);
    expect(Array.from((await opened.find('fern')).ids!)).toEqual(fernsPlainly);
  });

  it('answers a find with the plain search at its deadline, and every later find without asking again', async () => {
    useControlledTimers();
    const find = vi.fn(never<RankedIds>);
    const { engine, onFallback } = withDeadline(aRankedEngine({ open: async () => ({ find }) }));
    const opened = await engine.open(shop);
    const finding = opened.find('fern');
    await vi.advanceTimersByTimeAsync(FIND_DEADLINE_MS - 1);
    expect(await settled(finding)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(Array.from((await finding).ids!)).toEqual(fernsPlainly);
    expect(await opened.find('')).toEqual({ ids: null, nearest: [], suggestions: [] });
    expect(find).toHaveBeenCalledOnce();
    expect(onFallback).toHaveBeenCalledOnce();
  });

  it('answers a find whose ranked search fails with the plain search at once', async () => {
    const { engine } = withDeadline(
      aRankedEngine({
        open: async () => ({ find: () => Promise.reject(new Error('the search failed')) }),
      }),
    );
    const opened = await engine.open(shop);
    expect(Array.from((await opened.find('fern')).ids!)).toEqual(fernsPlainly);
  });

  it('answers in the order asked, when the plain search would answer a later find first', async () => {
    let answerFirst: (ids: RankedIds) => void = () => {};
    const finds = [
      () => new Promise<RankedIds>((resolve) => (answerFirst = resolve)),
      () => Promise.reject(new Error('the search failed')),
    ];
    const { engine } = withDeadline(
      aRankedEngine({ open: async () => ({ find: () => finds.shift()!() }) }),
    );
    const opened = await engine.open(shop);
    const answered: string[] = [];
    const first = opened.find('snake').then(() => answered.push('snake'));
    const second = opened.find('fern').then(() => answered.push('fern'));
    // Every promise of the page settled (the plain search's answer to fern among them), then snake's.
    await new Promise((resolve) => setImmediate(resolve));
    answerFirst(RANKED);
    await Promise.all([first, second]);
    expect(answered).toEqual(['snake', 'fern']);
  });
});
