import type { Plant, PlantId } from '@/modules/shared/domain/Plant';

/**
 * The plant catalogue (spec section 7: GET plants.json). Contract:
 * docs/ports/PlantCatalogPort.md.
 *
 * - list() resolves to every plant in catalogue order, or rejects with a
 *   PlantCatalogError ('unavailable' or 'invalid-data').
 * - reload() reads the catalogue anew and answers like list(). It never shares
 *   a read begun before the call, so a shopper's Try Again is answered by the
 *   source as it is now; list() calls made after it share its read.
 * - findById() resolves to the plant whose numeric plantId matches, null when
 *   there is none, and rejects like list() when the catalogue cannot be read.
 */
export interface PlantCatalogPort {
  list(): Promise<readonly Plant[]>;
  reload(): Promise<readonly Plant[]>;
  findById(plantId: PlantId): Promise<Plant | null>;
}
