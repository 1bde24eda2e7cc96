#!/usr/bin/env node
// Makes sure the Debian browsers the browser suite drives are installed: Chromium's headless shell
// (every journey, through Playwright Test; docs/adr/0016), Firefox ESR (through puppeteer-core over
// WebDriver BiDi) and WebKitGTK (WebKitWebDriver and MiniBrowser, under Xvfb, through WebdriverIO).
// Playwright's own browser downloads cannot reach this network, so Debian's builds are the ones
// tested everywhere (docs/adr/0010). The bench's Lighthouse runs use the full `chromium`.
//
// A quick no-op when every one is present; otherwise one `apt-get update && apt-get install -y
// --no-install-recommends` of the missing packages (as root, or through passwordless sudo).
//
//   node scripts/ensure-browsers.mjs           # the suite's browsers
//   node scripts/ensure-browsers.mjs --full    # the full chromium (the bench)
//   import { ensureBrowsers } from './ensure-browsers.mjs'
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Each Debian package, by what it is for, and the file that shows it is installed. */
export const BROWSER_PACKAGES = {
  chromium: { name: 'chromium-headless-shell', path: '/usr/bin/chromium-headless-shell' },
  firefox: { name: 'firefox-esr', path: '/usr/bin/firefox-esr' },
  webkit: { name: 'webkit2gtk-driver', path: '/usr/bin/WebKitWebDriver' },
  xvfb: { name: 'xvfb', path: '/usr/bin/xvfb-run' },
  full: { name: 'chromium', path: '/usr/bin/chromium' },
};

/** The browser WebKitWebDriver starts (shipped with webkit2gtk-driver's libwebkit2gtk). */
export const MINIBROWSER_PATH = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** Flags that work on this closed network: no background traffic, no QUIC, no GPU. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const SUITE = ['chromium', 'firefox', 'webkit', 'xvfb'];

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function run(argv, log) {
  log(`  $ ${argv.join(' ')}`);
  const result = spawnSync(argv[0], argv.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.error) throw new Error(`could not run ${argv[0]}: ${result.error.message}`);
  if (result.status !== 0) {
    throw new Error(`\`${argv.join(' ')}\` exited with ${result.status ?? result.signal}`);
  }
}

function privilegePrefix() {
  if (typeof process.getuid !== 'function' || process.getuid() === 0) return [];
  if (spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0) return ['sudo', '-n'];
  return undefined;
}

/**
 * Installs whichever of `browsers` (keys of BROWSER_PACKAGES) is missing, in one apt-get call.
 * Throws with the command to run by hand when it cannot.
 */
export function ensureBrowsers(browsers = SUITE, { log = (line) => console.log(line) } = {}) {
  const missing = browsers
    .map((key) => BROWSER_PACKAGES[key])
    .filter(({ path }) => !isExecutable(path));
  if (missing.length === 0) {
    log(`Browsers present: ${browsers.map((key) => BROWSER_PACKAGES[key].path).join(', ')}`);
    return;
  }
  const names = missing.map(({ name }) => name);
  const install = ['apt-get', 'install', '-y', '--no-install-recommends', ...names];
  const prefix = privilegePrefix();
  if (!prefix) {
    throw new Error(
      `Missing ${names.join(', ')}, and this is not root (nor passwordless sudo). ` +
        `Run as root: apt-get update && ${install.join(' ')}`,
    );
  }
  log(`Installing the Debian packages ${names.join(', ')}:`);
  const started = Date.now();
  run([...prefix, 'apt-get', 'update'], log);
  run([...prefix, ...install], log);
  const still = missing.filter(({ path }) => !isExecutable(path));
  if (still.length) {
    throw new Error(`apt-get finished but ${still.map(({ path }) => path).join(', ')} is missing.`);
  }
  log(`  installed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    ensureBrowsers(process.argv.includes('--full') ? ['full'] : SUITE);
  } catch (error) {
    console.error(`ensure-browsers: ${error.message}`);
    process.exit(1);
  }
}
