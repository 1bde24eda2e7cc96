import { describe, expect, it, vi } from 'vitest';
import type {
  PlantSearchEnginePort,
  RankedIds,
} from '@/modules/plants/application/PlantSearchEnginePort';
import { SearchPlants } from '@/modules/plants/application/SearchPlants';
import type { Plant } from '@/modules/shared/domain/Plant';
import { aPlant } from '@test/support/plants';

const catalogue = [
  aPlant({ plantId: 1, plantName: 'Fiddle Leaf Fig', providerName: 'Fern & Fig Growers' }),
  aPlant({ plantId: 2, plantName: 'Boston Fern' }),
  aPlant({ plantId: 3, plantName: 'Snake Plant' }),
];

/** An engine that answers every search with `answer`, and records what it was given. */
function fakeEngine(found: Omit<RankedIds, 'suggestions'>, suggestions: string[] = []) {
  const answer: RankedIds = { ...found, suggestions };
  const opened: (readonly Plant[])[] = [];
  const find = vi.fn(async () => answer);
  const port: PlantSearchEnginePort = {
    open: vi.fn(async (catalogue: readonly Plant[]) => {
      opened.push(catalogue);
      return { find };
    }),
  };
  return { port, find, opened };
}

describe('SearchPlants', () => {
  it("gives the engine's answer as plants, in its order", async () => {
    const { port } = fakeEngine({ ids: [1, 0], nearest: [] });
    const search = await new SearchPlants(port).execute(catalogue);
    const result = await search.find('ferns');
    expect(result.plants.map((plant) => plant.plantId)).toEqual([2, 1]);
    expect(result.nearest).toEqual([]);
  });

  it('gives the nearest names as plants, and the whole catalogue for a search with no words', async () => {
    const nearest = await (
      await new SearchPlants(fakeEngine({ ids: [], nearest: [2] }).port).execute(catalogue)
    ).find('snak');
    expect(nearest.plants).toEqual([]);
    expect(nearest.nearest.map((plant) => plant.plantName)).toEqual(['Snake Plant']);
    const everything = await (
      await new SearchPlants(fakeEngine({ ids: null, nearest: [] }).port).execute(catalogue)
    ).find(' & ');
    expect(everything.plants).toBe(catalogue);
  });

  it("gives the engine's suggestions as they come", async () => {
    const search = await new SearchPlants(
      fakeEngine({ ids: [], nearest: [] }, ['bathroom']).port,
    ).execute(catalogue);
    expect((await search.find('bathrm')).suggestions).toEqual(['bathroom']);
  });

  it('opens one engine per catalogue, with that catalogue', async () => {
    const { port, opened } = fakeEngine({ ids: [], nearest: [] });
    const searchPlants = new SearchPlants(port);
    const [first, second] = await Promise.all([
      searchPlants.execute(catalogue),
      searchPlants.execute(catalogue),
    ]);
    expect(first).toBe(second);
    expect(port.open).toHaveBeenCalledTimes(1);
    expect(opened[0]).toBe(catalogue);
    await searchPlants.execute([...catalogue]);
    expect(port.open).toHaveBeenCalledTimes(2);
  });

  it('opens again after a failed opening', async () => {
    const { port } = fakeEngine({ ids: [], nearest: [] });
    vi.mocked(port.open).mockRejectedValueOnce(new Error('chunk failed'));
    const searchPlants = new SearchPlants(port);
    await expect(searchPlants.execute(catalogue)).rejects.toThrow('chunk failed');
    await expect(searchPlants.execute(catalogue)).resolves.toBeDefined();
  });
});
