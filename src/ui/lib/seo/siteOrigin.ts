// The shop's origin, for the absolute URLs a search engine or a link preview needs (canonical
// links, Open Graph, structured data, the sitemap). It comes from the build's configuration,
// VITE_SITE_ORIGIN (README, "Production Firebase"), and without it is the origin `npm run preview`
// serves the build on, so a local build's links point at that local copy.
import { parseUrl } from '@/modules/shared/domain/parseUrl';

/** The origin `npm run preview` (scripts/hosting.mjs) serves the build on. */
export const LOCAL_SITE_ORIGIN = 'http://127.0.0.1:4173';

/**
 * The site's origin from the configured value: `LOCAL_SITE_ORIGIN` when unset or blank. Throws,
 * naming the value, unless it is an http(s) origin with no path, query or credentials: the build
 * calls it first, so a mistyped value fails the build instead of shipping broken links.
 */
export function siteOriginOf(configured: string | undefined): string {
  const value = configured?.trim() ?? '';
  if (value === '') return LOCAL_SITE_ORIGIN;
  const url = parseUrl(value);
  const bare =
    url !== null &&
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    url.username === '' &&
    url.password === '' &&
    url.pathname === '/' &&
    url.search === '' &&
    url.hash === '' &&
    !value.endsWith('?') &&
    !value.endsWith('#');
  if (!bare)
    throw new Error(
      `VITE_SITE_ORIGIN must be the shop's origin, such as https://leafy.example, not ${JSON.stringify(value)}`,
    );
  return url.origin;
}
