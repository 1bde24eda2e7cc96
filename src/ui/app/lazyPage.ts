import { createElement, use, type ComponentType } from 'react';
import { moduleOrReload } from '@/ui/lib/moduleOrReload';

/** A screen split into its own chunk: the component to render, and a way to fetch it early. */
export interface LazyPage {
  /** Renders the screen; suspends (React `use`) only while its chunk is still loading. */
  readonly Component: ComponentType;
  /** Starts loading the chunk (once) and resolves when it is there. */
  preload(): Promise<unknown>;
}

/**
 * A promise that says it has settled the way React's `use` reads it: `use` returns a fulfilled
 * one's value at once instead of suspending for a tick, and throws a rejected one's reason (the
 * protocol React sets on the promises it tracks itself, and that data libraries set on theirs,
 * e.g. TanStack Query's prefetch in render).
 */
type ReadablePromise<T> = Promise<T> &
  (
    | { status?: undefined }
    | { status: 'fulfilled'; value: T }
    | { status: 'rejected'; reason: unknown }
  );

/** How each lazy page forgets a load that failed. */
const failureForgetters = new Set<() => void>();

/**
 * Forgets every failed load, once the error screen shows it (RouteErrorBoundary): the next
 * navigation to such a screen fetches its chunk again.
 */
export function forgetFailedLoads(): void {
  failureForgetters.forEach((forget) => forget());
}

/**
 * A lazily loaded screen with a preload: the shell fetches the chunk of the
 * page being opened while the auth state resolves, and a navigation keeps the
 * current page until the next one's chunk is there (a transition). Once loaded
 * it renders at once, with no suspense. A failed load stays failed until the
 * error screen has shown it (`forgetFailedLoads`): React renders the screen
 * again when the load settles, and a load started then would fail and start
 * again, for ever, the error screen never showing.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let pending: ReadablePromise<ComponentType> | null = null;
  failureForgetters.add(() => {
    if (pending?.status === 'rejected') pending = null;
  });
  const preload = (): ReadablePromise<ComponentType> => {
    if (pending) return pending;
    const loading: ReadablePromise<ComponentType> = load()
      // Nothing when reloadOnStaleChunk took the failure: while the tab reloads, the current page
      // stays; when it does not, the failure comes here as any other.
      .then((loaded: { default: ComponentType } | undefined) => moduleOrReload(loaded))
      .then(
        (module) =>
          Object.assign(loading, { status: 'fulfilled' as const, value: module.default }).value,
        (error: unknown) => {
          Object.assign(loading, { status: 'rejected' as const, reason: error });
          throw error;
        },
      );
    pending = loading;
    return loading;
  };
  function LazyPageComponent() {
    return createElement(use(preload()));
  }
  return { Component: LazyPageComponent, preload };
}
