// Child-process helpers shared by test/e2e/run.mjs and scripts/test-all.mjs (Node built-ins only).
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

const children = new Set();

/** Path of a locally installed CLI: bin('vitest') -> <root>/node_modules/.bin/vitest */
export function bin(name) {
  return join(ROOT, 'node_modules', '.bin', name);
}

/**
 * Runs a command with inherited stdio in the project root; resolves to its exit code
 * (128 + signal number when it was killed by a signal).
 */
export function run(command, args = [], { env = process.env, cwd = ROOT } = {}) {
  return new Promise((resolveRun) => {
    const child = spawn(command, args, { cwd, env, stdio: 'inherit' });
    children.add(child);
    child.once('error', (error) => {
      children.delete(child);
      console.error(`could not start ${command}: ${error.message}`);
      resolveRun(127);
    });
    child.once('exit', (code, signal) => {
      children.delete(child);
      resolveRun(code ?? 128 + (constants.signals[signal] ?? 1));
    });
  });
}

/**
 * On SIGINT / SIGTERM / SIGHUP: forward the signal to running children, await `cleanup`, exit with
 * 128 + signal. A second signal during clean-up runs `cleanupSync` and exits at once. `cleanupSync`
 * also runs on any process exit (last resort, must be synchronous).
 */
export function onInterrupt(cleanup, cleanupSync = () => {}) {
  let interrupted = false;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      const code = 128 + constants.signals[signal];
      if (interrupted) {
        cleanupSync();
        process.exit(code);
      }
      interrupted = true;
      console.error(`\nReceived ${signal}: stopping and cleaning up...`);
      for (const child of children) child.kill(signal);
      Promise.resolve()
        .then(cleanup)
        .catch((error) => console.error(`clean-up failed: ${error.message}`))
        .finally(() => {
          cleanupSync();
          process.exit(code);
        });
    });
  }
  process.on('exit', () => cleanupSync());
}

export const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
