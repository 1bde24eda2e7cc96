import { describe, expect, it, vi } from 'vitest';
import { artworkSources } from '@/ui/lib/artwork';

// The widths the build's raster step (scripts/art/rasterArtwork.mjs) made, as its virtual module
// tells the app; here two pictures, one with a single width.
vi.mock('virtual:artwork', () => ({
  ARTWORK: {
    'images/plants/zz-plant.svg': [200, 400, 600, 800],
    'images/developer.svg': [400],
  },
}));

describe('artworkSources', () => {
  it('gives a picture made in raster its WebP widths as srcset, and the second width as src', () => {
    expect(artworkSources('images/plants/zz-plant.svg')).toEqual({
      src: '/images/plants/zz-plant-400.webp',
      srcSet:
        '/images/plants/zz-plant-200.webp 200w, /images/plants/zz-plant-400.webp 400w, ' +
        '/images/plants/zz-plant-600.webp 600w, /images/plants/zz-plant-800.webp 800w',
    });
  });

  it('reads a path with a leading slash as relative to public/', () => {
    expect(artworkSources('/images/plants/zz-plant.svg').src).toBe(
      '/images/plants/zz-plant-400.webp',
    );
  });

  it('uses the only width there is as src', () => {
    expect(artworkSources('images/developer.svg')).toEqual({
      src: '/images/developer-400.webp',
      srcSet: '/images/developer-400.webp 400w',
    });
  });

  it('gives a picture with no raster copies (the avatar, the logo) as it is, without srcset', () => {
    expect(artworkSources('images/default-avatar.svg')).toEqual({
      src: '/images/default-avatar.svg',
    });
  });

  it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty'])(
    'reads a picture path %j as a file, not as a property every object has',
    (path) => {
      expect(artworkSources(path)).toEqual({ src: `/${path}` });
    },
  );
});
