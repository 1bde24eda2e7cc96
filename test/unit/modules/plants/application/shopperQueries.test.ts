import { describe, expect, it } from 'vitest';
import { SearchPlants } from '@/modules/plants/application/SearchPlants';
import { CHEAP_BELOW } from '@/modules/plants/domain/shopperWords';
import { searchWorkerOnAChannel } from '@/modules/plants/infrastructure/searchWorkerOnAChannel';
import { WorkerPlantSearchEngine } from '@/modules/plants/infrastructure/WorkerPlantSearchEngine';
import { readShopCatalogue } from '@test/support/shopCatalogue';

/** The shop's 28 plants searched by shoppers' words for rooms, uses and names (ADR 0039). */
const shop = readShopCatalogue();
const namesIn = (category: string) =>
  shop.filter((plant) => plant.category === category).map((plant) => plant.plantName);

describe("the shop's catalogue searched in shoppers' words, by the search worker's code", () => {
  const opened = new SearchPlants(
    new WorkerPlantSearchEngine(() => searchWorkerOnAChannel()),
  ).execute(shop);
  const find = async (search: string) => (await opened).find(search);
  const names = async (search: string) =>
    (await find(search)).plants.map((plant) => plant.plantName).sort();

  it('bathroom finds the Tropical and Low Light plants; office and bedroom Low Light and Air Purifying', async () => {
    expect(await names('bathroom')).toEqual(
      [...namesIn('Tropical'), ...namesIn('Low Light')].sort(),
    );
    const officePlants = [...namesIn('Low Light'), ...namesIn('Air Purifying')].sort();
    expect(await names('office')).toEqual(officePlants);
    expect(await names('bedroom')).toEqual(officePlants);
  });

  it('kids finds the plants safe for pets', async () => {
    expect(await names('kids')).toEqual(namesIn('Pet Friendly').sort());
  });

  it('cheap and under $20 find every plant under $20, and only those', async () => {
    const cheap = shop
      .filter((plant) => plant.price < CHEAP_BELOW)
      .map((plant) => plant.plantName)
      .sort();
    expect(cheap.length).toBeGreaterThan(0);
    expect(await names('cheap')).toEqual(cheap);
    expect(await names('under $20')).toEqual(cheap);
  });

  it('snakeplant and sansevieria find Snake Plant', async () => {
    expect(await names('snakeplant')).toEqual(['Snake Plant']);
    expect(await names('sansevieria')).toEqual(['Snake Plant']);
  });

  it('bright indirect: the plants in stock before the sold-out ones of equal relevance', async () => {
    const found = (await find('bright indirect')).plants;
    const firstSoldOut = found.findIndex((plant) => plant.availableStock === 0);
    expect(found.length).toBeGreaterThan(1);
    expect(found[0]!.availableStock).toBeGreaterThan(0);
    expect(found.slice(firstSoldOut).every((plant) => plant.availableStock === 0)).toBe(true);
  });

  it("a search that finds nothing offers the shop's words near it, or its categories", async () => {
    expect((await find('bedrom xyzzy')).suggestions).toContain('bedroom');
    expect((await find('xyzzy')).suggestions).toEqual([
      ...new Set(shop.map((plant) => plant.category)),
    ]);
  });
});
