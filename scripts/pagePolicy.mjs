// The page's own copy of firebase.json's policy, written into index.html by the build:
//
// - a <meta http-equiv="Content-Security-Policy"> with everything firebase.json's policy says
//   that a page can carry (all but frame-ancestors), so a host that sends no headers still gets
//   it; the inline stylesheet allowed by its hash, which only the build knows, in place of
//   'unsafe-inline'; for a build against the local Auth emulator, that emulator's origin;
// - <meta name="leafy-hosting-headers"> with a digest of every header firebase.json sends, so a
//   deploy that changes only a header changes index.html, and so the offline worker's precache:
//   returning visitors get the new headers as surely as new code;
// - it refuses a production build whose frame-src does not name its Firebase auth domain
//   (Google sign-in opens that domain in a frame);
// - it refuses a build in the deploy mode (firebase.json's predeploy) without the production
//   Firebase variables: such a build would send every sign-in to an emulator on the visitor's
//   own machine;
// - and it fails the build when the page it writes lacks either <meta>, so a change to
//   index.html's head can never ship a page without its policy.
//
// Node built-ins only; vite.config.ts runs it as a plugin, and the browser suite calls the same
// functions to deploy a headers-only change the way a build would (test/e2e/support/offline.ts).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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

/** The Vite mode firebase.json's predeploy builds in (`npm run build:deploy`). */
export const DEPLOY_MODE = 'deploy';

const sha256 = (text) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

const isSet = (env, name) => typeof env[name] === 'string' && env[name].trim() !== '';

/** The build's Firebase target, from its environment (Vite's loadEnv: every env file and the shell). */
export function firebaseTarget(env) {
  const set = (name) => isSet(env, name);
  if (PRODUCTION_VARIABLES.every(set)) {
    return { mode: 'production', authDomain: env.VITE_FIREBASE_AUTH_DOMAIN.trim() };
  }
  const emulator = set('VITE_AUTH_EMULATOR_URL') ? env.VITE_AUTH_EMULATOR_URL.trim() : '';
  return { mode: 'local', emulatorOrigin: new URL(emulator || DEFAULT_AUTH_EMULATOR_URL).origin };
}

/**
 * Throws, naming what is missing, when a build in the deploy mode would target the local
 * emulator: a deployer whose shell lacks the variables must not replace the production build.
 */
export function checkDeployTarget(env, mode) {
  if (mode !== DEPLOY_MODE) return;
  const unset = PRODUCTION_VARIABLES.filter((name) => !isSet(env, name));
  if (unset.length === 0) return;
  throw new Error(
    `a deploy build (vite build --mode ${DEPLOY_MODE}, firebase.json's predeploy) needs the ` +
      `production Firebase variables, and ${unset.join(', ')} ${unset.length === 1 ? 'is' : 'are'} ` +
      `not set: it would ship a build that signs in through a local emulator. Set all four ` +
      `VITE_FIREBASE_* variables in the environment or in .env.deploy.local (docs/guides/deploy.md).`,
  );
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

/** An HTML attribute's value as the parser reads it: double-quoted, single-quoted or bare. */
const ATTRIBUTE_VALUE = String.raw`(?:"[^"]*"|'[^']*'|[^\s"'=<>\x60]+)`;
const ANY_ATTRIBUTES = String.raw`(?:\s+[^\s"'>/=]+(?:\s*=\s*${ATTRIBUTE_VALUE})?)*`;
/** A <meta> with attribute `name` (any case) whose value matches `value`, in any quoting. */
const metaTag = (name, value) =>
  new RegExp(
    String.raw`<meta${ANY_ATTRIBUTES}\s+${name}\s*=\s*(?:"${value}"|'${value}'|${value}(?=[\s/>]))${ANY_ATTRIBUTES}\s*/?>`,
    'gi',
  );
/** `<meta charset=…>` or `<meta http-equiv="Content-Type" content="…; charset=…">`, the first one. */
const CHARSET_TAG = new RegExp(
  String.raw`<meta${ANY_ATTRIBUTES}\s+(?:charset\s*=\s*${ATTRIBUTE_VALUE}|http-equiv\s*=\s*(?:"content-type"|'content-type'|content-type(?=[\s/>])))${ANY_ATTRIBUTES}\s*/?>`,
  'i',
);
const POLICY_TAG = () => metaTag('http-equiv', 'content-security-policy');
const DIGEST_TAG = () => metaTag('name', HEADERS_DIGEST_META);

/** index.html with its policy and the headers' digest written first in <head>. */
export function withPagePolicy(html, { config, target }) {
  const policy = headersForEveryPath(config).get('content-security-policy');
  if (!policy) throw new Error('firebase.json sends no Content-Security-Policy with every path');
  checkFrameSrc(policy, target);
  const inlineStyles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css]) => css);
  const tags =
    `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(pageCsp(policy, { target, inlineStyles }))}" />` +
    `<meta name="${HEADERS_DIGEST_META}" content="${headersDigest(config)}" />`;
  const cleaned = html.replace(POLICY_TAG(), '').replace(DIGEST_TAG(), '');
  // After <meta charset>, which must come within the first 1024 bytes; a page without one would
  // be written without its policy, so it is refused.
  if (!CHARSET_TAG.test(cleaned)) {
    throw new Error(
      'index.html declares no charset (<meta charset="UTF-8">): nowhere to put the policy',
    );
  }
  const written = cleaned.replace(CHARSET_TAG, (charset) => `${charset}${tags}`);
  checkPagePolicy(written);
  return written;
}

/** Throws unless `html` carries exactly one policy <meta> and one digest <meta>, in its <head>. */
export function checkPagePolicy(html) {
  const end = html.search(/<\/head\s*>|<body[\s>]/i);
  const head = end === -1 ? html : html.slice(0, end);
  for (const [what, tag] of [
    ['Content-Security-Policy <meta>', POLICY_TAG()],
    [`${HEADERS_DIGEST_META} <meta>`, DIGEST_TAG()],
  ]) {
    const found = head.match(tag)?.length ?? 0;
    if (found !== 1) throw new Error(`index.html's <head> holds ${found} ${what}, not 1`);
  }
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
      checkDeployTarget(env, config.mode);
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
    // What was written to disk, after every plugin's last step: the page that ships.
    writeBundle(options) {
      const file = join(options.dir ?? '', 'index.html');
      if (!existsSync(file)) return;
      try {
        checkPagePolicy(readFileSync(file, 'utf8'));
      } catch (error) {
        this.error(`page-policy: dist/index.html: ${error.message}`);
      }
    },
  };
}
