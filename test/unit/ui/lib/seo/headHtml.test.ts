// @vitest-environment jsdom
// A page's head as the HTML the build writes into <head>: read back by an HTML parser, it says
// exactly what the data says, whatever a plant's name or description holds.
import { describe, expect, it } from 'vitest';
import { escapeHtml, headHtml, shellHeadHtml } from '@/ui/lib/seo/headHtml';
import { pageHead, shellHead } from '@/ui/lib/seo/pageHead';
import { aPlant } from '@test/support/plants';

const ORIGIN = 'https://leafy.example';

/** The head as a browser (or a crawler) reads it. */
function parsed(head: string) {
  const document = new DOMParser().parseFromString(
    `<!doctype html><html><head>${head}</head><body></body></html>`,
    'text/html',
  );
  const content = (selector: string) =>
    document.head.querySelector(selector)?.getAttribute('content');
  return {
    document,
    title: document.title,
    description: content('meta[name="description"]'),
    robots: content('meta[name="robots"]') ?? null,
    canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    og: Object.fromEntries(
      [...document.head.querySelectorAll('meta[property^="og:"]')].map((meta) => [
        meta.getAttribute('property'),
        meta.getAttribute('content'),
      ]),
    ),
    twitter: Object.fromEntries(
      [...document.head.querySelectorAll('meta[name^="twitter:"]')].map((meta) => [
        meta.getAttribute('name'),
        meta.getAttribute('content'),
      ]),
    ),
    scripts: [...document.querySelectorAll('script')],
    bodyChildren: document.body.children.length,
  };
}

describe('the head as HTML', () => {
  it('says what the page’s head says: title, description, canonical link, Open Graph, X’s card', () => {
    const head = parsed(headHtml('/plants', [], ORIGIN));
    const data = pageHead('/plants', [], ORIGIN);
    expect(head).toMatchObject({
      title: 'All Plants · Leafy',
      description: data.description,
      robots: null,
      canonical: `${ORIGIN}/plants`,
      og: {
        'og:type': 'website',
        'og:site_name': 'Leafy',
        'og:locale': 'en_US',
        'og:title': 'All Plants · Leafy',
        'og:description': data.description,
        'og:url': `${ORIGIN}/plants`,
        'og:image': `${ORIGIN}/images/social-card.jpg`,
        'og:image:type': 'image/jpeg',
        'og:image:width': '1200',
        'og:image:height': '630',
        'og:image:alt': data.openGraph.image.alt,
      },
      twitter: {
        'twitter:card': 'summary_large_image',
        'twitter:image:alt': data.twitter.imageAlt,
      },
    });
  });

  it('for the 404 page: noindex, no canonical link, no og:url', () => {
    const head = parsed(headHtml('/no-such-page', [], ORIGIN));
    expect(head).toMatchObject({
      title: 'Page not found · Leafy',
      robots: 'noindex',
      canonical: null,
    });
    expect(head.og['og:url']).toBeUndefined();
  });

  it('carries the structured data in one JSON-LD script that reads back as the data', () => {
    const catalogue = [aPlant({ plantId: 1 }), aPlant({ plantId: 2, availableStock: 0 })];
    const { scripts } = parsed(headHtml('/plants', catalogue, ORIGIN));
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.type).toBe('application/ld+json');
    expect(JSON.parse(scripts[0]!.textContent!)).toEqual(
      pageHead('/plants', catalogue, ORIGIN).structuredData,
    );
  });

  it('keeps a hostile plant’s name and description text: nothing ends the script or a tag', () => {
    const name = 'Fern </script><script>alert(1)</script> "quoted" & <b>bold</b> <!--';
    const description = '"/><meta name="robots" content="noindex"><title>x</title>&amp;';
    const catalogue = [aPlant({ plantName: name, description })];
    const head = parsed(headHtml('/plants', catalogue, ORIGIN));
    expect(head.scripts).toHaveLength(1);
    expect(head.robots).toBeNull();
    expect(head.title).toBe('All Plants · Leafy');
    expect(head.bodyChildren).toBe(0);
    const graph = JSON.parse(head.scripts[0]!.textContent!) as {
      '@graph': Array<{ itemListElement?: Array<{ item: { name: string; description: string } }> }>;
    };
    expect(graph['@graph'][2]!.itemListElement![0]!.item).toMatchObject({ name, description });
  });

  it('escapes what would end an attribute or open a tag', () => {
    expect(escapeHtml(`a & b < c > d "e"`)).toBe('a &amp; b &lt; c &gt; d &quot;e&quot;');
    const document = new DOMParser().parseFromString(
      `<meta content="${escapeHtml('x" onload="y & <z>')}">`,
      'text/html',
    );
    expect(document.querySelector('meta')!.getAttribute('content')).toBe('x" onload="y & <z>');
  });
});

describe('the head of the HTML served at any path', () => {
  it('is home’s, with no canonical link or og:url: it is served for every page', () => {
    const head = parsed(shellHeadHtml(ORIGIN));
    expect(head).toMatchObject({
      title: 'Leafy · Indoor plants delivered',
      description: pageHead('/', [], ORIGIN).description,
      robots: null,
      canonical: null,
    });
    expect(head.og['og:url']).toBeUndefined();
    expect(head.og['og:image']).toBe(`${ORIGIN}/images/social-card.jpg`);
    expect(JSON.parse(head.scripts[0]!.textContent!)).toEqual(shellHead(ORIGIN).structuredData);
  });
});
