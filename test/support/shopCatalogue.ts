import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plant } from '@/modules/shared/domain/Plant';
import { plantFromRecordJson, type PlantRecordJson } from './plants';

/** The shop's real catalogue file, as the site serves it. */
export const PLANTS_JSON_PATH = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../public/plants.json',
);

/**
 * The shop's plants.json as it is now, in its own form (prices in dollars), as a browser
 * journey compares it with the page and with local storage. A file that is not a non-empty list
 * fails here, before any test reads it.
 */
export function readShopCatalogueRecords(): PlantRecordJson[] {
  const records: unknown = JSON.parse(readFileSync(PLANTS_JSON_PATH, 'utf8'));
  if (!Array.isArray(records) || records.length === 0) {
    throw new Error(`${PLANTS_JSON_PATH} does not hold a non-empty array of plants`);
  }
  return records as PlantRecordJson[];
}

/**
 * What the shop's plants.json holds, read from disk as it is now: the plants in
 * file order with prices in cents. Every entry of the shipped file is expected
 * to be valid and unique, so the catalogue must give back exactly these.
 */
export function readShopCatalogue(): readonly Plant[] {
  return readShopCatalogueRecords().map(plantFromRecordJson);
}

/**
 * Records in the listing's Featured order, the order without a query: the catalogue's, with the
 * sold-out plants after the rest (sortPlants).
 */
export function inFeaturedOrder<T extends PlantRecordJson>(records: readonly T[]): T[] {
  return [
    ...records.filter((record) => record.availableStock > 0),
    ...records.filter((record) => record.availableStock <= 0),
  ];
}
