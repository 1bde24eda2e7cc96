import { describe, expect, it } from 'vitest';
import { returnPathFrom } from '@/ui/auth/returnLocation';

const from = (pathname: unknown, search: unknown = '', hash: unknown = '') => ({
  from: { pathname, search, hash },
});

describe('returnPathFrom (spec section 4: after login, back to the origin route, default /)', () => {
  it('returns to the remembered path with its search and hash', () => {
    expect(returnPathFrom(from('/profile'))).toBe('/profile');
    expect(returnPathFrom(from('/plant/7', '?q=fern', '#care'))).toBe('/plant/7?q=fern#care');
    expect(returnPathFrom({ from: { pathname: '/cart' } })).toBe('/cart');
  });

  it('defaults to / when nothing usable was remembered', () => {
    for (const state of [undefined, null, 'x', 42, {}, { from: null }, { from: {} }, from(7)]) {
      expect(returnPathFrom(state)).toBe('/');
    }
  });

  it('never leaves the shop: other sites and protocol-relative paths go to /', () => {
    for (const pathname of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '',
    ]) {
      expect(returnPathFrom(from(pathname))).toBe('/');
    }
  });

  it('never returns to /login or /signup', () => {
    expect(returnPathFrom(from('/login'))).toBe('/');
    expect(returnPathFrom(from('/signup', '?x=1'))).toBe('/');
  });

  it('drops a search or hash without its leading mark', () => {
    expect(returnPathFrom(from('/cart', 'tab=wishlist', 'top'))).toBe('/cart');
  });
});
