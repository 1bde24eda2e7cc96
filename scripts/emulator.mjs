#!/usr/bin/env node
// The Firebase Auth emulator (127.0.0.1:9099, project demo-plants): start, reuse, stop.
// Node built-ins only, so it works before anything else is known to be installed.
//
//   node scripts/emulator.mjs                       start it (or find it running); Ctrl-C stops it
//   node scripts/emulator.mjs exec -- <command...>  run a command with it up and
//                                                   FIREBASE_AUTH_EMULATOR_HOST set, then stop it;
//                                                   exits with the command's code
//
// As a module: startAuthEmulator(), used by scripts/test-all.mjs, playwright.config.ts (through the CLI) and bench/.
// The CLI binary is started directly, not through npx (whose SIGINT leaves the child running), in
// its own process group (detached), and stopped by signalling the whole group: SIGTERM, then
// SIGKILL after a grace period. An emulator that already answers is reused and left running.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { constants } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const AUTH_EMULATOR_HOST = '127.0.0.1:9099'; // as in firebase.json
export const AUTH_EMULATOR_PROJECT = 'demo-plants'; // a demo- project: no credentials, no network
export const AUTH_EMULATOR_URL = `http://${AUTH_EMULATOR_HOST}`;

const sleep = (ms) => new Promise((resolveSleep) => setTimeout(resolveSleep, ms));

/** True when something answers like the Auth emulator on `host` (host:port). */
export async function isAuthEmulatorUp(host = AUTH_EMULATOR_HOST) {
  try {
    const response = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(5000) });
    const body = await response.text();
    return response.ok && body.includes('authEmulator');
  } catch {
    return false;
  }
}

/** True while any process of the group `pid` leads is alive. */
export function groupAlive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Signals a whole process group, ignoring a group that is already gone. */
export function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    /* already gone */
  }
}

/** SIGTERM to the group, SIGKILL if it is still there after `graceMs`. Resolves once it is gone. */
export async function stopGroup(pid, { graceMs = 10_000, log = () => {} } = {}) {
  if (!pid || !groupAlive(pid)) return;
  signalGroup(pid, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (groupAlive(pid) && Date.now() < deadline) await sleep(100);
  if (groupAlive(pid)) {
    log(`process group ${pid} still running ${graceMs / 1000} s after SIGTERM: sending SIGKILL`);
    signalGroup(pid, 'SIGKILL');
    while (groupAlive(pid)) await sleep(50);
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
 * running) with a handle: `ready` resolves to the start-up seconds once it answers; `stop()` ends
 * it only when this call started it; `killSync()` is for process 'exit' handlers (SIGKILL to the
 * group). Register clean-up with the handle before awaiting `ready` (start-up takes 7-10 s).
 */
export async function startAuthEmulator({
  log = (line) => console.log(line),
  logFile = join(ROOT, '.firebase', 'auth-emulator.log'),
  timeoutMs = 180_000, // a ceiling: 7-10 s on a quiet machine, 46 s seen beside heavy load
  cwd = ROOT, // the folder holding firebase.json
  host = AUTH_EMULATOR_HOST,
} = {}) {
  const started = Date.now();
  if (await isAuthEmulatorUp(host)) {
    log(`Auth emulator already answering on ${host}: reusing it (it will be left running).`);
    const noop = async () => {};
    return { reused: true, pid: undefined, ready: Promise.resolve(0), stop: noop, killSync() {} };
  }
  const firebase = join(ROOT, 'node_modules', '.bin', 'firebase');
  if (!existsSync(firebase)) {
    throw new Error(
      `${firebase} is missing: run npm ci first (firebase-tools is a devDependency).`,
    );
  }
  mkdirSync(dirname(logFile), { recursive: true });
  const out = openSync(logFile, 'w');
  const args = ['emulators:start', '--only', 'auth', '--project', AUTH_EMULATOR_PROJECT];
  log(`Starting the Auth emulator: CI=true firebase ${args.join(' ')}  (log: ${logFile})`);
  const child = spawn(firebase, args, {
    cwd,
    detached: true, // its own process group: signal the CLI and everything it spawned at once
    stdio: ['ignore', out, out],
    // CI=true: no update check, no message-of-the-day lookup (the machine may be offline).
    env: { ...process.env, CI: 'true', NO_UPDATE_NOTIFIER: '1' },
  });
  closeSync(out);
  const { pid } = child;
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
    if (pid && groupAlive(pid)) signalGroup(pid, 'SIGKILL');
  };

  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await stopGroup(pid, { log });
    await Promise.race([exitPromise, sleep(2000)]);
    const ran = ((Date.now() - started) / 1000).toFixed(1);
    log(`Auth emulator stopped (process group ${pid}, ran ${ran} s).`);
  };

  const ready = (async () => {
    while (!(await isAuthEmulatorUp(host))) {
      if (stopping) throw new Error('The Auth emulator was stopped before it was ready.');
      if (exited) {
        const how = exited.code ?? exited.signal;
        throw new Error(
          `The Auth emulator exited early (${how}). Last log lines:\n${tail(logFile)}`,
        );
      }
      if (Date.now() - started > timeoutMs) {
        await stop();
        throw new Error(
          `The Auth emulator was not ready after ${timeoutMs / 1000} s. Last log lines:\n${tail(logFile)}`,
        );
      }
      await sleep(200);
    }
    const seconds = (Date.now() - started) / 1000;
    log(`Auth emulator ready on ${host} after ${seconds.toFixed(1)} s (process group ${pid}).`);
    return seconds;
  })();
  ready.catch(() => {}); // a caller that fails before awaiting it must not crash the process

  return { reused: false, pid, ready, stop, killSync };
}

