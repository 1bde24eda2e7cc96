// The page head table says what each page calls itself and whether search engines may list it;
// the router decides which pages are behind sign-in. The two must agree: a page behind sign-in
// listed in the sitemap would show a crawler the sign-in form under its address.
import { isValidElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { APP_ROUTES } from '@/ui/app/routes';
import { ProtectedRoute } from '@/ui/app/ProtectedRoute';
import { PAGE_HEAD_TABLE, pageTitle } from '@/ui/lib/pageHeadTable';
import { ROUTE_TABLE, type RouteName } from '@/ui/lib/routeTable';

/** The paths the router shows, each with whether it sits behind ProtectedRoute. */
function routedPaths(routes: readonly RouteObject[], isProtected = false): Map<string, boolean> {
  const paths = new Map<string, boolean>();
  for (const route of routes) {
    const inside =
      isProtected || (isValidElement(route.element) && route.element.type === ProtectedRoute);
    const path = route.index ? '/' : route.path;
    if (path !== undefined && path !== '*') paths.set(path, inside);
    for (const [child, flag] of routedPaths(route.children ?? [], inside)) paths.set(child, flag);
  }
  return paths;
}

describe('the page head table', () => {
  it('lists for search engines exactly the pages the router shows without sign-in', () => {
    const routed = routedPaths(APP_ROUTES);
    const names = Object.keys(ROUTE_TABLE) as RouteName[];
    expect(Object.fromEntries(names.map((name) => [name, PAGE_HEAD_TABLE[name].indexed]))).toEqual(
      Object.fromEntries(names.map((name) => [name, !routed.get(ROUTE_TABLE[name].path)])),
    );
    expect(PAGE_HEAD_TABLE.notFound.indexed).toBe(false);
  });

  it('lists only pages of one fixed path: a canonical URL has no parameter', () => {
    for (const name of Object.keys(ROUTE_TABLE) as RouteName[])
      if (PAGE_HEAD_TABLE[name].indexed) expect(ROUTE_TABLE[name].path).not.toContain(':');
  });

  it('titles a page "<its title> · Leafy", and home by the shop’s own', () => {
    expect(pageTitle('All Plants')).toBe('All Plants · Leafy');
    expect(pageTitle(null)).toBe('Leafy · Indoor plants delivered');
  });
});
