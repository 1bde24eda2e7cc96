// The site's origin comes from the build's configuration (VITE_SITE_ORIGIN), with the local
// preview's as the default; a value that is not an origin fails the build, naming it.
import { describe, expect, it } from 'vitest';
import { LOCAL_SITE_ORIGIN, siteOriginOf } from '@/ui/lib/seo/siteOrigin';

describe('the site’s origin', () => {
  it('is the local preview’s when unset or blank', () => {
    expect(LOCAL_SITE_ORIGIN).toBe('http://127.0.0.1:4173');
    expect(siteOriginOf(undefined)).toBe(LOCAL_SITE_ORIGIN);
    expect(siteOriginOf('  ')).toBe(LOCAL_SITE_ORIGIN);
  });

  it('is the configured origin, written the one way', () => {
    expect(siteOriginOf('https://leafy.example')).toBe('https://leafy.example');
    expect(siteOriginOf(' https://Leafy.Example/ ')).toBe('https://leafy.example');
    expect(siteOriginOf('https://leafy.example:443')).toBe('https://leafy.example');
    expect(siteOriginOf('http://localhost:8080')).toBe('http://localhost:8080');
  });

  it.each([
    'leafy.example',
    'ftp://leafy.example',
    'https://leafy.example/shop',
    'https://leafy.example/?a=1',
    'https://leafy.example/?',
    'https://leafy.example/#top',
    'https://user:secret@leafy.example',
    'javascript:alert(1)',
  ])('refuses %s, naming it', (value) => {
    expect(() => siteOriginOf(value)).toThrow(`VITE_SITE_ORIGIN must be the shop's origin`);
    expect(() => siteOriginOf(value)).toThrow(JSON.stringify(value));
  });
});
