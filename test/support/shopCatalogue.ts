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
 * What the shop's plants.json holds, read from disk as it is now: the plants in
 * file order with prices in cents. Every entry of the shipped file is expected
 * to be valid and unique, so the catalogue must give back exactly these.
 */
export function readShopCatalogue(): readonly Plant[] {
  const records = JSON.parse(readFileSync(PLANTS_JSON_PATH, 'utf8')) as PlantRecordJson[];
  return records.map(plantFromRecordJson);
}
