// The shop as schema.org describes it, as JSON-LD: what a search engine reads for its results
// (the shop's name and logo, a search box, the plants with their price and stock). Typed by
// schema-dts against schema.org's vocabulary, so a misspelt property or a wrong value type fails
// the type check.
import type {
  Graph,
  ItemList,
  Offer,
  Organization,
  Product,
  SearchAction,
  Thing,
  WebSite,
  WithActionConstraints,
} from 'schema-dts';
import { decimalDollars } from '@/modules/shared/domain/Money';
import { parseUrl } from '@/modules/shared/domain/parseUrl';
import type { Plant } from '@/modules/shared/domain/Plant';
import { isOutOfStock } from '@/modules/shared/domain/stockRules';
import { SHOP_NAME } from '../pageHeadTable';
import { PATHS, PLANT_SEARCH_KEY, plantPath, STOCK_PICTURE_PATH } from '../paths';
import { pageNameAt } from './pageNameAt';

/** The currency of every price in the shop (formatMoney writes US dollars). */
export const PRICE_CURRENCY = 'USD';

/** The name schema.org's SearchAction gives the searched words in its URL template. */
const SEARCH_TERM = 'search_term_string';

const organizationId = (origin: string) => `${origin}/#organization`;

/**
 * The URL of a file of the site at `path` (as plants.json gives a picture), or of the shop's leaf
 * mark when the path would leave the site: the same rule as the page's own pictures
 * (publicAsset, ../paths.ts).
 */
function siteFileUrl(path: string, origin: string): string {
  const url = parseUrl(path.replace(/^\/+/, ''), `${origin}/`);
  return url !== null && url.origin === origin && !url.pathname.startsWith('//')
    ? url.href
    : `${origin}/${STOCK_PICTURE_PATH}`;
}

export function organization(origin: string): Organization {
  return {
    '@type': 'Organization',
    '@id': organizationId(origin),
    name: SHOP_NAME,
    url: `${origin}/`,
    logo: `${origin}/${STOCK_PICTURE_PATH}`,
  };
}

/** The site, with the search box a search engine may show for it: the listing's own search. */
export function webSite(origin: string): WebSite {
  const search: WithActionConstraints<SearchAction> = {
    '@type': 'SearchAction',
    target: {
      '@type': 'EntryPoint',
      urlTemplate: `${origin}${PATHS.plants}?${PLANT_SEARCH_KEY}={${SEARCH_TERM}}`,
    },
    'query-input': `required name=${SEARCH_TERM}`,
  };
  return {
    '@type': 'WebSite',
    '@id': `${origin}/#website`,
    name: SHOP_NAME,
    url: `${origin}/`,
    publisher: { '@id': organizationId(origin) },
    potentialAction: search,
  };
}

/** A plant for sale: its price in dollars and whether it can be bought now. */
export function plantProduct(plant: Plant, origin: string): Product {
  const url = `${origin}${plantPath(plant.plantId)}`;
  const offer: Offer = {
    '@type': 'Offer',
    url,
    price: decimalDollars(plant.price),
    priceCurrency: PRICE_CURRENCY,
    availability: isOutOfStock(plant)
      ? 'https://schema.org/OutOfStock'
      : 'https://schema.org/InStock',
    seller: { '@id': organizationId(origin) },
  };
  return {
    '@type': 'Product',
    name: plant.plantName,
    image: siteFileUrl(plant.image, origin),
    description: plant.description,
    url,
    sku: String(plant.plantId),
    productID: String(plant.plantId),
    category: plant.category,
    brand: { '@type': 'Brand', name: plant.providerName },
    offers: offer,
  };
}

/** The listing: every plant of the catalogue, in its order. */
export function plantItemList(catalogue: readonly Plant[], origin: string): ItemList {
  return {
    '@type': 'ItemList',
    url: `${origin}${PATHS.plants}`,
    numberOfItems: catalogue.length,
    itemListElement: catalogue.map((plant, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: plantProduct(plant, origin),
    })),
  };
}

/**
 * The structured data of the page at `pathname`: the shop and its site on every page, and on the
 * listing the plants of `catalogue`.
 */
export function structuredData(
  pathname: string,
  catalogue: readonly Plant[],
  origin: string,
): Graph {
  const things: Thing[] = [organization(origin), webSite(origin)];
  if (pageNameAt(pathname) === 'plants') things.push(plantItemList(catalogue, origin));
  return { '@context': 'https://schema.org', '@graph': things };
}

/**
 * `data` as the text of a `<script type="application/ld+json">`: JSON with every `<` escaped
 * (`\u003c`), so no text in it (a plant's name) can close the element or open a comment.
 */
export function jsonLdText(data: Graph): string {
  return JSON.stringify(data).replaceAll('<', '\\u003c');
}
