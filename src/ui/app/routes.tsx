import type { RouteObject } from 'react-router-dom';
import { ProtectedRoute } from '../auth/ProtectedRoute';
import { RootLayout } from '../layout/RootLayout';
import { HomePage } from '../pages/home/HomePage';
import { NotFoundPage } from '../pages/errors/NotFoundPage';
import { RouteErrorPage } from '../pages/errors/RouteErrorPage';
import { PATHS } from './paths';

/**
 * Spec section 2's routes. Home ships in the first bundle; every other screen
 * is split into its own chunk and fetched when first visited.
 */
export function appRoutes(banner?: React.ReactNode): RouteObject[] {
  return [
    {
      element: <RootLayout banner={banner} />,
      children: [
        {
          errorElement: <RouteErrorPage />,
          children: [
            { index: true, element: <HomePage /> },
            {
              path: PATHS.plants,
              lazy: async () => ({
                Component: (await import('../pages/plants/PlantsPage')).default,
              }),
            },
            {
              path: PATHS.login,
              lazy: async () => ({ Component: (await import('../pages/login/LoginPage')).default }),
            },
            {
              path: PATHS.signup,
              lazy: async () => ({
                Component: (await import('../pages/signup/SignUpPage')).default,
              }),
            },
            {
              element: <ProtectedRoute />,
              children: [
                {
                  path: PATHS.plant,
                  lazy: async () => ({
                    Component: (await import('../pages/plant/PlantDetailPage')).default,
                  }),
                },
                {
                  path: PATHS.cart,
                  lazy: async () => ({
                    Component: (await import('../pages/cart/CartPage')).default,
                  }),
                },
                {
                  path: PATHS.profile,
                  lazy: async () => ({
                    Component: (await import('../pages/profile/ProfilePage')).default,
                  }),
                },
              ],
            },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}
