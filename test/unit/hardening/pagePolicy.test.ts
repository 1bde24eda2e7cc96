// The policy the build writes into index.html from firebase.json.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadEnv } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveFirebaseEnvironment } from '@/di/firebaseConfig';
import { parseCsp, readFirebaseJson } from '../../../scripts/hostingPolicy.mjs';
import {
  checkFrameSrc,
  firebaseTarget,
  headersDigest,
  pageCsp,
  withPagePolicy,
} from '../../../scripts/pagePolicy.mjs';
import { PRODUCTION_FIREBASE_ENV } from '@test/support/productionFirebaseEnv';

const ROOT = join(import.meta.dirname, '../../..');
const PRODUCTION = PRODUCTION_FIREBASE_ENV;
const POLICY =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; connect-src 'self'; frame-src https://my-shop.firebaseapp.com; frame-ancestors 'none'";
const LOCAL = firebaseTarget({});

describe('the build’s Firebase target', () => {
  it.each([
    ['nothing set', {}],
    ['all four set', PRODUCTION],
    ['an emulator URL', { VITE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9199/' }],
    ['blank values', { ...PRODUCTION, VITE_FIREBASE_APP_ID: '  ' }],
  ])('is the app’s own choice (src/di/firebaseConfig.ts) with %s', (_case, env) => {
    let appMode: string;
    try {
      appMode = resolveFirebaseEnvironment(env).mode;
    } catch {
      appMode = 'refused'; // an incomplete configuration: the app refuses it at start
    }
    expect([firebaseTarget(env).mode, 'refused']).toContain(appMode);
    if (appMode !== 'refused') expect(firebaseTarget(env).mode).toBe(appMode);
  });

  it('is the emulator at its default origin, or the one set', () => {
    expect(LOCAL).toEqual({ mode: 'local', emulatorOrigin: 'http://127.0.0.1:9099' });
    expect(firebaseTarget({ VITE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9199/x' })).toEqual({
      mode: 'local',
      emulatorOrigin: 'http://127.0.0.1:9199',
    });
  });
});

describe('a production build’s frame-src', () => {
  const folders: string[] = [];
  afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true })));

  it('is refused when it does not name the auth domain set in .env.production.local', () => {
    // The README tells a deployer to use the environment or .env.production.local; the build
    // reads both, as Vite does.
    const folder = mkdtempSync(join(tmpdir(), 'leafy-env-'));
    folders.push(folder);
    writeFileSync(
      join(folder, '.env.production.local'),
      Object.entries(PRODUCTION)
        .map(([name, value]) => `${name}=${value}`)
        .join('\n'),
    );
    const target = firebaseTarget(loadEnv('production', folder, 'VITE_'));
    const shipped = readFirebaseJson(ROOT);
    const policy = shipped.hosting.headers![0]!.headers[0]!.value;
    expect(() => checkFrameSrc(policy, target)).toThrow(
      /frame-src is https:\/\/demo-plants\.firebaseapp\.com, but this build signs in through https:\/\/my-shop\.firebaseapp\.com/,
    );
    expect(() => checkFrameSrc(POLICY, target)).not.toThrow();
  });

  it('is not checked for a build against the local emulator', () => {
    expect(() => checkFrameSrc("frame-src 'none'", LOCAL)).not.toThrow();
  });
});

describe('the policy index.html carries', () => {
  const css = 'body{color:green}';

  it('is firebase.json’s, without frame-ancestors, and allows the inline stylesheet by its hash only', () => {
    const page = parseCsp(
      pageCsp(POLICY, { target: firebaseTarget(PRODUCTION), inlineStyles: [css] }),
    );
    expect(page.has('frame-ancestors')).toBe(false);
    // CSP's hash of an inline element: sha256 of its text, base64.
    const hash = createHash('sha256').update(css).digest('base64');
    expect(page.get('style-src')).toEqual(["'self'", `'sha256-${hash}'`]);
    expect(page.get('connect-src')).toEqual(["'self'"]);
  });

  it('lets a local build reach the Auth emulator', () => {
    const page = parseCsp(pageCsp(POLICY, { target: LOCAL, inlineStyles: [] }));
    expect(page.get('connect-src')).toEqual(["'self'", 'http://127.0.0.1:9099']);
    expect(page.get('frame-src')).toEqual([
      'https://my-shop.firebaseapp.com',
      'http://127.0.0.1:9099',
    ]);
  });

  it('is written first in <head>, after the charset, once however often the build runs', () => {
    const config = readFirebaseJson(ROOT);
    const html = `<html><head><meta charset="UTF-8" /><title>t</title><style>${css}</style></head></html>`;
    const once = withPagePolicy(html, { config, target: LOCAL });
    expect(once).toMatch(
      /^<html><head><meta charset="UTF-8" \/><meta http-equiv="Content-Security-Policy" content="[^"]+" \/><meta name="leafy-hosting-headers" content="sha256-[^"]+" \/><title>/,
    );
    expect(withPagePolicy(once, { config, target: LOCAL })).toBe(once);
  });
});

describe('the digest of the headers', () => {
  it('changes with any header, so a headers-only deploy changes index.html', () => {
    const config = readFirebaseJson(ROOT);
    type Mutable = { hosting: { headers: { headers: { key: string; value: string }[] }[] } };
    const changed = structuredClone(config) as unknown as Mutable;
    changed.hosting.headers[0]!.headers.find(({ key }) => key === 'X-Frame-Options')!.value =
      'SAMEORIGIN';
    expect(headersDigest(changed as unknown as typeof config)).not.toBe(headersDigest(config));
    expect(headersDigest(structuredClone(config))).toBe(headersDigest(config));
  });
});
