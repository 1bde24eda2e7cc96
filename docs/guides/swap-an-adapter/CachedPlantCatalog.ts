import * as v from 'valibot';
import type { PlantCatalogPort } from '@/modules/plants/application/PlantCatalogPort';
import { PlantCatalogError } from '@/modules/plants/domain/PlantCatalogError';
import type { Plant, PlantId } from '@/modules/shared/domain/Plant';
import { keepFirstByKey } from '@/modules/shared/infrastructure/parseListKeepingValid';
import {
  PlantRecordSchema,
  plantFromRecord,
  plantToRecord,
} from '@/modules/shared/infrastructure/plantSchema';

/** Where the copy is kept, unless the caller names another key. */
export const PLANT_CATALOG_CACHE_KEY = 'leafy.plantCatalog';

/** How long a copy is served before the source is asked again. */
export const DEFAULT_PLANT_CATALOG_CACHE_TTL_MS = 5 * 60_000;

/** Bumped whenever the stored shape changes: a copy of another version is ignored. */
const CACHE_VERSION = 1;

const SOURCE = 'plant catalogue cache';

/**
 * The stored copy: when it was saved and the plants in their record form (prices in dollars, as
 * in plants.json). It is parsed, never trusted: another tab, an older version of the shop or a
 * person with devtools may have written it.
 */
const CachedCatalogSchema = v.object({
  version: v.literal(CACHE_VERSION),
  savedAt: v.pipe(v.number(), v.finite()),
  plants: v.array(PlantRecordSchema),
});

type CachedCatalog = v.InferOutput<typeof CachedCatalogSchema>;

/** Reaches the storage lazily: a browser with storage disabled throws on the very access. */
export type CacheStorageProvider = () => Storage;

export interface CachedPlantCatalogOptions {
  /** The storage key of the copy. Default: PLANT_CATALOG_CACHE_KEY. */
  readonly key?: string;
  /** How long a copy stays fresh, in milliseconds. Default: 5 minutes. */
  readonly ttlMs?: number;
  /** The clock, in epoch milliseconds. Default: Date.now. */
  readonly now?: () => number;
}

/**
 * PlantCatalogPort that keeps a copy of another catalogue's list in a `Storage`
 * (sessionStorage in the browser), so a reload of the page or a second screen within the TTL
 * does not ask the source again. The copy is only ever a shortcut: a storage that is disabled,
 * full or holds something unreadable makes the adapter ask the source, never fail. A failed load
 * is not stored, the source's PlantCatalogError reaches the caller unchanged, and reload() asks
 * the source whatever the copy holds.
 *
 * The worked example of docs/guides/swap-an-adapter.md: the shop does not bind it.
 */
export class CachedPlantCatalog implements PlantCatalogPort {
  private readonly key: string;
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(
    private readonly source: PlantCatalogPort,
    private readonly storage: CacheStorageProvider,
    options: CachedPlantCatalogOptions = {},
  ) {
    this.key = options.key ?? PLANT_CATALOG_CACHE_KEY;
    this.ttlMs = options.ttlMs ?? DEFAULT_PLANT_CATALOG_CACHE_TTL_MS;
    this.now = options.now ?? Date.now;
  }

  async list(): Promise<readonly Plant[]> {
    return this.readFreshCopy() ?? this.load(() => this.source.list());
  }

  /** The shopper's Try Again: past the copy, to the source as it is now. */
  reload(): Promise<readonly Plant[]> {
    return this.load(() => this.source.reload());
  }

  async findById(plantId: PlantId): Promise<Plant | null> {
    const plants = await this.list();
    return plants.find((plant) => plant.plantId === plantId) ?? null;
  }

  /** Asks the source and keeps a copy of what it answers; a failure is not kept. */
  private async load(ask: () => Promise<readonly Plant[]>): Promise<readonly Plant[]> {
    let plants: readonly Plant[];
    try {
      plants = await ask();
    } catch (error) {
      // The source keeps the port's contract; anything else it throws still reads as a domain error.
      if (error instanceof PlantCatalogError) throw error;
      throw new PlantCatalogError('unavailable', 'The plant catalogue could not be read', {
        cause: error,
      });
    }
    this.saveCopy(plants);
    return [...plants];
  }

  /** The stored plants while the copy is fresh, otherwise null (and an unreadable copy is removed). */
  private readFreshCopy(): Plant[] | null {
    const raw = this.access((storage) => storage.getItem(this.key));
    if (raw === undefined || raw === null) return null;
    const copy = this.parse(raw);
    if (!copy) {
      this.access((storage) => storage.removeItem(this.key));
      return null;
    }
    const age = this.now() - copy.savedAt;
    // A copy from "the future" means the clock moved back: it cannot be dated, so it is stale.
    if (age < 0 || age >= this.ttlMs) return null;
    return keepFirstByKey(copy.plants.map(plantFromRecord), (plant) => plant.plantId, SOURCE);
  }

  private parse(raw: string): CachedCatalog | null {
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      console.warn(`[${SOURCE}] stored copy is not JSON: ignored`);
      return null;
    }
    const result = v.safeParse(CachedCatalogSchema, json);
    if (result.success) return result.output;
    // Unlike plants.json, a copy with one bad plant is dropped whole: the source has them all.
    const issue = result.issues[0];
    const path = issue ? v.getDotPath(issue) : null;
    console.warn(
      `[${SOURCE}] stored copy ignored: ${path ? `${path}: ` : ''}${issue?.message ?? 'invalid'}`,
    );
    return null;
  }

  private saveCopy(plants: readonly Plant[]): void {
    const copy: CachedCatalog = {
      version: CACHE_VERSION,
      savedAt: this.now(),
      plants: plants.map(plantToRecord),
    };
    this.access((storage) => storage.setItem(this.key, JSON.stringify(copy)));
  }

  /**
   * Runs a storage operation; a disabled storage (SecurityError) or a full one
   * (QuotaExceededError) gives undefined: without its copy the adapter still works.
   */
  private access<T>(operation: (storage: Storage) => T): T | undefined {
    try {
      return operation(this.storage());
    } catch {
      return undefined;
    }
  }
}
