import { MiniSearchPlantTextIndex } from '@/modules/plants/infrastructure/MiniSearchPlantTextIndex';
import { describePlantTextIndexContract } from './PlantTextIndexPort.contract';

describePlantTextIndexContract('MiniSearchPlantTextIndex', {
  // Small parts, so the suite's larger catalogue is built over several tasks as in the page.
  create: () => new MiniSearchPlantTextIndex(500),
});
