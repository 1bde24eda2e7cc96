import type { ReactNode } from 'react';
import type { ServiceContainer } from '@/di/Token';
import { AuthProvider } from '@/ui/app/AuthProvider';
import { ContainerProvider } from '@/ui/di/ContainerProvider';

/**
 * Everything a screen needs around it: the container and the auth state. (The
 * toasts are mounted by the route table, after the first page: see ToastHost.)
 */
export function AppProviders({
  container,
  children,
}: {
  container: ServiceContainer;
  children: ReactNode;
}) {
  return (
    <ContainerProvider container={container}>
      <AuthProvider>{children}</AuthProvider>
    </ContainerProvider>
  );
}
