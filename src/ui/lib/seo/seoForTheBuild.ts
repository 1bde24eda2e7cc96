// What the build (scripts/seo/foundAndShared.mjs) takes from the shop's code to write each page's
// head, the sitemap, robots.txt and the social card: one module, loaded once through Vite's module
// runner, so the `@/` imports resolve as in the app.
import { headHtml, shellHeadHtml } from './headHtml';
import { robotsTxt, sitemapXml } from './siteFiles';
import { siteOriginOf } from './siteOrigin';
import { SOCIAL_CARD } from './socialCard';

export const SEO_FOR_THE_BUILD = {
  siteOriginOf,
  headHtml,
  shellHeadHtml,
  sitemapXml,
  robotsTxt,
  SOCIAL_CARD,
};

export type SeoForTheBuild = typeof SEO_FOR_THE_BUILD;
