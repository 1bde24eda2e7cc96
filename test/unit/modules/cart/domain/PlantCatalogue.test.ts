import { describe, expect, it } from 'vitest';
import { catalogueOf } from '@/modules/cart/domain/PlantCatalogue';
import { aPlant } from '@test/support/plants';

describe('catalogueOf', () => {
  it('finds each plant by its plantId', () => {
    const fern = aPlant({ plantId: 1 });
    const pothos = aPlant({ plantId: 2 });
    const catalogue = catalogueOf([fern, pothos]);
    expect(catalogue.get(1)).toBe(fern);
    expect(catalogue.get(2)).toBe(pothos);
    expect(catalogue.get(3)).toBeUndefined();
  });

  it('a repeated plantId keeps its first plant, as plants.json does', () => {
    const first = aPlant({ plantId: 1, plantName: 'First' });
    const later = aPlant({ plantId: 1, plantName: 'Later' });
    expect(catalogueOf([first, later]).get(1)).toBe(first);
  });
});
