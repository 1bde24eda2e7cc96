import { NOT_FOUND_PAGE, type PageName } from '../pageHeadTable';
import { preloadPathOf, ROUTE_TABLE, type RouteName } from '../routeTable';

const ROUTES = Object.entries(ROUTE_TABLE) as Array<[RouteName, { readonly path: string }]>;

/**
 * The page the router shows at `pathname`, by the route table: a route whose path is the same
 * (a trailing slash aside), or whose path ends in a parameter and whose start it is
 * (`/plant/:plantId` for `/plant/5`); else the page for an unknown path.
 */
export function pageNameAt(pathname: string): PageName {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  for (const [name, route] of ROUTES) {
    const matched = preloadPathOf(route.path);
    const prefix = matched !== route.path;
    if (prefix ? path.startsWith(matched) && path.length > matched.length : path === matched)
      return name;
  }
  return NOT_FOUND_PAGE;
}
