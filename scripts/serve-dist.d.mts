// Types for serve-dist.mjs, imported by the TypeScript browser journeys (test/e2e).
export interface ServedDist {
  readonly url: string;
  readonly port: number;
  close(): Promise<void>;
}

export declare function serveDist(options?: {
  dir?: string;
  host?: string;
  port?: number;
  log?: (line: string) => void;
}): Promise<ServedDist>;
