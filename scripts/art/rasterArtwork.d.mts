// Types for rasterArtwork.mjs, imported by the TypeScript Vite configs.
import type { Plugin } from 'vite';

export declare const ARTWORK_WIDTHS: Readonly<Record<string, readonly number[]>>;
export declare function rasterPath(svgPath: string, width: number): string;
/** The attributes of a `<link rel="preload" as="image">` that fetches the file an <img> picks. */
export interface PreloadSources {
  readonly href: string;
  readonly type: string;
  readonly imagesrcset: string;
}
export interface RasterArtworkApi {
  preloadSources(svgPath: string, base: string): PreloadSources | null;
}
export declare function rasterArtwork(options: {
  root: string;
  only?: string[];
}): Plugin<RasterArtworkApi>;
