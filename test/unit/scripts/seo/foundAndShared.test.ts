// The build's step for search engines and link previews (scripts/seo/foundAndShared.mjs): the
// head it writes into index.html, the sitemap, robots.txt and the social card it adds to the
// build, and the site's origin it takes from VITE_SITE_ORIGIN.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { foundAndShared, withPageHead } from '../../../../scripts/seo/foundAndShared.mjs';
import { headHtml, shellHeadHtml } from '@/ui/lib/seo/headHtml';
import { SEO_FOR_THE_BUILD } from '@/ui/lib/seo/seoForTheBuild';
import { robotsTxt, sitemapXml } from '@/ui/lib/seo/siteFiles';
import { SOCIAL_CARD } from '@/ui/lib/seo/socialCard';

const ROOT = join(import.meta.dirname, '../../../..');
const ORIGIN = 'https://leafy.example';
const INDEX_HTML = readFileSync(join(ROOT, 'index.html'), 'utf8');

const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

/** The plugin's hooks, run as Vite runs them for a build of `mode` with `env`. */
async function build(
  env: Record<string, string>,
  mode = 'production',
  load: Parameters<typeof foundAndShared>[0]['load'] = async () => SEO_FOR_THE_BUILD,
) {
  const plugin = foundAndShared({ root: ROOT, load });
  const config = { root: ROOT, mode, env, resolve: { alias: [] } } as unknown as ResolvedConfig;
  await (plugin.configResolved as (config: ResolvedConfig) => Promise<void>)(config);
  const transform = plugin.transformIndexHtml as { handler: (html: string) => string };
  const emitted = new Map<string, string | Uint8Array>();
  const generate = plugin.generateBundle as unknown as (this: unknown) => Promise<void>;
  await generate.call({
    emitFile: (file: { fileName: string; source: string | Uint8Array }) =>
      emitted.set(file.fileName, file.source),
  });
  return { page: transform.handler(INDEX_HTML), emitted };
}

describe('a page’s head written into its HTML', () => {
  it('replaces what index.html holds: one title, one description, one of each tag', () => {
    const page = withPageHead(INDEX_HTML, headHtml('/plants', [], ORIGIN));
    expect(count(page, /<title>/g)).toBe(1);
    expect(page).toContain('<title>All Plants · Leafy</title>');
    expect(count(page, /<meta name="description"/g)).toBe(1);
    expect(count(page, /<link rel="canonical"/g)).toBe(1);
    expect(count(page, /property="og:title"/g)).toBe(1);
    expect(count(page, /application\/ld\+json/g)).toBe(1);
    expect(page).not.toContain('Leafy · Indoor plants delivered');
  });

  it('writes another page’s head over one already written, leaving the rest of the page', () => {
    const home = withPageHead(INDEX_HTML, shellHeadHtml(ORIGIN));
    const listing = withPageHead(home, headHtml('/plants', [], ORIGIN));
    expect(listing).toBe(withPageHead(INDEX_HTML, headHtml('/plants', [], ORIGIN)));
    expect(withPageHead(listing, shellHeadHtml(ORIGIN))).toBe(home);
    const rest = (html: string) =>
      html.replace(
        /<title>[^<]*<\/title>|<script type="application\/ld\+json">.*?<\/script>|<(meta|link)\b[^>]*>|\s+/gs,
        '',
      );
    expect(rest(listing)).toBe(rest(INDEX_HTML));
    for (const kept of [
      '<meta name="viewport"',
      '<meta name="theme-color"',
      '<link rel="manifest"',
    ])
      expect(listing).toContain(kept);
  });

  it('puts the tags right after the charset, and the structured data at the end of the head', () => {
    const page = withPageHead(INDEX_HTML, headHtml('/plants', [], ORIGIN));
    const at = (text: string) => page.indexOf(text);
    expect(at('<title>')).toBeGreaterThan(at('<meta charset="UTF-8" />'));
    expect(at('<title>')).toBeLessThan(at('<meta name="viewport"'));
    expect(at('property="og:image"')).toBeLessThan(at('<meta name="viewport"'));
    expect(at('application/ld+json')).toBeGreaterThan(at('<link rel="manifest"'));
    expect(at('application/ld+json')).toBeLessThan(at('</head>'));
  });

  it('refuses a page with no charset or no head to write into', () => {
    expect(() => withPageHead('<html><head></head></html>', '<title>x</title>')).toThrow(/charset/);
    expect(() => withPageHead('<meta charset="UTF-8">', '<title>x</title>')).toThrow(/head/);
  });
});

describe('the build', () => {
  it('writes into index.html the head it can carry at every path: home’s, with no canonical', async () => {
    const { page } = await build({ VITE_SITE_ORIGIN: ORIGIN });
    expect(page).toBe(withPageHead(INDEX_HTML, shellHeadHtml(ORIGIN)));
    expect(page).toContain('<title>Leafy · Indoor plants delivered</title>');
    expect(page).toContain(
      `<meta property="og:image" content="${ORIGIN}/images/social-card.jpg" />`,
    );
    expect(page).not.toContain('rel="canonical"');
  });

  it('adds sitemap.xml and robots.txt on the configured origin', async () => {
    const { emitted } = await build({ VITE_SITE_ORIGIN: `${ORIGIN}/` });
    expect(emitted.get('sitemap.xml')).toBe(sitemapXml(ORIGIN));
    expect(emitted.get('robots.txt')).toBe(robotsTxt(ORIGIN));
  });

  it('adds the social card: a JPEG of 1200 × 630 where the head says it is', async () => {
    const { emitted } = await build({});
    const card = emitted.get(SOCIAL_CARD.path.slice(1)) as Uint8Array;
    const meta = await sharp(card).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
    expect([SOCIAL_CARD.width, SOCIAL_CARD.height, SOCIAL_CARD.type]).toEqual([
      1200,
      630,
      'image/jpeg',
    ]);
  });

  it('names the local preview’s origin when none is configured', async () => {
    const { emitted } = await build({});
    expect(emitted.get('robots.txt')).toContain('Sitemap: http://127.0.0.1:4173/sitemap.xml');
  });

  it('fails on a configured value that is not an origin, naming it', async () => {
    await expect(build({ VITE_SITE_ORIGIN: 'leafy.example/shop' })).rejects.toThrow(
      /VITE_SITE_ORIGIN must be the shop's origin.*leafy\.example\/shop/,
    );
  });

  it('refuses a deploy without an https origin: its links would name the deployer’s machine', async () => {
    await expect(build({}, 'deploy')).rejects.toThrow(/deploy build .* needs VITE_SITE_ORIGIN/);
    await expect(build({ VITE_SITE_ORIGIN: 'http://leafy.example' }, 'deploy')).rejects.toThrow(
      /VITE_SITE_ORIGIN/,
    );
    await expect(build({ VITE_SITE_ORIGIN: ORIGIN }, 'deploy')).resolves.toBeDefined();
  });

  it('reads the shop’s code through Vite’s module runner, its @/ imports resolved', async () => {
    const plugin = foundAndShared({ root: ROOT });
    const config = {
      root: ROOT,
      mode: 'production',
      env: { VITE_SITE_ORIGIN: ORIGIN },
      resolve: { alias: [{ find: '@', replacement: join(ROOT, 'src') }] },
    } as unknown as ResolvedConfig;
    await (plugin.configResolved as (config: ResolvedConfig) => Promise<void>)(config);
    const transform = plugin.transformIndexHtml as { handler: (html: string) => string };
    expect(transform.handler(INDEX_HTML)).toBe(withPageHead(INDEX_HTML, shellHeadHtml(ORIGIN)));
  });
});
