// Types for rasterArtwork.mjs, imported by the TypeScript Vite configs.
import type { Plugin } from 'vite';

export declare const ARTWORK_WIDTHS: Readonly<Record<string, readonly number[]>>;
export declare function rasterPath(svgPath: string, width: number): string;
export declare function rasterArtwork(options: { root: string; only?: string[] }): Plugin;
