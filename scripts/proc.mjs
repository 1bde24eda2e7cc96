// Child-process helpers shared by scripts/test-all.mjs and scripts/test-stress.mjs
// (Node built-ins only). Tests import scripts/, never the other way round.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

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
 * On the first SIGINT / SIGTERM / SIGHUP: forward the signal to running children (so the current
 * step ends), then run `cleanup(signal)`; the caller's own flow then finishes (its steps fail, its
 * `finally` runs) and should exit with `interruptedExitCode()`. If it has not exited 20 s after the
 * clean-up, or on a second signal, `cleanupSync` runs and the process exits at once. `cleanupSync`
 * (synchronous: SIGKILL leftovers) also runs on any process exit.
 */
export function onInterrupt(cleanup, cleanupSync = () => {}) {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      const code = 128 + constants.signals[signal];
      if (interruptedBy) {
        cleanupSync();
        process.exit(code);
      }
      interruptedBy = signal;
      console.error(`\nReceived ${signal}: stopping the current step and cleaning up...`);
      for (const child of children) child.kill(signal);
      Promise.resolve()
        .then(() => cleanup(signal))
        .catch((error) => console.error(`clean-up failed: ${error.message}`))
        .finally(() => {
          setTimeout(() => {
            cleanupSync();
            process.exit(code);
          }, 20_000).unref();
        });
    });
  }
  process.on('exit', () => cleanupSync());
}

let interruptedBy;

/** The signal that interrupted the run, if any. */
export function interruptedSignal() {
  return interruptedBy;
}

/** 128 + signal number after an interrupt, else `fallback`. */
export function interruptedExitCode(fallback) {
  return interruptedBy ? 128 + constants.signals[interruptedBy] : fallback;
}

export const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
