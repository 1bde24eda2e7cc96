// The shop's plant data as the tests expect to see it (public/plants.json is the source of truth).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface PlantRecord {
  plantId: number;
  plantName: string;
  image: string;
  category: string;
  price: number;
  availableStock: number;
}

export function loadPlants(): PlantRecord[] {
  const file = fileURLToPath(new URL('../../../public/plants.json', import.meta.url));
  const plants: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(plants) || plants.length === 0) {
    throw new Error(`${file} does not hold a non-empty array of plants`);
  }
  return plants as PlantRecord[];
}
