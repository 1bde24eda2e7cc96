// Start / reuse / stop the Firebase Auth emulator (127.0.0.1:9099, project demo-plants).
// Node built-ins only, so scripts/test-all.mjs can use it before anything else is known to work.
//
// The CLI is started directly (not through npx, whose SIGINT leaves the child running) in its own
// process group, and stopped by signalling the whole group: SIGTERM, then SIGKILL after a grace
// period. An emulator that was already answering is reused and left alone.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

export const AUTH_EMULATOR_HOST = '127.0.0.1:9099';
export const AUTH_EMULATOR_PROJECT = 'demo-plants';

const sleep = (ms) => new Promise((resolveSleep) => setTimeout(resolveSleep, ms));

/** True when something answers like the Auth emulator on 127.0.0.1:9099. */
export async function isAuthEmulatorUp(host = AUTH_EMULATOR_HOST) {
  try {
    const response = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(1500) });
    const body = await response.text();
    return response.ok && body.includes('authEmulator');
  } catch {
    return false;
  }
}

function groupAlive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

function tail(file, lines = 30) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/**
 * Makes sure the Auth emulator answers. Resolves as soon as the emulator is spawned (or found
 * running) with a handle: `ready` resolves to the start-up seconds once it answers; `stop()` ends it
 * only when this call started it; `killSync()` is for process 'exit' handlers (SIGKILL to the group).
 * Awaiting the handle before `ready` lets callers register clean-up before the 7-10 s start-up.
 */
export async function startAuthEmulator({
  log = (line) => console.log(line),
  logFile = join(ROOT, 'test-results', 'firebase-emulator.log'),
  timeoutMs = 90_000,
  cwd = ROOT, // the folder holding firebase.json (overridable only for tests of this helper)
  host = AUTH_EMULATOR_HOST,
} = {}) {
  const started = Date.now();
  if (await isAuthEmulatorUp(host)) {
    log(`Auth emulator already answering on ${host}: reusing it (not stopping it).`);
    return {
      reused: true,
      pid: undefined,
      ready: Promise.resolve(0),
      stop: async () => {},
      killSync: () => {},
    };
  }
  const cli = join(ROOT, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');
  if (!existsSync(cli)) {
    throw new Error(`${cli} is missing: run npm ci first (firebase-tools is a devDependency).`);
  }
  mkdirSync(dirname(logFile), { recursive: true });
  const out = openSync(logFile, 'w');
  const argv = [cli, 'emulators:start', '--only', 'auth', '--project', AUTH_EMULATOR_PROJECT];
  log(`Starting Auth emulator: CI=true firebase ${argv.slice(1).join(' ')}  (log: ${logFile})`);
  const child = spawn(process.execPath, argv, {
    cwd,
    detached: true, // own process group, so we can signal the CLI and everything it spawned
    stdio: ['ignore', out, out],
    env: { ...process.env, CI: 'true', NO_UPDATE_NOTIFIER: '1' },
  });
  closeSync(out);
  const pid = child.pid;
  let exited = null;
  let stopping = false;
  const exitPromise = new Promise((resolveExit) => {
    child.once('exit', (code, signal) => {
      exited = { code, signal };
      resolveExit();
    });
    child.once('error', (error) => {
      exited = { code: error.message, signal: null };
      resolveExit();
    });
  });
  child.unref();

  const killSync = () => {
    if (pid && groupAlive(pid)) {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }
  };

  const stop = async () => {
    stopping = true;
    if (!pid) return;
    if (groupAlive(pid)) {
      try {
        process.kill(-pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
      const deadline = Date.now() + 10_000;
      while (groupAlive(pid) && Date.now() < deadline) await sleep(100);
      if (groupAlive(pid)) {
        log('Auth emulator did not stop within 10 s of SIGTERM: sending SIGKILL to its group.');
        killSync();
      }
    }
    await Promise.race([exitPromise, sleep(2000)]);
    log(
      `Auth emulator stopped (process group ${pid}, ran ${((Date.now() - started) / 1000).toFixed(1)} s).`,
    );
  };

  const ready = (async () => {
    while (!(await isAuthEmulatorUp(host))) {
      if (stopping) throw new Error('Auth emulator was stopped before it was ready.');
      if (exited) {
        const how = exited.code ?? exited.signal;
        throw new Error(`Auth emulator exited early (${how}). Last log lines:\n${tail(logFile)}`);
      }
      if (Date.now() - started > timeoutMs) {
        await stop();
        throw new Error(
          `Auth emulator not ready after ${timeoutMs / 1000} s. Last log lines:\n${tail(logFile)}`,
        );
      }
      await sleep(200);
    }
    const seconds = (Date.now() - started) / 1000;
    log(`Auth emulator ready on ${host} after ${seconds.toFixed(1)} s (pid ${pid}).`);
    return seconds;
  })();
  ready.catch(() => {}); // callers that never await it (early failure) must not crash the process

  return { reused: false, pid, ready, stop, killSync };
}
