// The Firebase Hosting emulator serving the production build with the headers of firebase.json,
// for test/e2e/hosting-headers.e2e.ts.
//
// firebase.json holds the production policy. The local build talks to the Auth emulator
// (http://127.0.0.1:9099), which production must never allow, so the emulator run serves a
// variant derived here at run time: the same headers, with the emulator's origin added to
// connect-src and frame-src and nothing else changed (docs/security.md). The variant is written
// to a temporary folder with its own free ports, and only the hosting emulator is started
// (`--only hosting`): the shared Auth emulator on 9099 is used as it is, never started or stopped
// here. The hosting emulator runs in its own process group and is stopped by that group's id.
// It serves dist/, or the build in E2E_DIST when that is set (a private build, so a parallel
// `vite build` of dist/ cannot pull files out from under a run).
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AUTH_EMULATOR_PROJECT, AUTH_EMULATOR_URL } from '../../../scripts/emulator.mjs';
import { headersForEveryPath, parseCsp } from '../../../scripts/hostingPolicy.mjs';

export { headersForEveryPath, parseCsp };

export const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

export interface HeaderRule {
  readonly source: string;
  readonly headers: readonly { readonly key: string; readonly value: string }[];
}

export interface FirebaseConfig {
  readonly hosting: {
    readonly public: string;
    readonly headers?: readonly HeaderRule[];
    readonly [key: string]: unknown;
  };
  readonly [key: string]: unknown;
}

/** firebase.json as it is on disk: the production configuration. */
export function productionConfig(): FirebaseConfig {
  return JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as FirebaseConfig;
}

export function formatCsp(directives: Map<string, string[]>): string {
  return [...directives].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/** The production policy with `origin` allowed to be fetched and framed: the emulator variant. */
export function withEmulatorOrigin(policy: string, origin = AUTH_EMULATOR_URL): string {
  const directives = parseCsp(policy);
  for (const name of ['connect-src', 'frame-src']) {
    directives.set(name, [...(directives.get(name) ?? []), origin]);
  }
  return formatCsp(directives);
}

/** The emulator variant of a configuration: only the CSP changes, and only by the emulator origin. */
export function emulatorVariant(config: FirebaseConfig): FirebaseConfig {
  return {
    ...config,
    hosting: {
      ...config.hosting,
      headers: (config.hosting.headers ?? []).map((rule) => ({
        ...rule,
        headers: rule.headers.map(({ key, value }) => ({
          key,
          value:
            key.toLowerCase() === 'content-security-policy' ? withEmulatorOrigin(value) : value,
        })),
      })),
    },
  };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    /* already gone */
  }
}

export interface HostingEmulator {
  /** e.g. http://127.0.0.1:41234 (no trailing slash). */
  readonly url: string;
  /** The configuration it serves (the emulator variant of firebase.json). */
  readonly config: FirebaseConfig;
  /** Stops the emulator's process group and removes the temporary folder. */
  stop(): Promise<void>;
}

/** Starts `firebase emulators:start --only hosting` on the emulator variant of firebase.json. */
export async function startHostingEmulator({
  dist = process.env.E2E_DIST || join(ROOT, 'dist'),
  timeoutMs = 150_000, // a ceiling for a busy machine (the browser suite's hooks allow 180 s)
}: { dist?: string; timeoutMs?: number } = {}): Promise<HostingEmulator> {
  const folder = mkdtempSync(join(tmpdir(), 'leafy-hosting-'));
  const [port, hubPort, loggingPort] = [await freePort(), await freePort(), await freePort()];
  const variant = emulatorVariant(productionConfig());
  const config: FirebaseConfig = {
    ...variant,
    // Only hosting runs here; its own ports, so it never meets the shared emulators' hub.
    emulators: {
      hosting: { host: '127.0.0.1', port },
      hub: { host: '127.0.0.1', port: hubPort },
      logging: { host: '127.0.0.1', port: loggingPort },
      ui: { enabled: false },
      singleProjectMode: true,
    },
    // The CLI reads `public` relative to the folder of the configuration file.
    hosting: { ...variant.hosting, public: relative(folder, dist) },
  };
  const configFile = join(folder, 'firebase.json');
  writeFileSync(configFile, JSON.stringify(config, null, 2));
  const logFile = join(folder, 'hosting-emulator.log');
  writeFileSync(logFile, '');

  const out = openSync(logFile, 'a');
  const child = spawn(
    join(ROOT, 'node_modules', '.bin', 'firebase'),
    [
      'emulators:start',
      '--only',
      'hosting',
      '--project',
      AUTH_EMULATOR_PROJECT,
      '--config',
      configFile,
    ],
    {
      cwd: folder,
      detached: true,
      stdio: ['ignore', out, out],
      env: { ...process.env, CI: 'true', NO_UPDATE_NOTIFIER: '1' },
    },
  );
  closeSync(out);
  child.unref();
  const pid = child.pid!;
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });

  const stop = async () => {
    if (groupAlive(pid)) {
      signalGroup(pid, 'SIGTERM');
      const deadline = Date.now() + 10_000;
      while (groupAlive(pid) && Date.now() < deadline) await sleep(100);
      if (groupAlive(pid)) signalGroup(pid, 'SIGKILL');
      while (groupAlive(pid)) await sleep(50);
    }
    rmSync(folder, { recursive: true, force: true });
  };

  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    try {
      const response = await fetch(`${url}/`, { signal: AbortSignal.timeout(1000) });
      await response.body?.cancel();
      if (response.ok) break;
    } catch {
      /* not listening yet */
    }
    if (exited || Date.now() - started > timeoutMs) {
      const log = readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n');
      await stop();
      throw new Error(`The hosting emulator did not start (${url}). Last log lines:\n${log}`);
    }
    await sleep(250);
  }
  return { url, config, stop };
}
