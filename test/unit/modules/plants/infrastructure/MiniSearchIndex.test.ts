import { describe, expect, it } from 'vitest';
import { SearchPlants } from '@/modules/plants/application/SearchPlants';
import { searchDocumentOf } from '@/modules/plants/domain/searchRanking';
import { searchWords } from '@/modules/plants/domain/searchWords';
import { buildMiniSearchIndex } from '@/modules/plants/infrastructure/MiniSearchIndex';
import { searchWorkerOnAChannel } from '@/modules/plants/infrastructure/searchWorkerOnAChannel';
import { WorkerPlantSearchEngine } from '@/modules/plants/infrastructure/WorkerPlantSearchEngine';
import { generatePlants } from '@test/support/generatePlants';
import { readShopCatalogue } from '@test/support/shopCatalogue';

/** The shop's own 28 plants, searched as a shopper types. */
const shop = readShopCatalogue();
const inTheWorkersCode = () =>
  new SearchPlants(new WorkerPlantSearchEngine(() => searchWorkerOnAChannel()));
const opened = inTheWorkersCode().execute(shop);

async function find(search: string) {
  const result = await (await opened).find(search);
  return {
    names: result.plants.map((plant) => plant.plantName),
    nearest: result.nearest.map((plant) => plant.plantName),
  };
}

describe("MiniSearchIndex with the domain's rules, on the shop's catalogue", () => {
  it("fern: Boston Fern first, then the plants of the nursery 'Fern & Fig Growers'", async () => {
    const { names } = await find('fern');
    expect(names[0]).toBe('Boston Fern');
    expect(names).toContain('Fiddle Leaf Fig');
    expect(names).toHaveLength(5);
  });

  it.each([
    ['ferns', 'Boston Fern'],
    ['orchids', 'Phalaenopsis Orchid'],
    ['monstra', 'Monstera Deliciosa'],
    ['monstera', 'Monstera Deliciosa'],
    ['lilly', 'Peace Lily'],
    ['MONSTÉRA', 'Monstera Deliciosa'],
    ['calathea orbfolia', 'Calathea Orbifolia'],
    ['snake', 'Snake Plant'],
    ['aloe vera', 'Aloe Vera'],
    ['fidd', 'Fiddle Leaf Fig'],
  ])('%s finds %s first', async (search, first) => {
    expect((await find(search)).names[0]).toBe(first);
  });

  it('air purifier and purif find the Air Purifying plants', async () => {
    const airPurifying = shop.filter((plant) => plant.category === 'Air Purifying');
    for (const search of ['air purifier', 'purif', 'purifying']) {
      expect((await find(search)).names.sort()).toEqual(
        airPurifying.map((p) => p.plantName).sort(),
      );
    }
  });

  it('succulants finds the Succulents', async () => {
    const succulents = shop.filter((plant) => plant.category === 'Succulents');
    expect((await find('succulants')).names.sort()).toEqual(
      succulents.map((p) => p.plantName).sort(),
    );
  });

  it("the shoppers' words: pet safe and non-toxic find Pet Friendly; beginner and low maintenance find Easy", async () => {
    const names = (filter: (category: string, care: string) => boolean) =>
      shop
        .filter((p) => filter(p.category, p.careLevel))
        .map((p) => p.plantName)
        .sort();
    expect((await find('pet safe')).names.sort()).toEqual(
      names((category) => category === 'Pet Friendly'),
    );
    expect((await find('non-toxic')).names.sort()).toEqual(
      names((category) => category === 'Pet Friendly'),
    );
    expect((await find('beginner')).names.sort()).toEqual(names((_, care) => care === 'Easy'));
    expect((await find('low maintenance')).names.sort()).toEqual(
      names((_, care) => care === 'Easy'),
    );
  });

  it('searches descriptions, below names', async () => {
    const { names } = await find('trailing');
    expect(names.length).toBeGreaterThan(0);
    const described = shop.filter((plant) => /trail/i.test(plant.description));
    expect(names.sort()).toEqual(described.map((p) => p.plantName).sort());
  });

  it('a search that finds nothing offers the nearest plant names', async () => {
    expect(await find('mosntera')).toEqual({ names: [], nearest: ['Monstera Deliciosa'] });
    const { names, nearest } = await find('snak plnt');
    expect(names).toEqual([]);
    expect(nearest[0]).toBe('Snake Plant');
    expect(nearest.length).toBeLessThanOrEqual(3);
    expect(await find('xyzzy')).toEqual({ names: [], nearest: [] });
  });

  it('builds a 10,000-plant index and finds in it', async () => {
    const search = await inTheWorkersCode().execute(generatePlants(10_000));
    const { plants } = await search.find('monstra');
    expect(plants.length).toBeGreaterThan(0);
    expect(plants[0]!.plantName).toMatch(/Monstera/);
  });
});

describe('MiniSearchIndex: a plant whose text cannot be read', () => {
  it('is left out and reported, and every other plant is indexed', async () => {
    const documents = shop.map(searchDocumentOf);
    const unreadable = {
      ...documents[1]!,
      get description(): string {
        throw new Error('a description that cannot be read');
      },
    };
    const dropped: string[] = [];
    const reporter = { drop: (detail: string) => dropped.push(detail), done: () => {} };
    const index = buildMiniSearchIndex(
      [documents[0]!, unreadable, ...documents.slice(2)],
      () => reporter,
    );
    expect(dropped).toEqual(['plant 1 left out of the search: a description that cannot be read']);
    const found = (name: string) => index.match(searchWords(name)).map((hit) => hit.id);
    expect(found(shop[1]!.plantName)).not.toContain(1);
    expect(found(shop[0]!.plantName)).toContain(0);
    expect(found(shop.at(-1)!.plantName)).toContain(shop.length - 1);
  });
});
