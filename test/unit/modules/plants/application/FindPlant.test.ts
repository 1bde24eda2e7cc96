import { describe, expect, it } from 'vitest';
import { FindPlant, parsePlantIdParam } from '@/modules/plants/application/FindPlant';
import { PlantCatalogError } from '@/modules/plants/domain/PlantCatalogError';
import { InMemoryPlantCatalog } from '@/modules/plants/infrastructure/InMemoryPlantCatalog';
import { aPlant } from '@test/support/plants';

describe('parsePlantIdParam (spec section 2: the id is matched against the numeric plantId)', () => {
  it('reads a whole number', () => {
    expect(parsePlantIdParam('7')).toBe(7);
    expect(parsePlantIdParam('0')).toBe(0);
    expect(parsePlantIdParam('28')).toBe(28);
    expect(parsePlantIdParam('007')).toBe(7);
  });

  it.each(['abc', '1.5', '-1', '', ' 7', '7 ', '7abc', '1e3', '0x1f', '+7', '1234567890123456'])(
    'gives null for %j',
    (param) => {
      expect(parsePlantIdParam(param)).toBeNull();
    },
  );

  it('gives null for a missing parameter', () => {
    expect(parsePlantIdParam(undefined)).toBeNull();
  });
});

describe('FindPlant', () => {
  const monstera = aPlant({ plantId: 7, plantName: 'Monstera' });
  const pothos = aPlant({ plantId: 12, plantName: 'Pothos' });
  const findPlant = () => new FindPlant(new InMemoryPlantCatalog([monstera, pothos]));

  it('finds the plant whose plantId matches the route parameter', async () => {
    expect(await findPlant().execute('7')).toEqual(monstera);
    expect(await findPlant().execute('12')).toEqual(pothos);
  });

  it('gives null for an id that matches no plant', async () => {
    expect(await findPlant().execute('8')).toBeNull();
  });

  it.each(['abc', '1.5', '-1', '', undefined])(
    'gives null for the parameter %j without asking the catalogue',
    async (param) => {
      const catalog = new InMemoryPlantCatalog([monstera]);
      catalog.failWith(); // would reject if it were asked
      expect(await new FindPlant(catalog).execute(param)).toBeNull();
    },
  );

  it('rejects with the catalogue error when the catalogue cannot be read', async () => {
    const catalog = new InMemoryPlantCatalog([monstera]);
    catalog.failWith(new PlantCatalogError('unavailable', 'offline'));
    await expect(new FindPlant(catalog).execute('7')).rejects.toMatchObject({
      name: 'PlantCatalogError',
      reason: 'unavailable',
    });
  });
});
