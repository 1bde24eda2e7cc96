import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PATHS } from '@/ui/lib/paths';
import { Spinner } from '@/ui/components/Spinner';
import type { ReturnState } from '@/ui/auth/returnLocation';
import { useAuth } from '@/ui/auth/useAuth';

/**
 * Spec section 2: a loading indicator while the auth state resolves, then an
 * anonymous visitor goes to /login with the origin location remembered.
 */
export function ProtectedRoute() {
  const { loading, user } = useAuth();
  const location = useLocation();
  if (loading) return <Spinner label="Checking your sign-in" />;
  if (!user) {
    const state: ReturnState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to={PATHS.login} replace state={state} />;
  }
  return <Outlet />;
}
