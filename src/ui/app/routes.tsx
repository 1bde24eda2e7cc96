import { Suspense } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { ServiceContainer } from '@/di/Token';
import { STORES, USE_CASES } from '@/di/tokens';
import { ProtectedRoute } from '@/ui/app/ProtectedRoute';
import { resolve } from '@/ui/di/useInjection';
import { TOAST_DURATION_MS, TOASTS_TOP_CLASS } from '@/ui/layout/layoutConstants';
import { RootLayout } from '@/ui/layout/RootLayout';
import { HomePage } from '@/ui/pages/home/HomePage';
import { lazyPage, type LazyPage } from './lazyPage';
import { PageDescription } from './PageDescription';
import { ROUTE_TABLE, type RouteEntry, type SplitRouteName } from '@/ui/lib/routeTable';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { ToastHost } from './ToastHost';
import { UpdatePrompt } from './UpdatePrompt';

/** What a route tells the shell about itself (RouteObject.handle). */
export interface RouteHandle {
  /** The page's <meta name="description">. */
  readonly description?: string;
  /** Fetches the page's chunk. */
  readonly preload?: () => Promise<unknown>;
  /** The page shows the plant catalogue: fetch it while the auth state resolves. */
  readonly catalogue?: boolean;
}

/**
 * Every screen but home is split into its own chunk, fetched when first visited: one for each route
 * the route table gives a `screen` (that module), and the page for a path no route matches.
 */
export const PAGES = {
  plants: lazyPage(() => import('@/ui/pages/plants/PlantsPage')),
  plant: lazyPage(() => import('@/ui/pages/plant/PlantDetailPage')),
  cart: lazyPage(() => import('@/ui/pages/cart/CartPage')),
  profile: lazyPage(() => import('@/ui/pages/profile/ProfilePage')),
  login: lazyPage(() => import('@/ui/pages/login/LoginPage')),
  signup: lazyPage(() => import('@/ui/pages/signup/SignUpPage')),
  notFound: lazyPage(() =>
    import('@/ui/pages/errors/NotFoundPage').then((module) => ({ default: module.NotFoundPage })),
  ),
} as const satisfies Record<SplitRouteName | 'notFound', LazyPage>;

export const DEFAULT_DESCRIPTION =
  'Leafy: healthy indoor plants, hand-picked from small nurseries and delivered to your door.';

function lazyRoute(path: string, page: LazyPage, handle: RouteHandle = {}): RouteObject {
  return {
    path,
    element: <page.Component />,
    handle: { ...handle, preload: page.preload },
  };
}

/** The route the table names, its screen split out: its path and its needs from the table. */
function tableRoute(name: SplitRouteName, handle: Pick<RouteHandle, 'description'>): RouteObject {
  const route: RouteEntry = ROUTE_TABLE[name];
  return lazyRoute(route.path, PAGES[name], {
    ...(route.catalogue && { catalogue: true }),
    ...handle,
  });
}

/**
 * Spec section 2's routes, for a declarative router (App.tsx). Home ships in
 * the first bundle; every other screen is a chunk of its own.
 *
 * The Suspense boundary sits above the layout: on the first load the page
 * appears whole, as it did with route-level lazy loading, and a navigation
 * (a transition) keeps the current page on screen until the next one's
 * chunk is there. The toasts' code is fetched once that first page is up, and
 * UpdatePrompt watches for a new version of the shop (ADR 0019).
 */
export const APP_ROUTES: RouteObject[] = [
  {
    element: (
      <Suspense fallback={null}>
        <PageDescription routes={() => APP_ROUTES} fallback={DEFAULT_DESCRIPTION} />
        <RootLayout />
        <ToastHost durationMs={TOAST_DURATION_MS} topClassName={TOASTS_TOP_CLASS} />
        <UpdatePrompt />
      </Suspense>
    ),
    children: [
      {
        element: <RouteErrorBoundary />,
        children: [
          {
            index: true,
            element: <HomePage />,
            handle: {
              ...(ROUTE_TABLE.home.catalogue && { catalogue: true }),
              description: DEFAULT_DESCRIPTION,
            } satisfies RouteHandle,
          },
          tableRoute('plants', {
            description:
              'Every indoor plant at Leafy: search by name, filter by category and care level, sort by price or rating.',
          }),
          tableRoute('login', {
            description: 'Sign in to Leafy to see plant details, your cart and your wishlist.',
          }),
          tableRoute('signup', {
            description: 'Create a Leafy account to keep a cart and a wishlist of indoor plants.',
          }),
          {
            element: <ProtectedRoute />,
            children: [
              tableRoute('plant', {
                description: 'An indoor plant at Leafy: its care level, stock and price.',
              }),
              tableRoute('cart', {
                description: 'Your Leafy cart and wishlist, kept in this browser.',
              }),
              tableRoute('profile', {
                description: 'Your Leafy account: your name and profile photo.',
              }),
            ],
          },
          lazyRoute('*', PAGES.notFound),
        ],
      },
    ],
  },
];

/**
 * Starts what the page at `pathname` needs before it can show, in parallel:
 * its chunk, the identity provider (which then restores the signed-in user
 * while the rest loads) and, for the screens listing plants, the catalogue
 * (the adapter shares one request between all callers). Resolves when the
 * chunk is there (or failed: the page's error boundary then says so).
 */
export async function prefetchRoute(pathname: string, container: ServiceContainer): Promise<void> {
  const handles = (matchRoutes(APP_ROUTES, pathname) ?? []).map(
    (match) => (match.route.handle ?? {}) as RouteHandle,
  );
  const chunks = handles.map((handle) => handle.preload?.());
  // Building the session store builds the identity provider, which starts restoring the user.
  const session = resolve(container, STORES.SessionStore).firstState();
  if (handles.some((handle) => handle.catalogue)) {
    resolve(container, USE_CASES.ListPlants)
      .execute()
      .catch(() => {});
  }
  await Promise.allSettled([...chunks, session]);
}
