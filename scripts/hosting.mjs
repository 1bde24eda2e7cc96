#!/usr/bin/env node
// A build served by the Firebase Hosting emulator, with firebase.json's own rewrites and headers:
// the one server of the browser suite (test/e2e), the bench (bench/run.mjs) and `npm run preview`
// (docs/adr/0024-one-server-the-hosting-emulator.md).
//
//   node scripts/hosting.mjs [--dir dist] [--port 4173]    serve a folder until Ctrl-C
//   const site = await startHosting({ dir });  site.url ... await site.restart(); await site.stop();
//
// firebase.json holds the production policy. A local build talks to the Auth emulator
// (http://127.0.0.1:9099), which production must never allow, so what is served is a variant made
// here: the same headers, with the emulator's origin added to connect-src and frame-src and nothing
// else changed (docs/security.md). firebase.json is read at every start, so a changed header is
// served after a restart, without a rebuild. Only the hosting emulator runs (`--only hosting`),
// on its own free ports from a temporary folder; the shared Auth emulator is never started or
// stopped here. The CLI runs in its own process group, stopped by that group's id.
import { spawn } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  AUTH_EMULATOR_PROJECT,
  AUTH_EMULATOR_URL,
  groupAlive,
  onShutdown,
  ROOT,
  signalGroup,
  stopGroup,
} from './emulator.mjs';
import { parseCsp, readFirebaseJson } from './hostingPolicy.mjs';

const HOST = '127.0.0.1';

const sleep = (ms) => new Promise((resolveSleep) => setTimeout(resolveSleep, ms));

