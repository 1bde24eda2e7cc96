import type { ServiceContainer } from '@/di/Token';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { AppProviders } from './AppProviders';

function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * The shop in the browser: the route table (routes.tsx) in the declarative
 * <BrowserRouter>. The shop uses no loaders or actions, and the data router
 * would add some 16 kB (gzip) to the first load (README, Performance).
 */
export function App({ container, routes }: { container: ServiceContainer; routes: RouteObject[] }) {
  return (
    <AppProviders container={container}>
      <BrowserRouter>
        <AppRoutes routes={routes} />
      </BrowserRouter>
    </AppProviders>
  );
}