/**
 * Runs `cleanup` once on SIGINT, SIGTERM or SIGHUP, then exits with 128 + signal; a second signal
 * during clean-up runs `cleanupSync` and exits at once. `cleanupSync` also runs on any exit.
 */
export function onShutdown(cleanup, cleanupSync = () => {}) {
  let shuttingDown = false;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      const code = 128 + constants.signals[signal];
      if (shuttingDown) {
        cleanupSync();
        process.exit(code);
      }
      shuttingDown = true;
      Promise.resolve()
        .then(() => cleanup(signal))
        .catch((error) => console.error(`clean-up failed: ${error.message}`))
        .finally(() => {
          cleanupSync();
          process.exit(code);
        });
    });
  }
  process.on('exit', () => cleanupSync());
}

async function main(argv) {
  const log = (line) => console.log(`[emulator] ${line}`);
  const [mode, ...rest] = argv;
  if (mode !== undefined && mode !== 'exec') {
    console.error('usage: node scripts/emulator.mjs [exec -- <command> [args...]]');
    return 2;
  }
  const command = rest[0] === '--' ? rest.slice(1) : rest;
  if (mode === 'exec' && command.length === 0) {
    console.error('usage: node scripts/emulator.mjs exec -- <command> [args...]');
    return 2;
  }

  const emulator = await startAuthEmulator({ log });
  let child;
  onShutdown(
    async () => {
      if (child?.exitCode === null) child.kill('SIGTERM');
      await emulator.stop();
    },
    () => emulator.killSync(),
  );
  try {
    await emulator.ready;
  } catch (error) {
    console.error(`[emulator] ${error.message}`);
    return 1;
  }

  if (mode === undefined) {
    log(`Running at ${AUTH_EMULATOR_URL} (project ${AUTH_EMULATOR_PROJECT}). Ctrl-C stops it.`);
    if (emulator.reused) return 0;
    setInterval(() => {}, 1 << 30); // keep running until a signal arrives (onShutdown exits)
    return new Promise(() => {});
  }

  const [file, ...args] = command;
  const code = await new Promise((resolveRun) => {
    child = spawn(file, args, {
      stdio: 'inherit',
      env: { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: AUTH_EMULATOR_HOST },
    });
    child.once('error', (error) => {
      console.error(`[emulator] could not start ${file}: ${error.message}`);
      resolveRun(127);
    });
    child.once('exit', (exitCode, signal) =>
      resolveRun(exitCode ?? 128 + (constants.signals[signal] ?? 1)),
    );
  });
  await emulator.stop();
  return code;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exit(await main(process.argv.slice(2)));
}
