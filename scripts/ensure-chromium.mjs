#!/usr/bin/env node
// Makes sure the Debian Chromium that the browser tests drive is installed at /usr/bin/chromium.
// Quick no-op when it is present; otherwise `apt-get update && apt-get install -y
// --no-install-recommends chromium` (as root, or through passwordless sudo): the recommended
// packages (printing, notifications, desktop integration) are not needed headless. Prints how long
// the install took. Playwright's own browser download is not reachable on this network,
// so the distribution package is the one we use everywhere (local, CI, fresh machines).
//
//   node scripts/ensure-chromium.mjs          # exit 0 when Chromium is usable afterwards
//   node scripts/ensure-chromium.mjs --force  # run the apt-get steps even when it is present
//   import { ensureChromium } from './ensure-chromium.mjs'
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function hasCommand(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

function run(prefix, argv, log) {
  const full = [...prefix, ...argv];
  log(`  $ ${full.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(full[0], full.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.error) throw new Error(`could not run ${full[0]}: ${result.error.message}`);
  if (result.status !== 0) {
    throw new Error(`\`${full.join(' ')}\` exited with ${result.status ?? result.signal}`);
  }
  log(`    done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * Returns the path of a usable Chromium, installing the Debian package when it is missing.
 * Throws with an actionable message when it cannot.
 */
export function ensureChromium({ log = (line) => console.log(line), force = false } = {}) {
  if (isExecutable(CHROMIUM_PATH) && !force) {
    log(`Chromium present: ${CHROMIUM_PATH}`);
    return CHROMIUM_PATH;
  }
  if (CHROMIUM_PATH !== '/usr/bin/chromium') {
    throw new Error(`CHROMIUM_PATH=${CHROMIUM_PATH} is not an executable file.`);
  }
  log(
    force
      ? 'Forced: (re)running the apt-get steps for the Debian package "chromium".'
      : `Chromium missing at ${CHROMIUM_PATH}: installing the Debian package "chromium".`,
  );
  if (!hasCommand('apt-get')) {
    throw new Error(
      'apt-get is not available: install Chromium yourself and point CHROMIUM_PATH at it.',
    );
  }
  let prefix = [];
  if (typeof process.getuid === 'function' && process.getuid() !== 0) {
    if (hasCommand('sudo') && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0) {
      prefix = ['sudo', '-n'];
      log('  (not root: using passwordless sudo)');
    } else {
      throw new Error(
        'Chromium is missing and this is not root (and no passwordless sudo).\n' +
          'Run as root: apt-get update && apt-get install -y --no-install-recommends chromium',
      );
    }
  }
  const started = Date.now();
  run(prefix, ['apt-get', 'update'], log);
  run(prefix, ['apt-get', 'install', '-y', '--no-install-recommends', 'chromium'], log);
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`apt-get install finished but ${CHROMIUM_PATH} still does not exist.`);
  }
  const version = spawnSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8' }).stdout?.trim();
  const took = ((Date.now() - started) / 1000).toFixed(1);
  log(`Chromium installed in ${took} s (apt-get update and install): ${version || CHROMIUM_PATH}`);
  return CHROMIUM_PATH;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    ensureChromium({ force: process.argv.includes('--force') });
  } catch (error) {
    console.error(`ensure-chromium: ${error.message}`);
    process.exit(1);
  }
}
