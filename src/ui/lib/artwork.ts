import { ARTWORK } from 'virtual:artwork';
import { publicAsset } from './paths';

/** An <img>'s src and, for artwork made in raster at build time, its srcset. */
export interface ArtworkSources {
  readonly src: string;
  readonly srcSet?: string;
}

/**
 * The picture at `path` (relative to public/, as plants.json names it) as <img> attributes: the
 * WebP copies made at build time (scripts/art/rasterArtwork.mjs) when there are some, since an SVG
 * is parsed and painted on the main thread and a WebP is decoded off it; the file itself
 * otherwise (a picture from elsewhere, an avatar). The caller gives `sizes`.
 */
function sourcesOf(path: string): ArtworkSources {
  const relative = path.replace(/^\/+/, '');
  // plants.json names the path: 'constructor' must be a file, not Object.prototype's.
  const widths = Object.hasOwn(ARTWORK, relative) ? ARTWORK[relative] : undefined;
  if (!widths?.length) return { src: publicAsset(path) };
  const at = (width: number) => publicAsset(relative.replace(/\.svg$/, `-${width}.webp`));
  return {
    src: at(widths[Math.min(1, widths.length - 1)] ?? widths[0]!),
    srcSet: widths.map((width) => `${at(width)} ${width}w`).join(', '),
  };
}

/**
 * Each path's sources, worked out once: a search redraws the cards in view on every answer, and
 * each picture's sources build a dozen URLs (publicAsset). Paths are the catalogue's few pictures.
 */
const known = new Map<string, ArtworkSources>();

/**
 * The picture at `path` as <img> attributes (sourcesOf), the same object for the same path.
 */
export function artworkSources(path: string): ArtworkSources {
  let sources = known.get(path);
  if (!sources) known.set(path, (sources = sourcesOf(path)));
  return sources;
}
