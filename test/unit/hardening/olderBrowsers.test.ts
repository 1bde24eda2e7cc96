// URL.canParse (Chrome 120, Safari 17) and URL.parse (Chrome 126, Safari 18) are newer
// than the browsers the shop supports (package.json's browserslist). Where they are missing, the
// paths that parse a URL must still work: the return path after login, a user's photo, the
// Firebase configuration, a picture's path. ESLint forbids both; this runs the paths without them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveFirebaseEnvironment } from '@/di/firebaseConfig';
import { isWebUrl } from '@/modules/auth/domain/photoUrl';
import { isInAppPath } from '@/ui/auth/returnLocation';
import { publicAsset } from '@/ui/lib/paths';

type UrlStatics = { canParse?: unknown; parse?: unknown };

describe('in a browser without URL.canParse and URL.parse', () => {
  const url = URL as unknown as UrlStatics;
  const newer = { canParse: url.canParse, parse: url.parse };

  beforeAll(() => {
    delete url.canParse;
    delete url.parse;
  });
  afterAll(() => Object.assign(url, newer));

  it('has neither', () => {
    expect(url.canParse).toBeUndefined();
    expect(url.parse).toBeUndefined();
  });

  it('tells an in-app return path from one to another site', () => {
    expect(isInAppPath('/plant/3')).toBe(true);
    expect(isInAppPath('/\\evil.example')).toBe(false);
    expect(isInAppPath('//evil.example')).toBe(false);
  });

  it('takes an http(s) photo and refuses the rest', () => {
    expect(isWebUrl('https://photos.example/me.png')).toBe(true);
    expect(isWebUrl('javascript:alert(1)')).toBe(false);
    expect(isWebUrl('not a url')).toBe(false);
  });

  it('reads the Auth emulator URL of the configuration', () => {
    expect(
      resolveFirebaseEnvironment({ VITE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9199/' }),
    ).toMatchObject({ mode: 'local', emulatorUrl: 'http://127.0.0.1:9199' });
    expect(() => resolveFirebaseEnvironment({ VITE_AUTH_EMULATOR_URL: 'ftp://x' })).toThrow(
      'VITE_AUTH_EMULATOR_URL must be an http(s) URL',
    );
  });

  it('keeps a picture on the site', () => {
    expect(publicAsset('images/logo.svg')).toBe('/images/logo.svg');
    expect(publicAsset('\\\\evil.example/p.png')).toBe('/images/logo.svg');
  });
});
