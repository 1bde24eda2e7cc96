import type {
  StorageEventSource,
  StorageProvider,
} from '../modules/cart/infrastructure/storageAccess';
import { token } from './Token';

/** What the real adapters are built from: browser objects and configuration. */
export const INFRASTRUCTURE_TOKENS = {
  PlantCatalogUrl: token<string>('PlantCatalogUrl'),
  Fetch: token<typeof fetch>('Fetch'),
  StorageProvider: token<StorageProvider>('StorageProvider'),
  StorageEventSource: token<StorageEventSource>('StorageEventSource'),
} as const;
