// Types for hostingPolicy.mjs, imported by vite.config.ts and the hosting tests.
export declare function headersForEveryPath(config: {
  readonly hosting?: {
    readonly headers?: readonly {
      readonly source: string;
      readonly headers: readonly { readonly key: string; readonly value: string }[];
    }[];
  };
}): Map<string, string>;

export declare function productionPolicy(root: string): string;

export declare function parseCsp(policy: string): Map<string, string[]>;
