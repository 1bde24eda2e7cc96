import { PAGE_HEAD_TABLE } from '../pageHeadTable';
import { ROUTE_TABLE, type RouteName } from '../routeTable';
import { escapeHtml } from './headHtml';

/** The pages search engines may list (the page head table's `indexed`), by path, in its order. */
export const INDEXED_PATHS: readonly string[] = (Object.keys(ROUTE_TABLE) as RouteName[])
  .filter((name) => PAGE_HEAD_TABLE[name].indexed)
  .map((name) => ROUTE_TABLE[name].path);

/** sitemap.xml: the indexed pages, by absolute URL on `origin` (sitemaps.org's protocol). */
export function sitemapXml(origin: string): string {
  const urls = INDEXED_PATHS.map((path) => `  <url><loc>${escapeHtml(origin + path)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * robots.txt: every crawler may read the whole site, and the sitemap is named by its absolute
 * URL, as the protocol asks.
 */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
