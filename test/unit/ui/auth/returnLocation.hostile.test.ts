// The return-to location after login is only ever an in-app path. The remembered
// location arrives through history state, which any script of the page can write, so whatever it
// holds, returnPathFrom must give a path that a browser resolves to this same site. Browsers drop
// tabs and newlines anywhere in a URL and read '\' as '/', so "/\t/evil.example" is
// "//evil.example": another site (test/e2e/hardening.e2e.ts shows what Chromium does with it).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { returnPathFrom } from '@/ui/auth/returnLocation';

const SHOP = 'https://leafy.example';

/** How a browser reads the path on the shop's own pages (WHATWG URL parsing). */
function resolved(path: string): URL {
  return new URL(path, `${SHOP}/login`);
}

function expectInApp(path: string): void {
  expect(path.startsWith('/'), `${JSON.stringify(path)} is a path`).toBe(true);
  expect(resolved(path).origin, `${JSON.stringify(path)} stays on the shop`).toBe(SHOP);
  // Nothing a browser would silently rewrite.
  expect(path, `${JSON.stringify(path)} has no control character or backslash`).not.toMatch(
    // eslint-disable-next-line no-control-regex
    /[\u0000-\u001f\u007f\\]/,
  );
}

const from = (pathname: unknown, search: unknown = '', hash: unknown = '') => ({
  from: { pathname, search, hash },
});

/** Ways to write "another site" that begin with a single '/'. */
const OFF_SITE = [
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example/cart',
  '/\t\t/evil.example',
  '/\\evil.example',
  '/\t\\evil.example',
  '/\\\\evil.example',
  '//evil.example',
  '///evil.example',
  '/\\/evil.example',
];

describe('returnPathFrom: after login, only ever a path on this site', () => {
  it.each(OFF_SITE)('%j goes home', (pathname) => {
    expect(resolved(pathname).origin).not.toBe(SHOP); // it really is another site...
    expect(returnPathFrom(from(pathname))).toBe('/'); // ...so the shopper goes home instead
  });

  it('a search or hash cannot carry the shopper off the site either', () => {
    for (const [search, hash] of [
      ['?\t//evil', ''],
      ['', '#\n//evil'],
      ['?next=//evil.example', '#//evil.example'],
    ]) {
      expectInApp(returnPathFrom(from('/cart', search, hash)));
    }
  });

  it('keeps ordinary in-app locations', () => {
    expect(returnPathFrom(from('/plant/12', '?q=fern%20ivy', '#care'))).toBe(
      '/plant/12?q=fern%20ivy#care',
    );
    expect(returnPathFrom(from('/cart', '?tab=wishlist'))).toBe('/cart?tab=wishlist');
    expect(returnPathFrom(from('/profile'))).toBe('/profile');
  });

  it('for any remembered state at all, the result is an in-app path (property)', () => {
    const piece = fc.constantFrom(
      '/',
      '//',
      '\\',
      '\t',
      '\n',
      '\r',
      '\u0000',
      ' ',
      '.',
      '..',
      '%2f',
      '%5c',
      '@',
      ':',
      'evil.example',
      'javascript:',
      'http:',
      'cart',
      '?',
      '#',
      '\u3000',
      '\u2028',
    );
    const text = fc.oneof(
      fc.string(),
      fc.array(piece, { maxLength: 8 }).map((parts) => parts.join('')),
      fc.array(piece, { maxLength: 8 }).map((parts) => `/${parts.join('')}`),
    );
    const state = fc.oneof(
      fc.record({ from: fc.record({ pathname: text, search: text, hash: text }) }),
      fc.record({ from: fc.record({ pathname: text }) }),
      fc.anything(),
    );
    fc.assert(
      fc.property(state, (value) => {
        expectInApp(returnPathFrom(value));
      }),
      { numRuns: 5000 },
    );
  });
});
