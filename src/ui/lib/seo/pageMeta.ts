import {
  NOT_FOUND_PAGE,
  PAGE_HEAD_TABLE,
  pageTitle,
  SHOP_NAME,
  type PageName,
} from '../pageHeadTable';
import { ROUTE_TABLE } from '../routeTable';
import { pageNameAt } from './pageNameAt';
import { SOCIAL_CARD } from './socialCard';

/** What a page says of itself in its head, but its structured data: plain data, no markup. */
export interface PageMeta {
  readonly title: string;
  readonly description: string;
  /** Its one address for search engines; null for a page they are not to list. */
  readonly canonical: string | null;
  /** `noindex` for a page search engines are not to list; null for the others. */
  readonly robots: string | null;
  /** Open Graph's card, which Facebook, LinkedIn, Slack and most chat apps show for a link. */
  readonly openGraph: {
    readonly title: string;
    readonly description: string;
    /** Null where there is no canonical URL: the preview then keeps the address shared. */
    readonly url: string | null;
    readonly type: 'website';
    readonly siteName: string;
    readonly locale: string;
    readonly image: {
      readonly url: string;
      readonly type: string;
      readonly width: number;
      readonly height: number;
      readonly alt: string;
    };
  };
  /** X's card: the large picture; its title, text and picture X reads from Open Graph's. */
  readonly twitter: { readonly card: 'summary_large_image'; readonly imageAlt: string };
}

/**
 * The head of the page at `pathname` (a path, without its query), with absolute URLs on `origin`
 * (./siteOrigin.ts): from the page head table (../pageHeadTable.ts).
 */
export function pageMeta(pathname: string, origin: string): PageMeta {
  return pageMetaOf(pageNameAt(pathname), origin);
}

/** The head of the page `name` of the page head table. */
export function pageMetaOf(name: PageName, origin: string): PageMeta {
  const entry = PAGE_HEAD_TABLE[name];
  const title = pageTitle(entry.title);
  // An indexed page's path has no parameter (test/unit/ui/lib/pageHeadTable.test.ts).
  const canonical =
    name !== NOT_FOUND_PAGE && entry.indexed ? `${origin}${ROUTE_TABLE[name].path}` : null;
  return {
    title,
    description: entry.description,
    canonical,
    robots: entry.indexed ? null : 'noindex',
    openGraph: {
      title,
      description: entry.description,
      url: canonical,
      type: 'website',
      siteName: SHOP_NAME,
      locale: 'en_US',
      image: {
        url: `${origin}${SOCIAL_CARD.path}`,
        type: SOCIAL_CARD.type,
        width: SOCIAL_CARD.width,
        height: SOCIAL_CARD.height,
        alt: SOCIAL_CARD.alt,
      },
    },
    twitter: { card: 'summary_large_image', imageAlt: SOCIAL_CARD.alt },
  };
}
