import type { PlantId } from '@/modules/shared/domain/Plant';
import { normaliseSearchInput } from '@/modules/plants/domain/PlantQuery';
import { parseUrl } from '@/modules/shared/domain/parseUrl';
import { ROUTE_TABLE } from './routeTable';

/** Spec section 2: the routes' paths, by name, as the route table (./routeTable.ts) gives them. */
export const PATHS = pathsOf(ROUTE_TABLE);

function pathsOf<Table extends Record<string, { readonly path: string }>>(
  table: Table,
): { readonly [Name in keyof Table]: Table[Name]['path'] } {
  return Object.fromEntries(Object.entries(table).map(([name, { path }]) => [name, path])) as {
    readonly [Name in keyof Table]: Table[Name]['path'];
  };
}

export function plantPath(plantId: PlantId): string {
  return `/plant/${plantId}`;
}

/** The listing's URL key for its search (the listing's whole query: pages/plants/plantQueryUrl.ts). */
export const PLANT_SEARCH_KEY = 'q';

/**
 * The listing with this search and nothing else, as a link: where Did you mean, a word the shop
 * suggests and any search box outside the listing go.
 */
export function plantsSearchPath(search: string): string {
  const words = normaliseSearchInput(search);
  if (words === '') return PATHS.plants;
  return `${PATHS.plants}?${new URLSearchParams([[PLANT_SEARCH_KEY, words]]).toString()}`;
}

/** The picture shown in place of one whose path would leave the site: the shop's leaf mark. */
export const STOCK_PICTURE_PATH = 'images/logo.svg';

/**
 * A site-relative URL for a file in public/ (images, plants.json), honouring Vite's base. The path
 * (relative to the base, leading slashes or not) is resolved as the browser would resolve it, and
 * only a URL on the shop's own origin is kept: a stored path such as '\\evil.example/p.png' or
 * './/evil.example/p.png' names another host, and gets the stock picture instead (docs/security.md, threat 18). The
 * result is a path that the browser reads back as that same URL.
 */
export function publicAsset(path: string): string {
  // Any origin does: what matters is whether the path stays on it. BASE_URL is a path ('/').
  const base = new URL(import.meta.env.BASE_URL, 'https://in-app.invalid');
  const url = parseUrl(path.replace(/^\/+/, ''), base);
  // A blob: URL has the origin of the URL inside it, and keeps its scheme: same origin, yet absolute.
  const onThisSite =
    url !== null &&
    url.protocol === base.protocol &&
    url.origin === base.origin &&
    url.pathname.startsWith('/') &&
    !url.pathname.startsWith('//');
  return onThisSite ? `${url.pathname}${url.search}${url.hash}` : publicAsset(STOCK_PICTURE_PATH);
}
