import { InMemoryPlantTextIndex } from '@/modules/plants/infrastructure/InMemoryPlantTextIndex';
import { describePlantTextIndexContract } from './PlantTextIndexPort.contract';

describePlantTextIndexContract('InMemoryPlantTextIndex', {
  create: () => new InMemoryPlantTextIndex(),
});
