#!/usr/bin/env node
// `npm start`: the shop on this machine, signing people in against the local Firebase Auth emulator.
//
//   1. npm ci when node_modules is missing or incomplete,
//   2. the Auth emulator on 127.0.0.1:9099 (reused, and left running, if it already answers),
//   3. the Vite dev server on http://127.0.0.1:5173/, then prints the URL. The app is pointed at
//      the emulator whatever a .env file says (`npm run dev` is the way to use a real project).
//
// Ctrl-C (SIGINT), SIGTERM or SIGHUP stops both. Each child runs in its own process group
// (detached), so the terminal's Ctrl-C reaches only this script, which stops each group in turn
// (SIGTERM, then SIGKILL after a grace period) and exits once both are gone. Only a SIGKILL of this
// script itself can leave them behind (see `ps -eo pid,pgid,args | grep -E 'vite|emulators'`).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import {
  AUTH_EMULATOR_URL,
  groupAlive,
  onShutdown,
  ROOT,
  signalGroup,
  startAuthEmulator,
  stopGroup,
} from './emulator.mjs';

const HOST = '127.0.0.1';
const PORT = 5173;
const APP_URL = `http://${HOST}:${PORT}/`;
const bin = (name) => join(ROOT, 'node_modules', '.bin', name);
const log = (line) => console.log(`[start] ${line}`);
const sleep = (ms) => new Promise((resolveSleep) => setTimeout(resolveSleep, ms));

function ensureDependencies() {
  const complete =
    existsSync(join(ROOT, 'node_modules', '.package-lock.json')) &&
    existsSync(bin('vite')) &&
    existsSync(bin('firebase'));
  if (complete) return;
  log('node_modules is missing or incomplete: running npm ci (takes a few minutes the first time)');
  const result = spawnSync('npm', ['ci'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('[start] npm ci failed; see the output above.');
    process.exit(result.status ?? 1);
  }
}

async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1500) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

/** True when nothing listens on host:port yet (Vite's --strictPort would fail otherwise). */
function portIsFree(host, port) {
  return new Promise((resolveFree) => {
    const probe = createServer();
    probe.once('error', () => resolveFree(false));
    probe.listen(port, host, () => probe.close(() => resolveFree(true)));
  });
}

ensureDependencies();
if (!(await portIsFree(HOST, PORT))) {
  console.error(`[start] Port ${PORT} on ${HOST} is already in use: is the shop already running?`);
  process.exit(1);
}

let emulator;
let vite;
let viteExit;
let stopping = false;

async function stopAll() {
  stopping = true;
  if (vite?.pid) await stopGroup(vite.pid, { graceMs: 5000, log });
  await emulator?.stop();
}

onShutdown(
  async (signal) => {
    console.log('');
    log(`${signal}: stopping the dev server and the Auth emulator...`);
    await stopAll();
    log('Stopped.');
  },
  () => {
    if (vite?.pid && groupAlive(vite.pid)) signalGroup(vite.pid, 'SIGKILL');
    emulator?.killSync();
  },
);

try {
  emulator = await startAuthEmulator({ log });
  await emulator.ready;
} catch (error) {
  console.error(`[start] ${error.message}`);
  await stopAll();
  process.exit(1);
}

vite = spawn(bin('vite'), ['--host', HOST, '--port', String(PORT), '--strictPort'], {
  cwd: ROOT,
  detached: true,
  // No stdin: a background process group reading the terminal would be stopped (SIGTTIN).
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {
    ...process.env,
    // Always the emulator: variables set here beat .env files, and empty means "not set"
    // (src/di/firebaseConfig.ts). `npm run dev` honours a .env that points at a real project.
    VITE_FIREBASE_API_KEY: '',
    VITE_FIREBASE_AUTH_DOMAIN: '',
    VITE_FIREBASE_PROJECT_ID: '',
    VITE_FIREBASE_APP_ID: '',
    VITE_AUTH_EMULATOR_URL: AUTH_EMULATOR_URL,
  },
});
viteExit = new Promise((resolveExit) => {
  vite.once('exit', (code, signal) => resolveExit({ code, signal }));
  vite.once('error', (error) => resolveExit({ code: 127, signal: null, error }));
});

// Wait for the first answer, or for Vite to give up (port taken, bad config...).
const first = await Promise.race([
  viteExit,
  (async () => {
    while (!(await answers(APP_URL))) await sleep(200);
  })(),
]);
if (first) {
  console.error(
    `[start] The dev server stopped before it answered (${first.error?.message ?? first.code ?? first.signal}).` +
      ' See its output above.',
  );
  await stopAll();
  process.exit(1);
}

console.log(
  [
    '',
    `  Leafy storefront:  ${APP_URL}`,
    `  Auth emulator:     ${AUTH_EMULATOR_URL}${emulator.reused ? ' (already running; left running)' : ''}`,
    '  Press Ctrl-C to stop.',
    '',
  ].join('\n'),
);

// Vite ending on its own (a crash) ends the session too.
const { code, signal } = await viteExit;
if (!stopping) {
  console.error(`[start] The dev server exited (${code ?? signal}); stopping.`);
  await stopAll();
  process.exit(typeof code === 'number' && code !== 0 ? code : 1);
}
