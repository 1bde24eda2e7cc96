// The picture a link preview shows (Open Graph, X's large card): the shop's leaf and name on a
// panel over the home page's first hero scene, made at build time with sharp from the artwork in
// public/images, as the app's icons are (../art/appIcons.mjs). The name is drawn as strokes, not
// set in a font: the build machine's fonts would change the picture from one machine to the next,
// and the shop ships no font (docs/assets.md). Cached in node_modules/.cache by what it is made of.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cachedByContent } from '../art/contentCache.mjs';

/** The scene behind the name, and the leaf beside it (public/). */
export const SOCIAL_CARD_SCENE = 'images/hero/hero-1.svg';
export const SOCIAL_CARD_LOGO = 'images/logo.svg';

/** The shop's colours (src/index.css's brand scale): the name in brand-900, on stone-50. */
const INK = '#14532d';
const PANEL = '#fafaf9';

/**
 * "Leafy" in single strokes, on a grid where the baseline is at 150, the small letters' tops at
 * 50, the capital's at 0 and the y's tail at 200.
 */
const WORDMARK = {
  width: 590,
  height: 220,
  strokes: [
    'M10 0V150H85', // L
    'M110 100H210A50 50 0 1 0 195.4 135.4', // e
    'M340 100A50 50 0 1 0 240 100A50 50 0 1 0 340 100M340 50V150', // a
    'M405 150V45A35 35 0 0 1 440 10H458M380 55H440', // f
    'M480 50L527 148M572 50L510 200', // y
  ],
};

const VERSION = 1;

/** The inside of an SVG file: what lies between its <svg> and </svg>, its <title> left out. */
function svgBody(svg) {
  return svg
    .replace(/^[\s\S]*?<svg\b[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '')
    .replace(/<title>[\s\S]*?<\/title>/, '');
}

/** The panel with the leaf and the name, centred on a transparent layer of the card's size. */
function overlaySvg({ width, height }, logoSvg) {
  const logoSize = 150;
  const scale = 0.75;
  const padding = 40;
  const gap = 30;
  const panelWidth = padding + logoSize + gap + WORDMARK.width * scale + padding;
  const panelHeight = padding + Math.max(logoSize, WORDMARK.height * scale) + padding;
  const x = (width - panelWidth) / 2;
  const y = (height - panelHeight) / 2;
  const wordX = x + padding + logoSize + gap;
  const wordY = y + padding + (logoSize - 150 * scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<rect x="${x}" y="${y}" width="${panelWidth}" height="${panelHeight}" rx="32" fill="${PANEL}" fill-opacity="0.94"/>
<svg x="${x + padding}" y="${y + padding}" width="${logoSize}" height="${logoSize}" viewBox="0 0 64 64">${svgBody(logoSvg)}</svg>
<g transform="translate(${wordX} ${wordY}) scale(${scale})" fill="none" stroke="${INK}" stroke-width="22" stroke-linecap="round" stroke-linejoin="round">
${WORDMARK.strokes.map((d) => `<path d="${d}"/>`).join('\n')}
</g>
</svg>`;
}

/**
 * The card as a JPEG of `card.width` × `card.height` (src/ui/lib/seo/socialCard.ts): the scene
 * cropped to it from the middle, the panel over it.
 * @param {{ root: string, card: { width: number, height: number }, cacheDir?: string }} options
 * `cacheDir`: where made cards are kept (node_modules/.cache/leafy-social-card).
 * @returns {Promise<Buffer>}
 */
export async function renderSocialCard({
  root,
  card,
  cacheDir = join(root, 'node_modules', '.cache', 'leafy-social-card'),
}) {
  const scene = readFileSync(join(root, 'public', SOCIAL_CARD_SCENE));
  const logo = readFileSync(join(root, 'public', SOCIAL_CARD_LOGO));
  return cachedByContent({
    cacheDir,
    inputs: [scene, logo, JSON.stringify({ card, WORDMARK, INK, PANEL, VERSION })],
    extension: 'jpg',
    render: async () => {
      const { default: sharp } = await import('sharp');
      const overlay = Buffer.from(overlaySvg(card, logo.toString('utf8')));
      return sharp(scene, { density: 72 * 2 })
        .resize(card.width, card.height, { fit: 'cover', position: 'centre' })
        .composite([{ input: overlay, top: 0, left: 0 }])
        .flatten({ background: PANEL })
        .jpeg({ quality: 82, mozjpeg: true })
        .toBuffer();
    },
  });
}
