// Types for appIcons.mjs, imported by the TypeScript Vite config and the tests.
import type { Plugin } from 'vite';

export interface AppIcon {
  readonly file: string;
  readonly size: number;
  readonly purpose: 'any' | 'maskable';
  readonly logoShare: number;
}

export declare const LOGO: string;
export declare const ICON_BACKGROUND: string;
export declare const APP_ICONS: readonly AppIcon[];
export declare function appIcons(options: { root: string }): Plugin;
