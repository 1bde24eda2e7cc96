import type { ReactNode } from 'react';
import type { Container } from 'inversify';
import { Toaster } from 'react-hot-toast';
import { AuthProvider } from '../auth/AuthProvider';
import { ContainerProvider } from '../di/ContainerProvider';
import { TOAST_DURATION_MS } from '../layout/layoutConstants';

/** Everything a screen needs around it: the container, the auth state and the toasts. */
export function AppProviders({
  container,
  children,
}: {
  container: Container;
  children: ReactNode;
}) {
  return (
    <ContainerProvider container={container}>
      <AuthProvider>{children}</AuthProvider>
      <Toaster position="top-right" toastOptions={{ duration: TOAST_DURATION_MS }} />
    </ContainerProvider>
  );
}
