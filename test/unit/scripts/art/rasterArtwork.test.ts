import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rasterArtwork, type RasterArtworkApi } from '../../../../scripts/art/rasterArtwork.mjs';

const ROOT = join(import.meta.dirname, '../../../..');
const { preloadSources } = rasterArtwork({ root: ROOT }).api as RasterArtworkApi;

describe('the raster artwork’s preload sources (the build’s route preload)', () => {
  it('are the WebP widths of a picture made in raster', () => {
    expect(preloadSources('images/plants/zz-plant.svg', '/')).toMatchObject({
      href: '/images/plants/zz-plant-400.webp',
      type: 'image/webp',
    });
  });

  // plants.json names the pictures: any text can be a path there.
  it.each(['constructor', 'toString', '__proto__', 'valueOf'])(
    'are none for a picture path %j, not a property every object has',
    (path) => {
      expect(preloadSources(path, '/')).toBeNull();
    },
  );
});
