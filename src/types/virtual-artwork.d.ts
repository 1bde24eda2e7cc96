/** scripts/art/rasterArtwork.mjs: the WebP widths made at build time for each SVG in public/. */
declare module 'virtual:artwork' {
  export const ARTWORK: Readonly<Record<string, readonly number[]>>;
}
