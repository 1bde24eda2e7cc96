import { useEffect } from 'react';
import { matchRoutes, useLocation, type RouteObject } from 'react-router-dom';

/**
 * Keeps <meta name="description"> in step with the page: the deepest matched
 * route's `handle.description`, else `fallback` (index.html's own text).
 */
export function PageDescription({
  routes,
  fallback,
}: {
  routes: () => RouteObject[];
  fallback: string;
}) {
  const { pathname } = useLocation();
  useEffect(() => {
    const matches = matchRoutes(routes(), pathname) ?? [];
    const description =
      matches
        .map((match) => (match.route.handle as { description?: string } | undefined)?.description)
        .filter(Boolean)
        .pop() ?? fallback;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [routes, pathname, fallback]);
  return null;
}
