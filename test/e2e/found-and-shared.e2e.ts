// Journey: what a search engine and a link preview get from the built shop. robots.txt names the
// sitemap, which lists the public pages; the HTML carries the shop's card (Open Graph, X) and its
// structured data before any script runs, the card's picture a 1200 × 630 JPEG of the build; and
// in the browser each page names itself: its canonical URL, or noindex on the 404 page.
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './support/test';

/** The site's origin the build names (VITE_SITE_ORIGIN, or the local preview's). */
async function builtOrigin(page: Page): Promise<string> {
  const robots = await (await page.request.get('/robots.txt')).text();
  const sitemap = /^Sitemap: (\S+)\/sitemap\.xml$/m.exec(robots);
  expect(sitemap, robots).not.toBeNull();
  return sitemap![1]!;
}

const headOf = (page: Page) =>
  page.evaluate(() => ({
    title: document.title,
    canonical: [...document.querySelectorAll('link[rel="canonical"]')].map((link) =>
      link.getAttribute('href'),
    ),
    robots: [...document.querySelectorAll('meta[name="robots"]')].map((meta) =>
      meta.getAttribute('content'),
    ),
  }));

test.describe('found and shared', () => {
  test('robots.txt lets crawlers in and names the sitemap, which lists the public pages', async ({
    page,
  }) => {
    const origin = await builtOrigin(page);
    const robots = await page.request.get('/robots.txt');
    expect(await robots.text()).toMatch(/^User-agent: \*\nAllow: \/\n/);
    const sitemap = await page.request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    const locations = [...(await sitemap.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map(
      ([, url]) => url,
    );
    expect(locations).toEqual(['/', '/plants', '/login', '/signup'].map((path) => origin + path));
  });

  test('the HTML carries the shop’s card and structured data before any script runs', async ({
    page,
  }) => {
    const origin = await builtOrigin(page);
    const html = await (await page.request.get('/')).text();
    const meta = (key: string) =>
      new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
    expect(meta('og:title')).toBe('Leafy · Indoor plants delivered');
    expect(meta('og:site_name')).toBe('Leafy');
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(meta('og:image')).toBe(`${origin}/images/social-card.jpg`);
    expect([meta('og:image:width'), meta('og:image:height')]).toEqual(['1200', '630']);
    const graph = JSON.parse(
      /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)![1]!,
    ) as { '@graph': Array<{ '@type': string }> };
    expect(graph['@graph'].map((node) => node['@type'])).toEqual(['Organization', 'WebSite']);

    const card = await page.request.get('/images/social-card.jpg');
    expect(card.headers()['content-type']).toBe('image/jpeg');
    const size = await sharp(await card.body()).metadata();
    expect([size.format, size.width, size.height]).toEqual(['jpeg', 1200, 630]);
  });

  test('in the browser each page names itself: its canonical URL, or noindex', async ({ shop }) => {
    const page = await shop.open();
    const origin = await builtOrigin(page);
    const listing = { title: 'All Plants · Leafy', canonical: [`${origin}/plants`], robots: [] };
    const notFound = { title: 'Page not found · Leafy', canonical: [], robots: ['noindex'] };

    await page.goto('/plants?q=fern');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => headOf(page)).toEqual(listing);

    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: /404/ })).toBeVisible();
    await expect.poll(() => headOf(page)).toEqual(notFound);

    await page.getByRole('link', { name: 'Browse Plants' }).click();
    await expect.poll(() => headOf(page)).toEqual(listing);
  });
});