export function formatCsp(directives) {
  return [...directives].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/** The production policy with `origin` allowed to be fetched and framed. */
export function withEmulatorOrigin(policy, origin = AUTH_EMULATOR_URL) {
  const directives = parseCsp(policy);
  for (const name of ['connect-src', 'frame-src']) {
    directives.set(name, [...(directives.get(name) ?? []), origin]);
  }
  return formatCsp(directives);
}

/** The emulator variant of a firebase.json: only the CSP changes, and only by the emulator origin. */
export function emulatorVariant(config) {
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

/**
 * The ports a start takes are drawn at random from 10000–32767, below the range from which the
 * kernel hands out a port to anyone who asks for "any free port" (Linux 32768–60999; macOS and
 * Windows 49152–65535). Asked that way, Linux often hands out a port that was just given up (here:
 * 6648 distinct ports in 20,000 asks, the same as one of the last 20 in 0.4 %), so two emulators
 * starting at once, or the hub and the logging emulator of one start, could be told the same
 * port, and the CLI, finding it bound when its turn came, refused: "Could not start Logging
 * Emulator, port taken". Each port drawn is listened on until all are drawn, so they differ.
 */
export const PORT_RANGE = [10_000, 32_768];

export async function unusedPorts(count, { besides = [] } = {}) {
  const held = [];
  const skip = new Set(besides);
  const listen = (port) =>
    new Promise((resolveListening) => {
      const probe = createServer();
      probe.once('error', () => resolveListening(null));
      probe.listen(port, HOST, () => resolveListening(probe));
    });
  try {
    while (held.length < count) {
      const [low, high] = PORT_RANGE;
      const port = low + Math.floor(Math.random() * (high - low));
      if (skip.has(port)) continue;
      const probe = await listen(port);
      if (probe) held.push(probe);
    }
    return held.map((probe) => probe.address().port);
  } finally {
    await Promise.all(held.map((probe) => new Promise((closed) => probe.close(closed))));
  }
}

async function answers(url) {
  try {
    const response = await fetch(`${url}/`, { signal: AbortSignal.timeout(1000) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

/** One run of `firebase emulators:start --only hosting`, resolved once it answers. */
async function launch({ folder, dir, port, configure, timeoutMs }) {
  const variant = emulatorVariant(readFirebaseJson(ROOT));
  const [hubPort, loggingPort] = await unusedPorts(2, { besides: [port] });
  const config = configure({
    ...variant,
    // Its own hub and logging ports, so it never meets the shared Auth emulator's.
    emulators: {
      hosting: { host: HOST, port },
      hub: { host: HOST, port: hubPort },
      logging: { host: HOST, port: loggingPort },
      ui: { enabled: false },
      singleProjectMode: true,
    },
    // The CLI reads `public` relative to the folder of the configuration file.
    hosting: { ...variant.hosting, public: relative(folder, dir) },
  });
  const configFile = join(folder, 'firebase.json');
  writeFileSync(configFile, JSON.stringify(config, null, 2));
  const logFile = join(folder, 'hosting-emulator.log');
  const out = openSync(logFile, 'w');
  const child = spawn(
    join(ROOT, 'node_modules', '.bin', 'firebase'),
    ['emulators:start', '--only', 'hosting', '--project', AUTH_EMULATOR_PROJECT],
    {
      cwd: folder,
      detached: true,
      stdio: ['ignore', out, out],
      // CI=true: no update check, no message-of-the-day lookup (the machine may be offline).
      env: { ...process.env, CI: 'true', NO_UPDATE_NOTIFIER: '1' },
    },
  );
  closeSync(out);
  child.unref();
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  const url = `http://${HOST}:${port}`;
  const started = Date.now();
  while (!(await answers(url))) {
    if (exited || Date.now() - started > timeoutMs) {
      await stopGroup(child.pid);
      const log = readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-30).join('\n');
      throw new Error(`The hosting emulator did not start on ${url}. Last log lines:\n${log}`);
    }
    await sleep(200);
  }
  return { pid: child.pid, config, answeredAt: Date.now() };
}

/**
 * The CLI ignores a signal that comes within 100 ms of its signal handlers being set, which is
 * just before hosting answers (firebase-tools, emulator/commandUtils.js, processKillSignal): a
 * stop right after a start would be ignored, and the group killed after stopGroup's grace period.
 */
const SIGNAL_IGNORED_MS = 100;

async function shutDown({ pid, answeredAt }) {
  await sleep(answeredAt + SIGNAL_IGNORED_MS - Date.now());
  await stopGroup(pid);
}

/**
 * Serves `dir` on http://127.0.0.1:`port` (0: a free one) until `stop()`.
 * `configure(config)` may change the configuration served (the emulator variant of firebase.json,
 * with its ports) before each start. `restart()` starts it again on the same port, so the same
 * origin, and with the same folder and `configure` unless given others: a changed firebase.json,
 * another `configure` or another build folder, without a rebuild. `killSync()` is for process
 * 'exit' handlers.
 */
export async function startHosting({
  dir = join(ROOT, 'dist'),
  port = 0,
  configure = (config) => config,
  timeoutMs = 150_000, // a ceiling for a busy machine: 1.5 s on a quiet one
} = {}) {
  if (!existsSync(join(dir, 'index.html'))) {
    throw new Error(`${join(dir, 'index.html')} does not exist: build first (npm run build).`);
  }
  const folder = mkdtempSync(join(tmpdir(), 'leafy-hosting-'));
  const settings = {
    folder,
    dir: resolve(dir),
    port: port || (await unusedPorts(1))[0],
    configure,
  };
  let running;
  try {
    running = await launch({ ...settings, timeoutMs });
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `http://${HOST}:${settings.port}`,
    port: settings.port,
    get dir() {
      return settings.dir;
    },
    get config() {
      return running.config;
    },
    async restart(changes = {}) {
      await shutDown(running);
      if (changes.dir) settings.dir = resolve(changes.dir);
      if (changes.configure) settings.configure = changes.configure;
      running = await launch({ ...settings, timeoutMs });
    },
    async stop() {
      await shutDown(running);
      rmSync(folder, { recursive: true, force: true });
    },
    killSync() {
      if (groupAlive(running.pid)) signalGroup(running.pid, 'SIGKILL');
    },
  };
}

async function main() {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string', default: join(ROOT, 'dist') },
      port: { type: 'string', default: '4173' },
    },
  });
  const site = await startHosting({ dir: values.dir, port: Number(values.port) });
  onShutdown(
    () => site.stop(),
    () => site.killSync(),
  );
  console.log(
    `Serving ${values.dir} on ${site.url} with firebase.json's rewrites and headers ` +
      `(its policy allowing the Auth emulator, ${AUTH_EMULATOR_URL}). Ctrl-C stops it.`,
  );
  setInterval(() => {}, 1 << 30); // until a signal arrives (onShutdown exits)
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await main().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
