import { describe, expect, it, vi } from 'vitest';
import {
  PLANTS_PER_MESSAGE,
  WorkerPlantSearchEngine,
  type ToSearchWorker,
} from '@/modules/plants/infrastructure/WorkerPlantSearchEngine';
import { generatePlants } from '@test/support/generatePlants';
import { aSearchWorkerOnAPort } from '@test/support/searchWorkerOnAPort';
import { readShopCatalogue } from '@test/support/shopCatalogue';

// What every engine must answer is the contract's (test/contract/PlantSearchEnginePort.contract.ts);
// this is how the worker's engine talks to its worker.
describe('WorkerPlantSearchEngine', () => {
  const plants = generatePlants(2500);

  it('sends the plants in parts of at most PLANTS_PER_MESSAGE, in order, then builds', async () => {
    const worker = aSearchWorkerOnAPort();
    const sent = vi.spyOn(worker, 'postMessage');
    await new WorkerPlantSearchEngine(() => worker).open(plants);
    const messages = sent.mock.calls.map(([message]) => message as ToSearchWorker);
    const parts = messages.flatMap((message) =>
      message.kind === 'plants' ? [message.plants] : [],
    );
    expect(parts).toHaveLength(Math.ceil(plants.length / PLANTS_PER_MESSAGE));
    expect(parts.every((part) => part.length <= PLANTS_PER_MESSAGE)).toBe(true);
    expect(parts.flat()).toEqual(plants);
    expect(messages.at(-1)).toEqual({ kind: 'build' });
  });

  it('fails, and stops the worker, when the worker cannot start', async () => {
    const worker = aSearchWorkerOnAPort({ failToStart: true });
    await expect(new WorkerPlantSearchEngine(() => worker).open(plants)).rejects.toThrow(
      'no such script',
    );
    expect(worker.terminated).toBe(true);
  });
  it("offers the shop's words near a search that found nothing, and nothing with a search that found", async () => {
    const shop = readShopCatalogue();
    const engine = await new WorkerPlantSearchEngine(() => aSearchWorkerOnAPort()).open(shop);
    expect((await engine.find('bedrom xyzzy')).suggestions).toContain('bedroom');
    expect((await engine.find('bathroom')).suggestions).toEqual([]);
    expect((await engine.find('')).suggestions).toEqual([]);
  });
});
