import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { APP_ROUTES, type RouteHandle } from '@/ui/app/routes';
import { PATHS } from '@/ui/lib/paths';
import { preloadPathOf, ROUTE_TABLE, type RouteEntry } from '@/ui/lib/routeTable';

/**
 * The route table is the one source of the routes: PATHS and the build's preloads are derived
 * from it, and the router reads its paths and needs. What the router could still do on its own
 * (route a path the table does not list, split out a screen the build would not preload) is
 * checked here.
 */
const TABLE = Object.entries(ROUTE_TABLE) as Array<[string, RouteEntry]>;

interface RoutedPage {
  readonly path: string;
  readonly route: RouteObject;
  readonly handle: RouteHandle;
}

/** Every page the router shows at a path of its own (the catch-all '*' aside). */
function routedPages(routes: readonly RouteObject[], parent = '/'): RoutedPage[] {
  return routes.flatMap((route) => {
    const path = route.index
      ? parent
      : route.path === undefined
        ? parent
        : route.path.startsWith('/')
          ? route.path
          : `${parent.replace(/\/$/, '')}/${route.path}`;
    const own =
      (route.index || route.path !== undefined) && route.path !== '*'
        ? [{ path, route, handle: (route.handle ?? {}) as RouteHandle }]
        : [];
    return [...own, ...routedPages(route.children ?? [], path)];
  });
}

const ROUTED = routedPages(APP_ROUTES);

function routedAt(path: string): RoutedPage {
  const page = ROUTED.find((routed) => routed.path === path);
  if (!page) throw new Error(`the router has no route at ${path}`);
  return page;
}

describe('the route table: one source for the routes, their paths and what each preloads', () => {
  it('is what the router routes: no route the table does not list, no listed path unrouted', () => {
    const routed = ROUTED.map(({ path }) => path);
    const listed = TABLE.map(([, { path }]) => path);
    expect({
      routedNotInTheTable: routed.filter((path) => !listed.includes(path)),
      inTheTableNotRouted: listed.filter((path) => !routed.includes(path)),
      routedTwice: routed.filter((path, index) => routed.indexOf(path) !== index),
    }).toEqual({ routedNotInTheTable: [], inTheTableNotRouted: [], routedTwice: [] });
  });

  it.each(TABLE)(
    '%s: split out exactly when the table names its screen, listing plants as the table says',
    (_name, entry) => {
      const { handle } = routedAt(entry.path);
      expect({
        split: typeof handle.preload === 'function',
        catalogue: !!handle.catalogue,
      }).toEqual({ split: entry.screen !== undefined, catalogue: !!entry.catalogue });
    },
  );

  it.each(TABLE.filter(([, entry]) => entry.screen !== undefined))(
    '%s: the router loads the screen the build preloads',
    async (_name, entry) => {
      const loaded = await routedAt(entry.path).handle.preload!();
      const screen = (await import(/* @vite-ignore */ `/${entry.screen}`)) as { default: unknown };
      expect(loaded).toBe(screen.default);
    },
  );

  it('gives PATHS, by name', () => {
    expect(PATHS).toEqual(Object.fromEntries(TABLE.map(([name, { path }]) => [name, path])));
  });

  it.each(TABLE)(
    '%s: the build preloads it at a path the router matches to it',
    (_name, { path }) => {
      const preload = preloadPathOf(path);
      const prefix = preload !== path;
      expect(prefix ? `${preload}:` : preload).toBe(
        prefix ? path.slice(0, preload.length + 1) : path,
      );
      const opened = prefix ? `${preload}7` : preload;
      const matched = matchRoutes(APP_ROUTES, opened)?.at(-1)?.route;
      expect(matched).toBe(routedAt(path).route);
    },
  );

  it('refuses a parameter anywhere but at the end of a path', () => {
    expect(preloadPathOf('/plant/:plantId')).toBe('/plant/');
    expect(() => preloadPathOf('/plant/:plantId/care')).toThrow(/last segment/);
    expect(() => preloadPathOf('/plant-:plantId')).toThrow(/last segment/);
  });
});
