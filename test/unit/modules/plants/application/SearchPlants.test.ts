import { describe, expect, it, vi } from 'vitest';
import type {
  PlantTextIndex,
  PlantTextIndexPort,
} from '@/modules/plants/application/PlantTextIndexPort';
import { SearchPlants } from '@/modules/plants/application/SearchPlants';
import type { SearchDocument, SearchHit } from '@/modules/plants/domain/searchRanking';
import { aPlant } from '@test/support/plants';

const catalogue = [
  aPlant({ plantId: 1, plantName: 'Fiddle Leaf Fig', providerName: 'Fern & Fig Growers' }),
  aPlant({ plantId: 2, plantName: 'Boston Fern' }),
  aPlant({ plantId: 3, plantName: 'Snake Plant' }),
];

/** An index that answers from fixed hits, and records what it was given. */
function fakeIndexer(hits: { match?: SearchHit[]; near?: SearchHit[] }) {
  const built: (readonly SearchDocument[])[] = [];
  const index: PlantTextIndex = {
    match: vi.fn(() => hits.match ?? []),
    near: vi.fn(() => hits.near ?? []),
  };
  const port: PlantTextIndexPort = {
    build: vi.fn(async (documents: readonly SearchDocument[]) => {
      built.push(documents);
      return index;
    }),
  };
  return { port, index, built };
}

describe('SearchPlants', () => {
  it("ranks the index's hits by the domain's rules and gives the plants", async () => {
    const { port } = fakeIndexer({
      match: [
        { id: 0, score: 5, matches: { fern: ['nursery'] } },
        { id: 1, score: 1, matches: { fern: ['name'] } },
      ],
    });
    const search = await new SearchPlants(port).execute(catalogue);
    const result = search.find('Ferns');
    expect(result.plants.map((plant) => plant.plantId)).toEqual([2, 1]);
    expect(result.nearest).toEqual([]);
  });

  it('builds one index per catalogue, its documents in catalogue order', async () => {
    const { port, built } = fakeIndexer({});
    const searchPlants = new SearchPlants(port);
    const [first, second] = await Promise.all([
      searchPlants.execute(catalogue),
      searchPlants.execute(catalogue),
    ]);
    expect(first).toBe(second);
    expect(port.build).toHaveBeenCalledTimes(1);
    expect(built[0]!.map((document) => [document.id, document.name])).toEqual([
      [0, 'Fiddle Leaf Fig'],
      [1, 'Boston Fern'],
      [2, 'Snake Plant'],
    ]);
    await searchPlants.execute([...catalogue]);
    expect(port.build).toHaveBeenCalledTimes(2);
  });

  it('asks for the nearest names only when nothing is found', async () => {
    const { port, index } = fakeIndexer({ near: [{ id: 2, score: 1, matches: {} }] });
    const search = await new SearchPlants(port).execute(catalogue);
    expect(search.find('snak').nearest.map((plant) => plant.plantName)).toEqual(['Snake Plant']);
    expect(index.near).toHaveBeenCalledTimes(1);
  });

  it('gives the whole catalogue for a search with no words, without asking the index', async () => {
    const { port, index } = fakeIndexer({});
    const search = await new SearchPlants(port).execute(catalogue);
    expect(search.find(' the & ').plants).toBe(catalogue);
    expect(index.match).not.toHaveBeenCalled();
  });

  it('tries to build again after a failed build', async () => {
    const { port } = fakeIndexer({});
    vi.mocked(port.build).mockRejectedValueOnce(new Error('chunk failed'));
    const searchPlants = new SearchPlants(port);
    await expect(searchPlants.execute(catalogue)).rejects.toThrow('chunk failed');
    await expect(searchPlants.execute(catalogue)).resolves.toBeDefined();
  });
});
