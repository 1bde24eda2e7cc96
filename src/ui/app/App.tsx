import { useRoutes } from 'react-router-dom';
import type { ServiceContainer } from '@/di/Token';
import { AppProviders } from './AppProviders';
import { APP_ROUTES } from './routes';

/**
 * The shop: the route table (routes.tsx) with the container and the auth state around it. It runs
 * inside a declarative router, `<BrowserRouter>` in the page (main.tsx) and `<MemoryRouter>` in the
 * component tests: the shop uses no loaders or actions, and the data router would take the first
 * load past its budget (the figures: ADR 0012).
 */
export function App({ container }: { container: ServiceContainer }) {
  return (
    <AppProviders container={container}>
      <AppRoutes />
    </AppProviders>
  );
}

function AppRoutes() {
  return useRoutes(APP_ROUTES);
}
