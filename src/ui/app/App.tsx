import { useState, type ReactNode } from 'react';
import type { Container } from 'inversify';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { appRoutes } from './routes';

export function App({ container, banner }: { container: Container; banner?: ReactNode }) {
  const [router] = useState(() => createBrowserRouter(appRoutes(banner)));
  return (
    <AppProviders container={container}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
