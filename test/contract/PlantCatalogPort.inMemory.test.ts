import { PlantCatalogError } from '@/modules/plants/domain/PlantCatalogError';
import { InMemoryPlantCatalog } from '@/modules/plants/infrastructure/InMemoryPlantCatalog';
import { describePlantCatalogContract } from './PlantCatalogPort.contract';

describePlantCatalogContract('InMemoryPlantCatalog', {
  // Each way the source can fail, and the reason its PlantCatalogError must carry.
  failures: { offline: 'unavailable', 'corrupt data': 'invalid-data' },
  // A fresh adapter serving source.plants (prices in cents), nothing loaded yet.
  create(source) {
    const catalog = new InMemoryPlantCatalog(source.plants);
    return {
      catalog,
      breakSource(failure) {
        const reason = failure === 'offline' ? 'unavailable' : 'invalid-data';
        catalog.failWith(new PlantCatalogError(reason, `catalogue ${failure}`));
      },
      healSource() {
        catalog.replace(source.plants);
      },
      replaceSource(plants) {
        catalog.replace(plants);
      },
    };
  },
});
