import type { PlantCatalogPort } from '../application/PlantCatalogPort';
import type { Plant, PlantId } from '../domain/Plant';
import { PlantCatalogError } from '../domain/PlantCatalogError';

/** PlantCatalogPort over a list held in memory, for tests and demos. */
export class InMemoryPlantCatalog implements PlantCatalogPort {
  private failure: PlantCatalogError | null = null;

  constructor(private plants: readonly Plant[] = []) {}

  /** Makes every following call reject, as an unreachable plants.json would. */
  failWith(
    error: PlantCatalogError = new PlantCatalogError('unavailable', 'catalogue offline'),
  ): void {
    this.failure = error;
  }

  replace(plants: readonly Plant[]): void {
    this.plants = plants;
    this.failure = null;
  }

  async list(): Promise<readonly Plant[]> {
    if (this.failure) throw this.failure;
    return [...this.plants];
  }

  async findById(plantId: PlantId): Promise<Plant | null> {
    const plants = await this.list();
    return plants.find((plant) => plant.plantId === plantId) ?? null;
  }
}
