// @vitest-environment jsdom
// sitemap.xml lists the pages search engines may list (the page head table's), and no other;
// robots.txt lets every crawler in and names the sitemap by its absolute URL.
import { describe, expect, it } from 'vitest';
import { INDEXED_PATHS, robotsTxt, sitemapXml } from '@/ui/lib/seo/siteFiles';

const ORIGIN = 'https://leafy.example';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function locations(xml: string): string[] {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  expect(document.documentElement.namespaceURI).toBe(SITEMAP_NS);
  expect(document.documentElement.localName).toBe('urlset');
  return [...document.getElementsByTagNameNS(SITEMAP_NS, 'loc')].map((loc) => loc.textContent!);
}

describe('sitemap.xml', () => {
  it('lists home, the listing, login and sign-up by absolute URL, and nothing else', () => {
    expect(INDEXED_PATHS).toEqual(['/', '/plants', '/login', '/signup']);
    expect(locations(sitemapXml(ORIGIN))).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/plants`,
      `${ORIGIN}/login`,
      `${ORIGIN}/signup`,
    ]);
  });

  it('leaves out the pages behind sign-in and the 404 page', () => {
    const listed = locations(sitemapXml(ORIGIN)).map((url) => new URL(url).pathname);
    for (const path of ['/cart', '/profile', '/plant/1', '/plant/:plantId'])
      expect(listed).not.toContain(path);
  });

  it('is XML whatever the origin holds', () => {
    expect(locations(sitemapXml('https://a&b.example'))[0]).toBe('https://a&b.example/');
  });
});

describe('robots.txt', () => {
  it('lets every crawler read the site and names the sitemap by absolute URL', () => {
    expect(robotsTxt(ORIGIN).split('\n')).toEqual([
      'User-agent: *',
      'Allow: /',
      '',
      `Sitemap: ${ORIGIN}/sitemap.xml`,
      '',
    ]);
  });
});
