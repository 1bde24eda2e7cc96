// The hosting headers of firebase.json, the offline worker's among them, read as a reviewer
// would. The policy allows exactly what the shop needs (docs/security.md has the why of each
// source), pins the project's auth domain, never a wildcard, and never the local emulator.
// test/e2e/hosting-headers.e2e.ts checks the same headers as the hosting emulator serves them,
// with the shop working under them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { headersForEveryPath, parseCsp } from '../../../scripts/hostingPolicy.mjs';

const ROOT = join(import.meta.dirname, '../../..');

interface FirebaseJson {
  hosting: {
    rewrites?: { source: string; destination: string }[];
    headers?: { source: string; headers: { key: string; value: string }[] }[];
  };
}

const config = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as FirebaseJson;
const rules = config.hosting.headers ?? [];
const everyPath = rules.find((rule) => rule.source === '**');
const header = (name: string) => headersForEveryPath(config).get(name.toLowerCase());

function csp(): Map<string, string[]> {
  return parseCsp(header('Content-Security-Policy') ?? '');
}

/**
 * The default project's auth domain. A production build checks that frame-src names its own
 * VITE_FIREBASE_AUTH_DOMAIN, from every env file and the environment (scripts/pagePolicy.mjs,
 * test/unit/hardening/pagePolicy.test.ts).
 */
function authDomain(): string {
  const firebaserc = JSON.parse(readFileSync(join(ROOT, '.firebaserc'), 'utf8')) as {
    projects: { default: string };
  };
  return `${firebaserc.projects.default}.firebaseapp.com`;
}

describe('firebase.json hosting headers', () => {
  it('are sent with every path, in one rule (then the caching rules)', () => {
    expect(rules.map((rule) => rule.source)).toEqual(['**', '**', '/assets/**']);
    expect(everyPath).toBe(rules[0]);
    expect(everyPath?.headers.map(({ key }) => key)).toEqual([
      'Content-Security-Policy',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'X-Frame-Options',
      'Permissions-Policy',
      'Cross-Origin-Opener-Policy',
      'Cross-Origin-Resource-Policy',
      'Strict-Transport-Security',
    ]);
  });

  it('the Content-Security-Policy allows exactly what the shop needs', () => {
    expect(Object.fromEntries(csp())).toEqual({
      'default-src': ["'none'"],
      // The bundle; index.html's route preload, by its hash (the build fails when the hash is not
      // the script's, vite.config.ts); Google's api.js, which the Firebase popup sign-in loads.
      'script-src': [
        "'self'",
        expect.stringMatching(/^'sha256-[A-Za-z0-9+/]{43}='$/),
        'https://apis.google.com',
      ],
      // The stylesheet the build writes into index.html: a static header cannot know its hash, so
      // it allows inline styles, and the page's own policy narrows that to the stylesheet's hash
      // (scripts/pagePolicy.mjs). Nothing writes a style at run time; style attributes never.
      'style-src': ["'self'", "'unsafe-inline'"],
      'style-src-attr': ["'none'"],
      // The shop's images, and the photo a shopper chose for their profile (any https address).
      'img-src': ["'self'", 'https:'],
      'font-src': ["'self'"],
      // plants.json, and Firebase Auth's two APIs.
      'connect-src': [
        "'self'",
        'https://identitytoolkit.googleapis.com',
        'https://securetoken.googleapis.com',
      ],
      // The popup sign-in's helper frame, on the project's pinned auth domain.
      'frame-src': [`https://${authDomain()}`],
      'manifest-src': ["'self'"],
      // The offline worker, /sw.js.
      'worker-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'none'"],
      'form-action': ["'none'"],
      'frame-ancestors': ["'none'"],
    });
  });

  it('has no wildcard host, no unsafe script source and no local address', () => {
    const policy = csp();
    for (const [directive, sources] of policy) {
      for (const source of sources) {
        expect(source, directive).not.toMatch(/\*/);
        expect(source, directive).not.toMatch(/localhost|127\.0\.0\.1|\[::1\]|^http:/);
      }
    }
    for (const directive of ['default-src', 'script-src', 'connect-src', 'frame-src']) {
      for (const source of policy.get(directive) ?? []) {
        expect(source, directive).not.toMatch(
          /^(https?:|data:|blob:)$|^'unsafe-|^'strict-dynamic'/,
        );
      }
    }
    // The only scheme-wide source is for images (a shopper's chosen photo), and only https.
    expect([...policy].filter(([, sources]) => sources.includes('https:')).map(([d]) => d)).toEqual(
      ['img-src'],
    );
  });

  it('pages and the worker are revalidated on every load; hashed assets are cached for good', () => {
    const cacheControl = (rule: (typeof rules)[number] | undefined) =>
      rule?.headers.find(({ key }) => key.toLowerCase() === 'cache-control')?.value;
    // Every path, so index.html under every route of the shop (the rewrite) and /sw.js, so that
    // a new version is found on the next load: no-cache means "ask first", not "never keep".
    expect(cacheControl(rules[1])).toBe('no-cache');
    expect(rules[1]?.headers).toHaveLength(1);
    // Vite names every file of /assets/ by its content: one address, one content, for good. The
    // rule comes after the one for every path: the hosting applies the last rule that matches.
    expect(rules[2]?.source).toBe('/assets/**');
    expect(cacheControl(rules[2])).toBe('public, max-age=31536000, immutable');
    expect(rules[2]?.headers).toHaveLength(1);
    expect(cacheControl(everyPath)).toBeUndefined();
  });

  it('the other headers are the strict ones', () => {
    expect(header('X-Content-Type-Options')).toBe('nosniff');
    expect(header('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(header('X-Frame-Options')).toBe('DENY');
    expect(header('Cross-Origin-Opener-Policy')).toBe('same-origin-allow-popups');
    expect(header('Cross-Origin-Resource-Policy')).toBe('same-origin');
    expect(header('Strict-Transport-Security')).toMatch(/^max-age=\d{8,}/);
  });

  it('the Permissions-Policy grants no feature to anyone', () => {
    const features = (header('Permissions-Policy') ?? '').split(',').map((entry) => entry.trim());
    expect(features.length).toBeGreaterThanOrEqual(15);
    for (const feature of features) expect(feature).toMatch(/^[a-z-]+=\(\)$/);
    for (const sensitive of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(features).toContain(`${sensitive}=()`);
    }
  });
});
