// Types for serviceWorker.mjs, imported by the TypeScript Vite config and the tests.
import type { VitePWAOptions } from 'vite-plugin-pwa';

export declare const CATALOGUE_CACHE: string;
export declare const ARTWORK_CACHE: string;
export declare const CATALOGUE_NETWORK_TIMEOUT_SECONDS: number;
export declare const ARTWORK_MAX_ENTRIES: number;
export declare const ARTWORK_MAX_AGE_SECONDS: number;
export declare const PLANTS_JSON_SAVED_COPY: string;
export declare const PRECACHED: readonly string[];
export declare function pwaOptions(options: {
  root: string;
  devWorker?: boolean;
}): Partial<VitePWAOptions>;
