#!/usr/bin/env node
// Makes sure the Debian Chromium that the browser tests drive is installed. The tests drive
// Debian's `chromium-headless-shell` (/usr/bin/chromium-headless-shell): the same Chromium build as
// the `chromium` package, without the desktop browser around it, as Playwright itself drives
// headless Chromium; it runs the browser suite about a third quicker (docs/adr/0018). The bench's
// Lighthouse runs use the full `chromium` (ensureChromium({ browser: 'full' })).
// Quick no-op when it is present; otherwise `apt-get update && apt-get install -y
// --no-install-recommends <package>` (as root, or through passwordless sudo): the recommended
// packages (printing, notifications, desktop integration) are not needed headless. Prints how long
// the install took. Playwright's own browser download is not reachable on this network,
// so the distribution package is the one we use everywhere (local, CI, fresh machines).
// CHROMIUM_PATH points the tests at another Chromium (nothing is installed then).
//
//   node scripts/ensure-chromium.mjs          # exit 0 when the tests' Chromium is usable afterwards
//   node scripts/ensure-chromium.mjs --full   # the same for the full chromium (the bench)
//   node scripts/ensure-chromium.mjs --force  # run the apt-get steps even when it is present
//   import { ensureChromium } from './ensure-chromium.mjs'
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The Debian packages, by what they are for: `test` drives the browser suite, `full` the bench. */
export const CHROMIUM_PACKAGES = {
  test: { name: 'chromium-headless-shell', path: '/usr/bin/chromium-headless-shell' },
  full: { name: 'chromium', path: '/usr/bin/chromium' },
};

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
 * Returns the path of a usable Chromium for `browser` ('test' or 'full'), installing its Debian
 * package when it is missing. CHROMIUM_PATH, when set, is used as it is. Throws with an actionable
 * message when it cannot.
 */
export function ensureChromium({
  log = (line) => console.log(line),
  force = false,
  browser = 'test',
} = {}) {
  const wanted = process.env.CHROMIUM_PATH;
  if (wanted) {
    if (!isExecutable(wanted))
      throw new Error(`CHROMIUM_PATH=${wanted} is not an executable file.`);
    log(`Chromium present: ${wanted} (CHROMIUM_PATH)`);
    return wanted;
  }
  const { name, path } = CHROMIUM_PACKAGES[browser];
  if (isExecutable(path) && !force) {
    log(`Chromium present: ${path}`);
    return path;
  }
  log(
    force
      ? `Forced: (re)running the apt-get steps for the Debian package "${name}".`
      : `Chromium missing at ${path}: installing the Debian package "${name}".`,
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
          `Run as root: apt-get update && apt-get install -y --no-install-recommends ${name}`,
      );
    }
  }
  const started = Date.now();
  run(prefix, ['apt-get', 'update'], log);
  run(prefix, ['apt-get', 'install', '-y', '--no-install-recommends', name], log);
  if (!existsSync(path)) {
    throw new Error(`apt-get install finished but ${path} still does not exist.`);
  }
  const version = spawnSync(path, ['--version'], { encoding: 'utf8' }).stdout?.trim();
  const took = ((Date.now() - started) / 1000).toFixed(1);
  log(`Chromium installed in ${took} s (apt-get update and install): ${version || path}`);
  return path;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    ensureChromium({
      force: process.argv.includes('--force'),
      browser: process.argv.includes('--full') ? 'full' : 'test',
    });
  } catch (error) {
    console.error(`ensure-chromium: ${error.message}`);
    process.exit(1);
  }
}
