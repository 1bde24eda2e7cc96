import { PlainPlantSearchEngine } from '@/modules/plants/infrastructure/PlainPlantSearchEngine';
import { describePlantSearchEngineContract } from './PlantSearchEnginePort.contract';

// The in-memory engine: no index, no worker, nothing to fail; the fallback of every search.
describePlantSearchEngineContract('PlainPlantSearchEngine', {
  create: () => new PlainPlantSearchEngine(),
  ranks: false,
});
