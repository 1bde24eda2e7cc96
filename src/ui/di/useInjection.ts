import { useContext, useMemo } from 'react';
import type { Token } from '../../di/Token';
import { ContainerContext } from './ContainerContext';

/**
 * The container hook: the only way a component reaches a use-case or a port.
 * Bindings are singletons, so the same instance comes back on every render.
 */
export function useInjection<T>(token: Token<T>): T {
  const container = useContext(ContainerContext);
  if (!container) {
    throw new Error('useInjection must be used inside <ContainerProvider>');
  }
  return useMemo(() => container.get<T>(token), [container, token]);
}
