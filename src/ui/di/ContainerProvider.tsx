import type { ReactNode } from 'react';
import type { ServiceContainer } from '@/di/Token';
import { ContainerContext } from './ContainerContext';

/** Makes one composition root's container reachable from every screen below. */
export function ContainerProvider({
  container,
  children,
}: {
  container: ServiceContainer;
  children: ReactNode;
}) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}
