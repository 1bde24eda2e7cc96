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
import { PageHead } from './PageHead';
import { ROUTE_TABLE, type RouteEntry, type SplitRouteName } from '@/ui/lib/routeTable';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { ToastHost } from './ToastHost';
import { UpdatePrompt } from './UpdatePrompt';

/**
 * What a route tells the shell about itself (RouteObject.handle). What it says in the document's
 * head is the page head table's (src/ui/lib/pageHeadTable.ts).
 */
export interface RouteHandle {
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

function lazyRoute(path: string, page: LazyPage, handle: RouteHandle = {}): RouteObject {
  return {
    path,
    element: <page.Component />,
    handle: { ...handle, preload: page.preload },
  };
}

/** The route the table names, its screen split out: its path and its needs from the table. */
function tableRoute(name: SplitRouteName): RouteObject {
  const route: RouteEntry = ROUTE_TABLE[name];
  return lazyRoute(route.path, PAGES[name], route.catalogue ? { catalogue: true } : {});
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
        <PageHead />
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
            } satisfies RouteHandle,
          },
          tableRoute('plants'),
          tableRoute('login'),
          tableRoute('signup'),
          {
            element: <ProtectedRoute />,
            children: [tableRoute('plant'), tableRoute('cart'), tableRoute('profile')],
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
