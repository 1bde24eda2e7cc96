// What a search engine and a link preview read, made by the build (docs/adr/0044): the page's
// head in index.html (title, description, canonical link, Open Graph and X's card, the shop's
// structured data), sitemap.xml and robots.txt, and the social card's picture. The texts come from
// the shop's own code (src/ui/lib/seo/, the page head table), loaded through Vite's module runner;
// the site's origin from VITE_SITE_ORIGIN (README, "Production Firebase").
//
// index.html, which the host serves at every path without a page of its own, gets the head such
// a page can carry (shellHeadHtml: home's texts and card, no canonical URL); `withPageHead` writes
// a page's own head (headHtml) into a copy of it the same way.
import { runnerImport } from 'vite';
import { DEPLOY_MODE } from '../pagePolicy.mjs';
import { renderSocialCard } from './socialCard.mjs';

/** The module of src/ the build reads, from the project's root. */
export const SEO_MODULE = '/src/ui/lib/seo/seoForTheBuild.ts';

/** A `<script type="application/ld+json">`: structured data. */
const STRUCTURED_DATA =
  /\s*<script\b[^>]*\btype\s*=\s*"application\/ld\+json"[^>]*>[\s\S]*?<\/script\s*>/gi;

/** The tags a page head writes: any there already are taken out first, so a page has one of each. */
const HEAD_TAGS = [
  /\s*<title\b[^>]*>[\s\S]*?<\/title\s*>/gi,
  /\s*<meta\b[^>]*\b(?:name|property)\s*=\s*"(?:description|robots|og:[^"]*|twitter:[^"]*)"[^>]*>/gi,
  /\s*<link\b[^>]*\brel\s*=\s*"canonical"[^>]*>/gi,
  STRUCTURED_DATA,
];

/** The first `<meta charset=…>`: the page's head tags are written right after it. */
const CHARSET = /<meta\b[^>]*\bcharset\s*=[^>]*>/i;

/**
 * `html` with `head` (headHtml's, src/ui/lib/seo/headHtml.ts) as its head's title, description,
 * canonical link, Open Graph, X and structured data, in place of any it held. The tags go early in
 * `<head>`, after the charset and before the inline stylesheet's tens of kilobytes, as a link
 * preview's reader may read only the start of a page; the structured data (the listing's runs to
 * kilobytes) at its end, so it never delays the page's own preloads.
 * @param {string} html
 * @param {string} head
 */
export function withPageHead(html, head) {
  const cleaned = HEAD_TAGS.reduce((page, tag) => page.replace(tag, ''), html);
  const charset = CHARSET.exec(cleaned);
  const end = cleaned.search(/<\/head\s*>/i);
  if (!charset || end === -1) throw new Error('the page has no <meta charset> or no </head>');
  const data = head.match(STRUCTURED_DATA) ?? [];
  const tags = head.replace(STRUCTURED_DATA, '').trim();
  const at = charset.index + charset[0].length;
  return (
    `${cleaned.slice(0, at)}\n    ${tags.replaceAll('\n', '\n    ')}${cleaned.slice(at, end)}` +
    `${data.map((script) => `  ${script.trim()}\n  `).join('')}${cleaned.slice(end)}`
  );
}

/** The shop's code for the build, through Vite's module runner with the build's aliases. */
async function loadSeo(config) {
  const { module } = await runnerImport(SEO_MODULE, {
    configFile: false,
    root: config.root,
    logLevel: 'error',
    resolve: { alias: config.resolve.alias },
  });
  return module.SEO_FOR_THE_BUILD;
}

/**
 * The site's origin for this build: VITE_SITE_ORIGIN, checked, or the local preview's. A deploy
 * (firebase.json's predeploy) must name an https origin: it would otherwise tell search engines
 * that the shop's pages live on the deployer's own machine.
 * @param {{ siteOriginOf: (value: string | undefined) => string }} seo
 * @param {Record<string, string | undefined>} env
 * @param {string} mode
 */
export function buildOrigin(seo, env, mode) {
  const configured = env.VITE_SITE_ORIGIN?.trim() || undefined;
  const origin = seo.siteOriginOf(configured);
  if (mode === DEPLOY_MODE && (!configured || !origin.startsWith('https://')))
    throw new Error(
      `a deploy build (vite build --mode ${DEPLOY_MODE}) needs VITE_SITE_ORIGIN, the shop's https ` +
        `origin (such as https://leafy.example), in the environment or in .env.deploy.local: ` +
        `its pages' canonical links, previews and sitemap name it (docs/guides/deploy.md).`,
    );
  return origin;
}

/**
 * The Vite plugin.
 * @param {{ root: string, load?: (config: import('vite').ResolvedConfig) => Promise<import('../../src/ui/lib/seo/seoForTheBuild.ts').SeoForTheBuild> }} options
 * `load`: how the shop's code is read (tests pass it in directly).
 * @returns {import('vite').Plugin}
 */
export function foundAndShared({ root, load = loadSeo }) {
  let seo;
  let origin = '';
  return {
    name: 'leafy:found-and-shared',
    apply: 'build',
    async configResolved(config) {
      seo = await load(config);
      origin = buildOrigin(seo, config.env, config.mode);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        return withPageHead(html, seo.shellHeadHtml(origin));
      },
    },
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: seo.sitemapXml(origin) });
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: seo.robotsTxt(origin) });
      this.emitFile({
        type: 'asset',
        fileName: seo.SOCIAL_CARD.path.replace(/^\//, ''),
        source: await renderSocialCard({ root, card: seo.SOCIAL_CARD }),
      });
    },
  };
}
