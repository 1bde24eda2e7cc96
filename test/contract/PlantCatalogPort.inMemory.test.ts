import { PlantCatalogError } from '@/modules/plants/domain/PlantCatalogError';
import { InMemoryPlantCatalog } from '@/modules/plants/infrastructure/InMemoryPlantCatalog';
import { describePlantCatalogContract } from './PlantCatalogPort.contract';

describePlantCatalogContract('InMemoryPlantCatalog', {
  failures: { offline: 'unavailable', 'corrupt data': 'invalid-data' },
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
    };
  },
});
