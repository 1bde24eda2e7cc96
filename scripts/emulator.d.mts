// Types for emulator.mjs, imported by the TypeScript test support (the emulator's address and
// project, test/contract/support and test/e2e/support).

export declare const ROOT: string;
/** host:port, as in firebase.json. */
export declare const AUTH_EMULATOR_HOST: string;
/** A demo- project: no credentials, no network. */
export declare const AUTH_EMULATOR_PROJECT: string;
/** The emulator's origin, `http://${AUTH_EMULATOR_HOST}`. */
export declare const AUTH_EMULATOR_URL: string;

export declare function isAuthEmulatorUp(host?: string): Promise<boolean>;
export declare function groupAlive(pid: number): boolean;
export declare function signalGroup(pid: number, signal: NodeJS.Signals): void;
export declare function stopGroup(
  pid: number | undefined,
  options?: { graceMs?: number; log?: (line: string) => void },
): Promise<void>;

export interface AuthEmulatorHandle {
  readonly reused: boolean;
  readonly pid: number | undefined;
  readonly ready: Promise<unknown>;
  stop(): Promise<void>;
  killSync(): void;
}

export declare function startAuthEmulator(options?: {
  log?: (line: string) => void;
  logFile?: string;
  timeoutMs?: number;
  cwd?: string;
  host?: string;
}): Promise<AuthEmulatorHandle>;

export declare function onShutdown(
  cleanup: (signal: NodeJS.Signals) => unknown,
  cleanupSync?: () => void,
): void;
