// The shop's structured data: an Organization and a WebSite with the listing's search on every
// page, and on the listing every plant as a Product with its Offer. The types come from schema-dts
// (schema.org's vocabulary), so the shapes are checked when the code compiles; here, what the
// types cannot say: every plant is there, each with a price, a currency and its stock.
import type { Offer, Product, WithContext } from 'schema-dts';
import { describe, expect, it } from 'vitest';
import type { Plant } from '@/modules/shared/domain/Plant';
import { PRICE_CURRENCY, structuredData, jsonLdText } from '@/ui/lib/seo/structuredData';
import { aPlant, somePlants } from '@test/support/plants';

const ORIGIN = 'https://leafy.example';

type Node = Record<string, unknown> & { '@type': string };

const nodes = (pathname: string, catalogue: readonly Plant[] = []) =>
  structuredData(pathname, catalogue, ORIGIN)['@graph'] as unknown as Node[];

const itemList = (catalogue: readonly Plant[]) => {
  const list = nodes('/plants', catalogue).find((node) => node['@type'] === 'ItemList');
  if (!list) throw new Error('no ItemList');
  return list as Node & {
    numberOfItems: number;
    itemListElement: Array<{ '@type': string; position: number; item: Product & Node }>;
  };
};

describe('the structured data on every page', () => {
  it.each(['/', '/plants', '/login', '/signup', '/no-such-page'])(
    '%s: the shop as an Organization, and the site with a search for the listing',
    (path) => {
      const [organization, site, ...rest] = nodes(path);
      expect(organization).toEqual({
        '@type': 'Organization',
        '@id': `${ORIGIN}/#organization`,
        name: 'Leafy',
        url: `${ORIGIN}/`,
        logo: `${ORIGIN}/images/logo.svg`,
      });
      expect(site).toEqual({
        '@type': 'WebSite',
        '@id': `${ORIGIN}/#website`,
        name: 'Leafy',
        url: `${ORIGIN}/`,
        publisher: { '@id': `${ORIGIN}/#organization` },
        potentialAction: {
          '@type': 'SearchAction',
          target: {
            '@type': 'EntryPoint',
            urlTemplate: `${ORIGIN}/plants?q={search_term_string}`,
          },
          'query-input': 'required name=search_term_string',
        },
      });
      expect(rest.map((node) => node['@type'])).toEqual(path === '/plants' ? ['ItemList'] : []);
    },
  );

  it('is one JSON-LD graph in schema.org’s context', () => {
    expect(structuredData('/', [], ORIGIN)['@context']).toBe('https://schema.org');
  });
});

describe('the listing’s plants as Products with Offers', () => {
  const catalogue = [
    aPlant({ plantId: 3, plantName: 'Monstera', price: 2499, availableStock: 12 }),
    aPlant({ plantId: 9, plantName: 'Fern', price: 5, availableStock: 0 }),
    aPlant({ plantId: 4, plantName: 'Cactus', price: 10000, availableStock: 1 }),
  ];

  it('counts every plant, in the catalogue’s order, numbered from 1', () => {
    const list = itemList(catalogue);
    expect(list.numberOfItems).toBe(3);
    expect(list.itemListElement.map(({ position, item }) => [position, item.name])).toEqual([
      [1, 'Monstera'],
      [2, 'Fern'],
      [3, 'Cactus'],
    ]);
    expect(itemList(somePlants(28)).itemListElement).toHaveLength(28);
    expect(itemList([]).numberOfItems).toBe(0);
  });

  it('gives each Product an Offer with its price in dollars, USD and its stock', () => {
    const offers = itemList(catalogue).itemListElement.map(({ item }) => item.offers as Offer);
    expect(offers.map((offer) => [offer.price, offer.priceCurrency, offer.availability])).toEqual([
      ['24.99', 'USD', 'https://schema.org/InStock'],
      ['0.05', 'USD', 'https://schema.org/OutOfStock'],
      ['100.00', 'USD', 'https://schema.org/InStock'],
    ]);
    expect(PRICE_CURRENCY).toBe('USD');
    for (const offer of offers) expect(offer['@type']).toBe('Offer');
  });

  it('names each plant’s page, picture and id by absolute URL on the site', () => {
    const [monstera] = itemList(catalogue).itemListElement;
    expect(monstera!.item).toMatchObject({
      '@type': 'Product',
      name: 'Monstera',
      url: `${ORIGIN}/plant/3`,
      image: `${ORIGIN}/images/plants/plant-3.svg`,
      description: 'Description of plant 3.',
      sku: '3',
      productID: '3',
      brand: { '@type': 'Brand', name: 'Greenhouse Co.' },
      offers: { url: `${ORIGIN}/plant/3`, seller: { '@id': `${ORIGIN}/#organization` } },
    });
  });

  it('never names a picture on another site: the leaf mark instead, as the page shows it', () => {
    const images = ['//evil.example/p.png', 'https://evil.example/p.png', '\\\\evil.example/p.png']
      .map((image, index) => aPlant({ plantId: index + 1, image }))
      .concat(aPlant({ plantId: 9, image: '/images/plants/ok.svg' }));
    expect(itemList(images).itemListElement.map(({ item }) => item.image)).toEqual([
      // A path from the site's root, leading slashes and all, as publicAsset reads it.
      `${ORIGIN}/evil.example/p.png`,
      `${ORIGIN}/images/logo.svg`,
      `${ORIGIN}/images/logo.svg`,
      `${ORIGIN}/images/plants/ok.svg`,
    ]);
  });
});

describe('the JSON-LD text', () => {
  it('reads back as the data, and holds no "<" a name could close the script with', () => {
    const hostile = aPlant({
      plantName: '</script><script>alert(1)</script><!--',
      description: '&<>"',
    });
    const data = structuredData('/plants', [hostile], ORIGIN);
    const text = jsonLdText(data);
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual(data);
  });
});

// Checked by the compiler (npm run typecheck), never run: schema-dts refuses what schema.org's
// types do not allow, so the data above cannot drift from the vocabulary unnoticed.
export const refusedByTheTypes: Array<WithContext<Product>> = [
  // @ts-expect-error: a Product has no `cost`.
  { '@context': 'https://schema.org', '@type': 'Product', cost: '1.00' },
  {
    '@context': 'https://schema.org',
    '@type': 'Product',
    // @ts-expect-error: availability is one of schema.org's ItemAvailability values.
    offers: { '@type': 'Offer', availability: 'https://schema.org/Plenty' },
  },
];
