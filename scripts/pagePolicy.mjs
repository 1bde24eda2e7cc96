// The page's own copy of firebase.json's policy, written into index.html by the build (issue 28):
//
// - a <meta http-equiv="Content-Security-Policy"> with everything firebase.json's policy says
//   that a page can carry (all but frame-ancestors), so a host that sends no headers still gets
//   it; the inline stylesheet allowed by its hash, which only the build knows, in place of
//   'unsafe-inline'; for a build against the local Auth emulator, that emulator's origin;
// - <meta name="leafy-hosting-headers"> with a digest of every header firebase.json sends, so a
//   deploy that changes only a header changes index.html, and so the offline worker's precache:
//   returning visitors get the new headers as surely as new code;
// - and it refuses a production build whose frame-src does not name its Firebase auth domain
//   (Google sign-in opens that domain in a frame).
//
// Node built-ins only; vite.config.ts runs it as a plugin, and the browser suite calls the same
// functions to deploy a headers-only change the way a build would (test/e2e/support/offline.ts).
import { createHash } from 'node:crypto';
import { formatCsp } from './hosting.mjs';
import { headersForEveryPath, parseCsp, readFirebaseJson } from './hostingPolicy.mjs';

/** What a page cannot carry in a <meta> policy (browsers ignore it there, with a console error). */
const NOT_IN_A_META = new Set(['frame-ancestors', 'report-uri', 'sandbox']);

export const HEADERS_DIGEST_META = 'leafy-hosting-headers';

/** The same rule as src/di/firebaseConfig.ts: all four variables set is a production build. */
const PRODUCTION_VARIABLES = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_APP_ID',
];
export const DEFAULT_AUTH_EMULATOR_URL = 'http://127.0.0.1:9099';

const sha256 = (text) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

/** The build's Firebase target, from its environment (Vite's loadEnv: every env file and the shell). */
export function firebaseTarget(env) {
  const set = (name) => typeof env[name] === 'string' && env[name].trim() !== '';
  if (PRODUCTION_VARIABLES.every(set)) {
    return { mode: 'production', authDomain: env.VITE_FIREBASE_AUTH_DOMAIN.trim() };
  }
  const emulator = set('VITE_AUTH_EMULATOR_URL') ? env.VITE_AUTH_EMULATOR_URL.trim() : '';
  return { mode: 'local', emulatorOrigin: new URL(emulator || DEFAULT_AUTH_EMULATOR_URL).origin };
}

/** Throws unless a production build's frame-src names its auth domain. */
export function checkFrameSrc(policy, target) {
  if (target.mode !== 'production') return;
  const origin = `https://${target.authDomain}`;
  const frames = parseCsp(policy).get('frame-src') ?? [];
  if (!frames.includes(origin)) {
    throw new Error(
      `firebase.json's Content-Security-Policy frame-src is ${frames.join(' ') || 'empty'}, but this ` +
        `build signs in through ${origin} (VITE_FIREBASE_AUTH_DOMAIN): Google sign-in would fail. ` +
        `Put ${origin} in frame-src (README, "Production Firebase").`,
    );
  }
}

/**
 * The policy index.html carries: `policy` (firebase.json's) without what a <meta> cannot hold,
 * style-src allowing the page's inline stylesheets by their hashes instead of 'unsafe-inline',
 * and, for a local build, the Auth emulator's origin in connect-src and frame-src.
 */
export function pageCsp(policy, { target, inlineStyles }) {
  const directives = parseCsp(policy);
  for (const name of NOT_IN_A_META) directives.delete(name);
  const styles = directives.get('style-src') ?? [];
  directives.set('style-src', [
    ...styles.filter((source) => source !== "'unsafe-inline'"),
    ...inlineStyles.map((css) => `'${sha256(css)}'`),
  ]);
  if (target.mode === 'local') {
    for (const name of ['connect-src', 'frame-src']) {
      directives.set(name, [...(directives.get(name) ?? []), target.emulatorOrigin]);
    }
  }
  return formatCsp(directives);
}

/** A digest of every header rule of a firebase.json: any change to a header changes it. */
export function headersDigest(config) {
  return sha256(JSON.stringify(config.hosting?.headers ?? []));
}

const escapeAttribute = (text) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/** index.html with its policy and the headers' digest written first in <head>. */
export function withPagePolicy(html, { config, target }) {
  const policy = headersForEveryPath(config).get('content-security-policy');
  if (!policy) throw new Error('firebase.json sends no Content-Security-Policy with every path');
  checkFrameSrc(policy, target);
  const inlineStyles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css]) => css);
  const tags =
    `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(pageCsp(policy, { target, inlineStyles }))}" />` +
    `<meta name="${HEADERS_DIGEST_META}" content="${headersDigest(config)}" />`;
  const cleaned = html
    .replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, '')
    .replace(new RegExp(`<meta name="${HEADERS_DIGEST_META}"[^>]*>`), '');
  // After <meta charset>, which must come within the first 1024 bytes.
  return cleaned.replace(/(<meta charset="[^"]*"\s*\/?>)/i, `$1${tags}`);
}

/** The Vite plugin: index.html gets its policy once every other step has written it. */
export function pagePolicy({ root }) {
  let env = {};
  return {
    name: 'leafy:page-policy',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      env = config.env;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const page = bundle['index.html'];
        if (page?.type !== 'asset') return;
        try {
          page.source = withPagePolicy(String(page.source), {
            config: readFirebaseJson(root),
            target: firebaseTarget(env),
          });
        } catch (error) {
          this.error(`page-policy: ${error.message}`);
        }
      },
    },
  };
}
