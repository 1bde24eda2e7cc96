// Types for hostingPolicy.mjs, imported by vite.config.ts and the hosting tests.
export declare function productionPolicy(root: string): string;

export declare function parseCsp(policy: string): Map<string, string[]>;
