// The installed app's icons are made from the logo at build time
// (scripts/art/appIcons.mjs), and public/manifest.webmanifest names exactly those, with what
// Chromium needs to call the shop installable.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { APP_ICONS, appIcons, LOGO } from '../../../../scripts/art/appIcons.mjs';

const ROOT = join(import.meta.dirname, '../../../..');

const IconSchema = v.object({
  src: v.pipe(v.string(), v.startsWith('/')),
  sizes: v.string(),
  type: v.string(),
  purpose: v.picklist(['any', 'maskable']),
});

const ManifestSchema = v.object({
  id: v.string(),
  name: v.pipe(v.string(), v.nonEmpty()),
  short_name: v.pipe(v.string(), v.nonEmpty(), v.maxLength(12)),
  start_url: v.literal('/'),
  scope: v.literal('/'),
  display: v.literal('standalone'),
  theme_color: v.pipe(v.string(), v.hexColor()),
  background_color: v.pipe(v.string(), v.hexColor()),
  icons: v.array(IconSchema),
});

const manifest = v.parse(
  ManifestSchema,
  JSON.parse(readFileSync(join(ROOT, 'public', 'manifest.webmanifest'), 'utf8')),
);
const indexHtml = readFileSync(join(ROOT, 'index.html'), 'utf8');

describe('the web manifest', () => {
  it('is linked by index.html, and its theme colour is the page’s', () => {
    expect(indexHtml).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(indexHtml).toContain(`<meta name="theme-color" content="${manifest.theme_color}" />`);
  });

  it('names a 192 and a 512 px PNG icon, and a maskable one: exactly the icons the build makes', () => {
    const png = manifest.icons.filter((icon) => icon.type === 'image/png');
    expect(png.map(({ src, sizes, purpose }) => ({ src, sizes, purpose }))).toEqual(
      APP_ICONS.map((icon) => ({
        src: `/${icon.file}`,
        sizes: `${icon.size}x${icon.size}`,
        purpose: icon.purpose,
      })),
    );
    expect(png.find((icon) => icon.purpose === 'any' && icon.sizes === '192x192')).toBeDefined();
    expect(png.find((icon) => icon.purpose === 'any' && icon.sizes === '512x512')).toBeDefined();
    expect(png.find((icon) => icon.purpose === 'maskable')).toBeDefined();
  });
});

describe('the app icons, made from the logo at build time', () => {
  it('are PNGs of the sizes the manifest says, the maskable one on an opaque square', async () => {
    const emitted = new Map<string, Uint8Array>();
    const plugin = appIcons({ root: ROOT });
    const generate = plugin.generateBundle as unknown as (this: unknown) => Promise<void>;
    await generate.call({
      emitFile: (file: { fileName: string; source: Uint8Array }) =>
        emitted.set(file.fileName, file.source),
    });
    expect([...emitted.keys()].sort()).toEqual(APP_ICONS.map((icon) => icon.file).sort());
    for (const icon of APP_ICONS) {
      const image = sharp(emitted.get(icon.file)!);
      const meta = await image.metadata();
      expect(meta.format).toBe('png');
      expect([meta.width, meta.height]).toEqual([icon.size, icon.size]);
      const corner = await image
        .extract({ left: 0, top: 0, width: 1, height: 1 })
        .raw()
        .ensureAlpha()
        .toBuffer();
      // "any": the leaf on a transparent square; maskable: a full-bleed square, no see-through edge.
      expect(corner[3]).toBe(icon.purpose === 'maskable' ? 255 : 0);
    }
  });

  it('start from the logo, whose leaf fits the maskable icon’s safe circle', () => {
    expect(readFileSync(join(ROOT, 'public', LOGO), 'utf8')).toMatch(/<svg[^>]*width="64"/);
    const maskable = APP_ICONS.find((icon) => icon.purpose === 'maskable')!;
    // The logo's square, corner to corner, stays inside the circle of 80 % of the width.
    expect(maskable.logoShare * Math.SQRT2).toBeLessThanOrEqual(0.8);
  });
});
