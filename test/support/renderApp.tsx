import { render, type RenderResult } from '@testing-library/react';
import type { Container } from 'inversify';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '@/ui/app/AppProviders';
import { appRoutes } from '@/ui/app/routes';

export interface RenderedApp extends RenderResult {
  readonly router: ReturnType<typeof createMemoryRouter>;
}

/**
 * Renders the whole shop at `path` with the given container, the way
 * developers test a screen with in-memory adapters swapped in
 * (docs/guides/swap-an-adapter.md).
 */
export function renderApp(container: Container, path = '/'): RenderedApp {
  const router = createMemoryRouter(appRoutes(), { initialEntries: [path] });
  const result = render(
    <AppProviders container={container}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router };
}
