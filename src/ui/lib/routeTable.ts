// Spec section 2's routes, in one table: each route's path, its screen's module when that is a
// chunk of its own, and what the page needs before it can show. `PATHS` (./paths.ts), the router's
// routes (src/ui/app/routes.tsx) and the build's preloads (vite.config.ts) all read it, and
// test/unit/ui/lib/routeTable.test.tsx fails when the router and the table disagree. No imports but
// the picture sizes, so the build's config can read it too.
import { PLANT_CARD_SIZES, PLANT_DETAIL_SIZES } from './pictureSizes.ts';

export interface RouteEntry {
  /** The path the router matches; a `:parameter` may only end it. */
  readonly path: string;
  /**
   * The screen's module, from the repository's root, when it is split out of the first bundle:
   * the router loads it lazily and the build preloads its chunk for a page opened at this path.
   */
  readonly screen?: string;
  /** The page lists plants: plants.json is fetched with its first load. */
  readonly catalogue?: boolean;
  /**
   * The plant picture the page's first screen is painted around, preloaded by the build: the
   * first card of the listing (opened without a query, in the catalogue's order) or the plant of
   * `/plant/<id>`, drawn at `sizes` (ADR 0027).
   */
  readonly picture?: { readonly of: 'first-plant' | 'plant-by-id'; readonly sizes: string };
}

export const ROUTE_TABLE = {
  home: { path: '/', catalogue: true },
  plants: {
    path: '/plants',
    screen: 'src/ui/pages/plants/PlantsPage.tsx',
    catalogue: true,
    picture: { of: 'first-plant', sizes: PLANT_CARD_SIZES },
  },
  plant: {
    path: '/plant/:plantId',
    screen: 'src/ui/pages/plant/PlantDetailPage.tsx',
    catalogue: true,
    picture: { of: 'plant-by-id', sizes: PLANT_DETAIL_SIZES },
  },
  cart: { path: '/cart', screen: 'src/ui/pages/cart/CartPage.tsx' },
  profile: { path: '/profile', screen: 'src/ui/pages/profile/ProfilePage.tsx' },
  login: { path: '/login', screen: 'src/ui/pages/login/LoginPage.tsx' },
  signup: { path: '/signup', screen: 'src/ui/pages/signup/SignUpPage.tsx' },
} as const satisfies Record<string, RouteEntry>;

export type RouteName = keyof typeof ROUTE_TABLE;

/** The routes whose screen is a chunk of its own. */
export type SplitRouteName = {
  [Name in RouteName]: (typeof ROUTE_TABLE)[Name] extends { screen: string } ? Name : never;
}[RouteName];

/**
 * The path the build's preload matches a page against: the route's own path, or, for a path
 * ending in a parameter, what comes before it, as a prefix (`/plant/:plantId` is `/plant/`).
 */
export function preloadPathOf(path: string): string {
  const parameter = path.indexOf(':');
  if (parameter === -1) return path;
  if (!path.endsWith('/', parameter) || path.indexOf('/', parameter) !== -1)
    throw new Error(`route table: only a path's last segment may be a parameter: ${path}`);
  return path.slice(0, parameter);
}
