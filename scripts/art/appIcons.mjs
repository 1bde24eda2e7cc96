// The installed app's icons, made at build time from the logo's SVG with sharp, the
// rasteriser the artwork already uses (rasterArtwork.mjs): never drawn by hand, never committed.
// A Vite plugin: writes the PNGs that public/manifest.webmanifest names into the build, and serves
// the same files from the dev server. Encoded files are cached in node_modules/.cache by content.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cachedByContent, densityFor } from './contentCache.mjs';

/** The logo every icon is made from (public/). */
export const LOGO = 'images/logo.svg';

/** The maskable icon's square: the manifest's background colour, so the mask shows no edge. */
export const ICON_BACKGROUND = '#fafaf9';

/**
 * The icons, by file in the build. `logoShare` is the logo's width as a share of the icon's: the
 * "any" icons are the leaf itself on a transparent square; the maskable one keeps the leaf inside
 * the central circle that every mask shape keeps (80 % of the width).
 */
export const APP_ICONS = [
  { file: 'icons/icon-192.png', size: 192, purpose: 'any', logoShare: 0.9 },
  { file: 'icons/icon-512.png', size: 512, purpose: 'any', logoShare: 0.9 },
  { file: 'icons/maskable-512.png', size: 512, purpose: 'maskable', logoShare: 0.56 },
];

const VERSION = 1;

/**
 * @param {{ root: string }} options
 * @returns {import('vite').Plugin}
 */
export function appIcons({ root }) {
  const logoPath = join(root, 'public', LOGO);
  const cacheDir = join(root, 'node_modules', '.cache', 'leafy-icons');
  let sharp;

  /** The PNG of `icon`, from the cache or rendered now. */
  async function render(icon) {
    const svg = readFileSync(logoPath);
    return cachedByContent({
      cacheDir,
      inputs: [svg, JSON.stringify({ ...icon, background: ICON_BACKGROUND, VERSION })],
      extension: 'png',
      render: async () => {
        sharp ??= (await import('sharp')).default;
        const logoSize = Math.round(icon.size * icon.logoShare);
        const density = densityFor(svg, logoSize, 72);
        const logo = await sharp(svg, { density }).resize(logoSize, logoSize).png().toBuffer();
        const background =
          icon.purpose === 'maskable' ? ICON_BACKGROUND : { r: 0, g: 0, b: 0, alpha: 0 };
        return sharp({
          create: { width: icon.size, height: icon.size, channels: 4, background },
        })
          .composite([{ input: logo, gravity: 'center' }])
          .png({ compressionLevel: 9 })
          .toBuffer();
      },
    });
  }

  return {
    name: 'leafy:app-icons',
    configureServer(server) {
      const byPath = new Map(APP_ICONS.map((icon) => [`/${icon.file}`, icon]));
      server.middlewares.use(async (req, res, next) => {
        const base = server.config.base.replace(/\/$/, '');
        const icon = byPath.get((req.url ?? '').split('?')[0].slice(base.length));
        if (!icon) return next();
        try {
          const body = await render(icon);
          res.setHeader('Content-Type', 'image/png');
          res.end(body);
        } catch (error) {
          next(error);
        }
      });
    },
    async generateBundle() {
      for (const icon of APP_ICONS) {
        this.emitFile({ type: 'asset', fileName: icon.file, source: await render(icon) });
      }
    },
  };
}
