// The head keeps up with the page shown: as the shopper moves between pages, the description,
// canonical link, robots and Open Graph tags become the new page's (the page head table's), and a
// page without a tag loses the one the page before had. The page first opened may come with its
// head written by the build (index.html's, for any path), which the app takes over.
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createInMemoryContainer } from '@/di/inMemoryContainer';
import { InMemoryPlantCatalog } from '@/modules/plants/infrastructure/InMemoryPlantCatalog';
import { shellHeadHtml } from '@/ui/lib/seo/headHtml';
import { pageMeta } from '@/ui/lib/seo/pageMeta';
import { LOCAL_SITE_ORIGIN } from '@/ui/lib/seo/siteOrigin';
import { somePlants } from '@test/support/plants';
import { renderApp } from '@test/support/renderApp';

const ORIGIN = LOCAL_SITE_ORIGIN;

function head() {
  const all = (selector: string, attribute: string) =>
    [...document.head.querySelectorAll(selector)].map((element) => element.getAttribute(attribute));
  return {
    description: all('meta[name="description"]', 'content'),
    canonical: all('link[rel="canonical"]', 'href'),
    robots: all('meta[name="robots"]', 'content'),
    ogUrl: all('meta[property="og:url"]', 'content'),
    ogTitle: all('meta[property="og:title"]', 'content'),
    card: all('meta[name="twitter:card"]', 'content'),
  };
}

const expected = (path: string) => {
  const meta = pageMeta(path, ORIGIN);
  return {
    description: [meta.description],
    canonical: meta.canonical ? [meta.canonical] : [],
    robots: meta.robots ? [meta.robots] : [],
    ogUrl: meta.openGraph.url ? [meta.openGraph.url] : [],
    ogTitle: [meta.title],
    card: ['summary_large_image'],
  };
};

const shop = () => createInMemoryContainer({ catalog: new InMemoryPlantCatalog(somePlants(3)) });

describe('the page’s head', () => {
  beforeEach(() => {
    // What the build writes into index.html, served at every path.
    document.head.innerHTML = shellHeadHtml(ORIGIN);
  });
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('names the page opened as its canonical URL, in place of the shell’s none', async () => {
    renderApp(shop(), '/plants');
    await screen.findByRole('heading', { level: 1, name: /plants/i });
    expect(head()).toEqual(expected('/plants'));
    expect(head().canonical).toEqual([`${ORIGIN}/plants`]);
  });

  it('follows the shopper from page to page, dropping what the next page has not', async () => {
    const { router } = renderApp(shop(), '/plants');
    await screen.findByRole('heading', { level: 1, name: /plants/i });

    await act(() => router.navigate('/no-such-page'));
    await screen.findByRole('heading', { level: 1, name: /404/ });
    expect(head()).toEqual(expected('/no-such-page'));
    expect(head()).toMatchObject({ canonical: [], robots: ['noindex'], ogUrl: [] });

    await act(() => router.navigate('/signup'));
    await screen.findByRole('heading', { level: 1, name: 'Create Your Account' });
    expect(head()).toEqual(expected('/signup'));
    expect(head()).toMatchObject({ canonical: [`${ORIGIN}/signup`], robots: [] });
  });

  it('leaves one tag of each kind when the page came with two', async () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      '<link rel="canonical" href="https://elsewhere.example/" /><meta name="robots" content="noindex" />',
    );
    renderApp(shop(), '/');
    await screen.findByRole('heading', { level: 1, name: 'Leafy: indoor plants delivered' });
    expect(head()).toEqual(expected('/'));
  });
});
