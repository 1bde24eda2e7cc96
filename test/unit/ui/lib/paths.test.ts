// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { plantsSearchPath, publicAsset, STOCK_PICTURE_PATH } from '@/ui/lib/paths';
import { parsePlantQuery } from '@/ui/pages/plants/plantQueryUrl';

const STOCK = `/${STOCK_PICTURE_PATH}`;

describe('publicAsset: a path from plants.json or storage as an <img src> on this site', () => {
  it.each([
    ['images/plants/zz-plant.svg', '/images/plants/zz-plant.svg'],
    ['/images/plants/zz-plant.svg', '/images/plants/zz-plant.svg'],
    ['images/plants/a plant.svg', '/images/plants/a%20plant.svg'],
    // Read as a path on this site, as before: the leading slashes say nothing of another host.
    ['//tracker.example/pixel.png', '/tracker.example/pixel.png'],
    ['\\evil.example/p.png', '/evil.example/p.png'],
    ['/\\evil.example/p.png', '/evil.example/p.png'],
  ])('keeps %j on the site: %s', (path, src) => {
    expect(publicAsset(path)).toBe(src);
  });

  // Joined by string, '\evil.example/p.png' became '/\evil.example/p.png', which the
  // browser reads as //evil.example/p.png: a request to another host.
  it.each([
    ['\\\\evil.example/p.png'],
    ['\\/evil.example/p.png'],
    ['\t\\\\evil.example/p.png'],
    ['\\\t\\evil.example/p.png'],
    ['\\\n\\evil.example/p.png'],
    ['.//evil.example/p.png'],
    ['https://evil.example/p.png'],
    ['javascript:alert(1)'],
    ['data:image/svg+xml,<svg/>'],
    ['http://['],
  ])('gives the stock picture for %j, which would leave the site', (path) => {
    const src = publicAsset(path);
    expect(src).toBe(STOCK);
    expect(new URL(src, window.location.href).origin).toBe(window.location.origin);
  });

  // A blob: URL's origin is that of the URL inside it: the same origin, an absolute result.
  it.each([
    ['blob:https://in-app.invalid/6d1b5a0e'],
    [`blob:${window.location.origin}/6d1b5a0e`],
    ['blob:null/6d1b5a0e'],
  ])('gives the stock picture for %j, and always a path from the root', (path) => {
    const src = publicAsset(path);
    expect(src).toBe(STOCK);
    expect(src.startsWith('/')).toBe(true);
  });
});

describe('plantsSearchPath: the listing with one search, as a link from outside the listing', () => {
  it.each([
    ['Monstera Deliciosa', '/plants?q=Monstera+Deliciosa'],
    ['  fern  ', '/plants?q=fern'],
    ['under $20 & more', '/plants?q=under+%2420+%26+more'],
    ['', '/plants'],
    ['   ', '/plants'],
  ])('%j -> %s', (search, path) => {
    expect(plantsSearchPath(search)).toBe(path);
  });

  it('is read back by the listing as that search, with no other choice made', () => {
    const path = plantsSearchPath('snake plant');
    const query = parsePlantQuery(new URLSearchParams(path.split('?')[1]));
    expect(query).toMatchObject({ search: 'snake plant', categories: [], careLevels: [] });
  });
});
