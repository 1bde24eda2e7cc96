// What each page says of itself in the document's head: its title and description, and whether a
// search engine may list it. One table, beside the route table (./routeTable.ts) and keyed by its
// names, plus the page for a path no route matches: the pages' tab titles (usePageTitle), the
// description the shell keeps in step (src/ui/app/PageHead.tsx) and the head the build writes
// (./seo/headHtml.ts) all read it. No imports but the route table's names, so the build's config
// can read it too.
import type { RouteName } from './routeTable';

export const SHOP_NAME = 'Leafy';

/** Home's title: the shop's name and what it does. */
const HOME_TITLE = `${SHOP_NAME} · Indoor plants delivered`;

export const DEFAULT_DESCRIPTION =
  'Leafy: healthy indoor plants, hand-picked from small nurseries and delivered to your door.';

export interface PageHeadEntry {
  /** The page's own title, before the shop's name; null: the shop's own title (home). */
  readonly title: string | null;
  /** The page's <meta name="description">. */
  readonly description: string;
  /**
   * Listed by search engines: in the sitemap, with a canonical URL. A page behind sign-in shows a
   * crawler only the sign-in form, and the page for an unknown path is nothing to list.
   */
  readonly indexed: boolean;
}

/** The page shown for a path no route matches (spec section 2's 404). */
export const NOT_FOUND_PAGE = 'notFound';

export type PageName = RouteName | typeof NOT_FOUND_PAGE;

export const PAGE_HEAD_TABLE = {
  home: { title: null, description: DEFAULT_DESCRIPTION, indexed: true },
  plants: {
    title: 'All Plants',
    description:
      'Every indoor plant at Leafy: search by name, filter by category and care level, sort by price or rating.',
    indexed: true,
  },
  plant: {
    title: 'Plant details',
    description: 'An indoor plant at Leafy: its care level, stock and price.',
    indexed: false,
  },
  cart: {
    title: 'My Cart',
    description: 'Your Leafy cart and wishlist, kept in this browser.',
    indexed: false,
  },
  profile: {
    title: 'My Profile',
    description: 'Your Leafy account: your name and profile photo.',
    indexed: false,
  },
  login: {
    title: 'Login',
    description: 'Sign in to Leafy to see plant details, your cart and your wishlist.',
    indexed: true,
  },
  signup: {
    title: 'Sign Up',
    description: 'Create a Leafy account to keep a cart and a wishlist of indoor plants.',
    indexed: true,
  },
  [NOT_FOUND_PAGE]: { title: 'Page not found', description: DEFAULT_DESCRIPTION, indexed: false },
} as const satisfies Record<PageName, PageHeadEntry>;

/** The document's title for a page's own title: "All Plants · Leafy", or home's for none. */
export function pageTitle(title: string | null): string {
  return title ? `${title} · ${SHOP_NAME}` : HOME_TITLE;
}
