// Types for hosting.mjs, imported by the TypeScript browser journeys (test/e2e).
import type { FirebaseConfig } from './hostingPolicy.mjs';

/** Ports drawn from [low, high): below the ranges the kernels hand out for "any free port". */
export declare const PORT_RANGE: readonly [number, number];
/** `count` distinct ports, each free when drawn, none of them in `besides`. */
export declare function unusedPorts(
  count: number,
  options?: { besides?: readonly number[] },
): Promise<number[]>;
export declare function formatCsp(directives: Map<string, string[]>): string;
export declare function withEmulatorOrigin(policy: string, origin?: string): string;
export declare function emulatorVariant(config: FirebaseConfig): FirebaseConfig;

export interface HostingOptions {
  /** The build folder served (default: dist/). */
  dir?: string;
  /** The configuration served: the emulator variant of firebase.json, with its ports. */
  configure?: (config: FirebaseConfig) => FirebaseConfig;
}

export interface Hosting {
  /** e.g. http://127.0.0.1:41234 (no trailing slash); the same after a restart. */
  readonly url: string;
  readonly port: number;
  /** The folder served. */
  readonly dir: string;
  /** The configuration served. */
  readonly config: FirebaseConfig;
  /** Starts it again on the same port, reading firebase.json again; `changes` replace options. */
  restart(changes?: HostingOptions): Promise<void>;
  /** Stops its process group and removes its temporary folder. */
  stop(): Promise<void>;
  /** SIGKILL to its process group, for process 'exit' handlers. */
  killSync(): void;
}

export declare function startHosting(
  options?: HostingOptions & { port?: number; timeoutMs?: number },
): Promise<Hosting>;
