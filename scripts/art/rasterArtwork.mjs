// Raster copies of the SVG artwork, made at build time (docs/adr/0017-raster-artwork-made-at-build-time.md).
// A Vite plugin: for every SVG listed in ARTWORK_WIDTHS it writes WebP files beside it in the build
// (`images/plants/zz-plant.svg` -> `images/plants/zz-plant-400.webp`, one per width), serves the same
// files from the dev server, and exposes `virtual:artwork`, the widths made for each picture, so the
// app can write `srcset` only for the pictures that have them. The SVG sources stay in public/.
//
// Why: Chromium parses an SVG picture as a document and paints it on the main thread; a WebP is
// decoded off it. Why WebP and not AVIF: sharp encodes AVIF some 20x slower (some 0.7 s a card,
// 6 s a hero width on this machine), too slow to redo on every build, and the bytes it saves are
// small at these sizes. Encoded files are cached in node_modules/.cache by content hash.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { cachedByContent, densityFor } from './contentCache.mjs';

/** Widths (px) to make, by folder (or file) of public/: about 0.5x, 1x, 1.5x and 2x as shown. */
export const ARTWORK_WIDTHS = {
  'images/hero/': [640, 960, 1280, 1600, 1920],
  'images/plants/': [200, 400, 600, 800],
  'images/experts/': [160, 320, 480],
  'images/developer.svg': [200, 400, 600],
};

const QUALITY = 80;
const VIRTUAL_ID = 'virtual:artwork';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/** 'images/plants/zz-plant.svg', 400 -> 'images/plants/zz-plant-400.webp' */
export function rasterPath(svgPath, width) {
  return svgPath.replace(/\.svg$/, `-${width}.webp`);
}

function listSvgs(publicDir, only) {
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.svg'))
        found.push(relative(publicDir, full).split('\\').join('/'));
    }
  };
  walk(publicDir);
  const manifest = {};
  for (const path of found.sort()) {
    const key = Object.keys(ARTWORK_WIDTHS).find((prefix) =>
      prefix.endsWith('/') ? path.startsWith(prefix) : path === prefix,
    );
    if (key && (!only || only.includes(path))) manifest[path] = ARTWORK_WIDTHS[key];
  }
  return manifest;
}

/**
 * @param {{ root: string, only?: string[] }} options `only`: the pictures to make (default: all
 *   listed in ARTWORK_WIDTHS); the bench's floor app makes just the hero's first picture.
 * @returns {import('vite').Plugin}
 */
export function rasterArtwork({ root, only } = {}) {
  const publicDir = join(root, 'public');
  const cacheDir = join(root, 'node_modules', '.cache', 'leafy-artwork');
  const manifest = listSvgs(publicDir, only);
  let sharp;
  let baseUrl = '/';

  /** The WebP of `svgPath` at `width`, from the cache or encoded now. */
  async function encode(svgPath, width) {
    const svg = readFileSync(join(publicDir, svgPath));
    return cachedByContent({
      cacheDir,
      inputs: [svg, `${width}:${QUALITY}`],
      extension: 'webp',
      render: async () => {
        sharp ??= (await import('sharp')).default;
        return sharp(svg, { density: densityFor(svg, width, 1) })
          .resize(width)
          .webp({ quality: QUALITY, effort: 4 })
          .toBuffer();
      },
    });
  }

  /**
   * What a `<link rel="preload" as="image">` needs to fetch the very file an <img> of `svgPath`
   * picks (src/ui/lib/artwork.ts writes its srcset the same way), or null for a picture with no
   * raster copies.
   */
  function preloadSources(svgPath, base) {
    const path = svgPath.replace(/^\/+/, '');
    // plants.json names the path: 'constructor' must be a file, not Object.prototype's.
    if (!Object.hasOwn(manifest, path)) return null;
    const widths = manifest[path];
    const url = (width) => `${base.replace(/\/$/, '')}/${rasterPath(path, width)}`;
    return {
      href: url(widths[1] ?? widths[0]),
      type: 'image/webp',
      imagesrcset: widths.map((width) => `${url(width)} ${width}w`).join(', '),
    };
  }

  return {
    name: 'leafy:raster-artwork',
    // For the route preload (vite.config.ts), which preloads a page's first picture.
    api: { preloadSources },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      return `export const ARTWORK = ${JSON.stringify(manifest)};\n`;
    },
    // index.html's `<link rel="preload" as="image" href="/images/….svg" imagesizes="…">` for a
    // picture made in raster: the WebP srcset instead, so it fetches the very file the <img> picks.
    transformIndexHtml: {
      order: 'pre',
      handler(html, { server }) {
        const base = server?.config.base ?? baseUrl;
        return html.replace(/<link\b[^>]*\brel="preload"[^>]*>/g, (tag) => {
          const href = /\bhref="([^"]+)"/.exec(tag)?.[1] ?? '';
          const sources = preloadSources(href, base);
          if (!sources) return tag;
          return tag
            .replace(`href="${href}"`, `href="${sources.href}"`)
            .replace(/\s*\/?>$/, ` type="${sources.type}" imagesrcset="${sources.imagesrcset}" />`);
        });
      },
    },
    configResolved(config) {
      baseUrl = config.base;
    },
    configureServer(server) {
      const wanted = new Map(
        Object.entries(manifest).flatMap(([path, widths]) =>
          widths.map((width) => [`/${rasterPath(path, width)}`, [path, width]]),
        ),
      );
      server.middlewares.use(async (req, res, next) => {
        const base = server.config.base.replace(/\/$/, '');
        const pathname = (req.url ?? '').split('?')[0].slice(base.length);
        const target = wanted.get(pathname);
        if (!target) return next();
        try {
          const body = await encode(...target);
          res.setHeader('Content-Type', 'image/webp');
          res.end(body);
        } catch (error) {
          next(error);
        }
      });
    },
    async generateBundle() {
      const jobs = Object.entries(manifest).flatMap(([path, widths]) =>
        widths.map((width) => [path, width]),
      );
      // Two at a time: sharp is multi-threaded already, and the machine may be shared.
      for (let index = 0; index < jobs.length; index += 2) {
        const pair = jobs.slice(index, index + 2);
        const bodies = await Promise.all(pair.map(([path, width]) => encode(path, width)));
        pair.forEach(([path, width], at) =>
          this.emitFile({ type: 'asset', fileName: rasterPath(path, width), source: bodies[at] }),
        );
      }
    },
  };
}
