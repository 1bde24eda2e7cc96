import type { PlantCatalogPort } from '@/modules/plants/application/PlantCatalogPort';
import type { Plant, PlantId } from '@/modules/shared/domain/Plant';
import { PlantCatalogError } from '@/modules/plants/domain/PlantCatalogError';
import {
  keepFirstByKey,
  parseListKeepingValid,
} from '@/modules/shared/infrastructure/parseListKeepingValid';
import {
  CataloguePlantRecordSchema,
  plantFromRecord,
} from '@/modules/shared/infrastructure/plantSchema';

const SOURCE = 'plants.json';
const REQUEST_TIMEOUT_MS = 10_000;

/**
 * PlantCatalogPort over `fetch` of the static plants.json (spec section 7).
 * The file is fetched once per page load and shared by every screen; a failed
 * load is forgotten so that the next call tries again, and reload() starts a
 * read of its own.
 */
export class FetchPlantCatalog implements PlantCatalogPort {
  private pending: Promise<readonly Plant[]> | null = null;

  constructor(
    private readonly url: string,
    private readonly fetchFn: typeof fetch,
  ) {}

  list(): Promise<readonly Plant[]> {
    return this.pending ?? this.read();
  }

  reload(): Promise<readonly Plant[]> {
    return this.read();
  }

  async findById(plantId: PlantId): Promise<Plant | null> {
    const plants = await this.list();
    return plants.find((plant) => plant.plantId === plantId) ?? null;
  }

  /** Starts a read that later list() calls share; its failure is forgotten, not a newer read. */
  private read(): Promise<readonly Plant[]> {
    const reading = this.load();
    this.pending = reading;
    reading.catch(() => {
      if (this.pending === reading) this.pending = null;
    });
    return reading;
  }

  private async load(): Promise<readonly Plant[]> {
    let response: Response;
    try {
      response = await this.fetchFn(this.url, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (cause) {
      throw new PlantCatalogError('unavailable', `Could not reach ${this.url}`, { cause });
    }
    if (!response.ok) {
      throw new PlantCatalogError('unavailable', `${this.url} answered HTTP ${response.status}`);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch (cause) {
      throw new PlantCatalogError('invalid-data', `${this.url} is not JSON`, { cause });
    }
    if (!Array.isArray(body)) {
      throw new PlantCatalogError('invalid-data', `${this.url} is not a list of plants`);
    }
    const { items } = parseListKeepingValid(CataloguePlantRecordSchema, body, SOURCE);
    if (items.length === 0 && body.length > 0) {
      throw new PlantCatalogError('invalid-data', `${this.url} holds no valid plant`);
    }
    return keepFirstByKey(items.map(plantFromRecord), (plant) => plant.plantId, SOURCE);
  }
}
