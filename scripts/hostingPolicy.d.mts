// Types for hostingPolicy.mjs, imported by vite.config.ts, scripts/hosting.mjs and the hosting tests.
export interface HeaderRule {
  readonly source: string;
  readonly headers: readonly { readonly key: string; readonly value: string }[];
}

/** firebase.json, as far as the hosting code reads it. */
export interface FirebaseConfig {
  readonly hosting: {
    readonly public: string;
    readonly headers?: readonly HeaderRule[];
    readonly [key: string]: unknown;
  };
  readonly [key: string]: unknown;
}

export declare function readFirebaseJson(root: string): FirebaseConfig;

export declare function headersForEveryPath(config: {
  readonly hosting?: { readonly headers?: readonly HeaderRule[] };
}): Map<string, string>;

export declare function productionPolicy(root: string): string;

export declare function parseCsp(policy: string): Map<string, string[]>;
