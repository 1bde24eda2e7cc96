import { describe, expect, it, vi } from 'vitest';
import { ListPlants } from '@/modules/plants/application/ListPlants';
import { PLANT_LIST_LOAD_FAILED } from '@/modules/plants/domain/plantMessages';
import { PlantCatalogError } from '@/modules/plants/domain/PlantCatalogError';
import { InMemoryPlantCatalog } from '@/modules/plants/infrastructure/InMemoryPlantCatalog';
import { aPlant } from '@test/support/plants';

describe('ListPlants', () => {
  it('lists the catalogue in its order', async () => {
    const plants = [aPlant({ plantId: 3 }), aPlant({ plantId: 1 }), aPlant({ plantId: 2 })];
    expect(await new ListPlants(new InMemoryPlantCatalog(plants)).execute()).toEqual(plants);
  });

  it('rejects with the catalogue error when the catalogue cannot be read', async () => {
    const catalog = new InMemoryPlantCatalog([aPlant()]);
    catalog.failWith(new PlantCatalogError('invalid-data', 'not a list'));
    const failure = new ListPlants(catalog).execute();
    await expect(failure).rejects.toBeInstanceOf(PlantCatalogError);
    await expect(failure).rejects.toMatchObject({ reason: 'invalid-data', message: 'not a list' });
  });

  it('shares the catalogue read, and reads anew when the shopper tries again (afresh)', async () => {
    const catalog = new InMemoryPlantCatalog([aPlant()]);
    const list = vi.spyOn(catalog, 'list');
    const reload = vi.spyOn(catalog, 'reload');
    const listPlants = new ListPlants(catalog);
    await listPlants.execute();
    expect([list.mock.calls.length, reload.mock.calls.length]).toEqual([1, 0]);
    await listPlants.execute({ afresh: true });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("words the load failure 'Failed to load plants. Please try again later.' (spec section 8)", () => {
    expect(PLANT_LIST_LOAD_FAILED).toBe('Failed to load plants. Please try again later.');
  });
});
