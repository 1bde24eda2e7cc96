import type { Graph } from 'schema-dts';
import type { Plant } from '@/modules/shared/domain/Plant';
import { pageMeta, pageMetaOf, type PageMeta } from './pageMeta';
import { structuredData } from './structuredData';

/** Everything a page's head says of it, as data: its meta, and its structured data. */
export interface PageHead extends PageMeta {
  readonly structuredData: Graph;
}

/**
 * The head of the page at `pathname`, with absolute URLs on `origin`; `catalogue` is what the
 * listing's structured data lists (ignored on every other page).
 */
export function pageHead(pathname: string, catalogue: readonly Plant[], origin: string): PageHead {
  return {
    ...pageMeta(pathname, origin),
    structuredData: structuredData(pathname, catalogue, origin),
  };
}

/**
 * The head of the HTML the host serves at any path the build made no page of its own for: home's
 * texts and card, the shop's structured data, but no canonical URL and no og:url, which would give
 * every such path home's address (a search engine would then take the listing for a copy of home).
 * The app writes the page's own head once it runs (src/ui/app/PageHead.tsx).
 */
export function shellHead(origin: string): PageHead {
  const home = pageMetaOf('home', origin);
  return {
    ...home,
    canonical: null,
    openGraph: { ...home.openGraph, url: null },
    structuredData: structuredData('/', [], origin),
  };
}
