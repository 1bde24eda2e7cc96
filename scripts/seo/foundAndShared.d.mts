// Types for foundAndShared.mjs, imported by the TypeScript Vite config and the tests.
import type { Plugin, ResolvedConfig } from 'vite';
import type { SeoForTheBuild } from '../../src/ui/lib/seo/seoForTheBuild.ts';

export declare const SEO_MODULE: string;
export declare function withPageHead(html: string, head: string): string;
export declare function buildOrigin(
  seo: Pick<SeoForTheBuild, 'siteOriginOf'>,
  env: Record<string, string | undefined>,
  mode: string,
): string;
export declare function foundAndShared(options: {
  root: string;
  load?: (config: ResolvedConfig) => Promise<SeoForTheBuild>;
}): Plugin;
