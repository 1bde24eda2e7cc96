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
 * one's value at once instead of suspending for a tick (the protocol React sets on the promises it
 * tracks itself, and that data libraries set on theirs, e.g. TanStack Query's prefetch in render).
 */
type ReadablePromise<T> = Promise<T> & ({ status?: undefined } | { status: 'fulfilled'; value: T });

/**
 * A lazily loaded screen with a preload: the shell fetches the chunk of the
 * page being opened while the auth state resolves, and a navigation keeps the
 * current page until the next one's chunk is there (a transition). Once loaded
 * it renders at once, with no suspense. A failed load is forgotten, so the
 * next attempt fetches again.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let pending: ReadablePromise<ComponentType> | null = null;
  const preload = (): ReadablePromise<ComponentType> => {
    if (pending) return pending;
    const loading: ReadablePromise<ComponentType> = load().then(
      async (loaded: { default: ComponentType } | undefined) => {
        // Nothing when reloadOnStaleChunk is reloading the page: the current page stays.
        const module = await moduleOrReload(loaded);
        return Object.assign(loading, { status: 'fulfilled' as const, value: module.default })
          .value;
      },
      (error: unknown) => {
        pending = null;
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
