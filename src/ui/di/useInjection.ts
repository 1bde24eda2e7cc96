import { useContext, useMemo } from 'react';
import type { ServiceContainer, Token } from '@/di/Token';
import { ContainerContext } from './ContainerContext';

/**
 * Outside React (the first page's prefetch, before the first render): what
 * `useInjection(token)` gives a component, from the given container.
 */
export function resolve<T>(container: ServiceContainer, token: Token<T>): T {
  return container.get<T>(token);
}

/**
 * The container hook: the only way a component reaches a use-case or a store.
 * Bindings are singletons, so the same instance comes back on every render.
 */
export function useInjection<T>(token: Token<T>): T {
  const container = useContext(ContainerContext);
  if (!container) {
    throw new Error('useInjection must be used inside <ContainerProvider>');
  }
  return useMemo(() => resolve(container, token), [container, token]);
}
