import type { PlantCatalogPort } from '@/modules/plants/application/PlantCatalogPort';
import type { Plant, PlantId } from '@/modules/shared/domain/Plant';
import { PlantCatalogError } from '@/modules/plants/domain/PlantCatalogError';
import { keepFirstByKey } from '@/modules/shared/infrastructure/parseListKeepingValid';

const SOURCE = 'in-memory catalogue';

/** Like plants.json read over fetch, a repeated plantId keeps its first plant. */
function firstOfEachPlantId(plants: readonly Plant[]): readonly Plant[] {
  return keepFirstByKey(plants, (plant) => plant.plantId, SOURCE);
}

/** PlantCatalogPort over a list held in memory, for tests and demos. */
export class InMemoryPlantCatalog implements PlantCatalogPort {
  private failure: PlantCatalogError | null = null;
  private plants: readonly Plant[];

  constructor(plants: readonly Plant[] = []) {
    this.plants = firstOfEachPlantId(plants);
  }

  /** Makes every following call reject, as an unreachable plants.json would. */
  failWith(
    error: PlantCatalogError = new PlantCatalogError('unavailable', 'catalogue offline'),
  ): void {
    this.failure = error;
  }

  replace(plants: readonly Plant[]): void {
    this.plants = firstOfEachPlantId(plants);
    this.failure = null;
  }

  async list(): Promise<readonly Plant[]> {
    if (this.failure) throw this.failure;
    return [...this.plants];
  }

  reload(): Promise<readonly Plant[]> {
    return this.list();
  }

  async findById(plantId: PlantId): Promise<Plant | null> {
    const plants = await this.list();
    return plants.find((plant) => plant.plantId === plantId) ?? null;
  }
}
