import { createElement, use, type ComponentType } from 'react';

/** A screen split into its own chunk: the component to render, and a way to fetch it early. */
export interface LazyPage {
  /** Renders the screen; suspends (React `use`) only while its chunk is still loading. */
  readonly Component: ComponentType;
  /** Starts loading the chunk (once) and resolves when it is there. */
  preload(): Promise<unknown>;
}

/**
 * A lazily loaded screen with a preload: the shell fetches the chunk of the
 * page being opened while the auth state resolves, and the router can wait
 * for it before it shows the page. Once loaded it renders at once, with no
 * suspense. A failed load is forgotten, so the next attempt fetches again.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loaded: ComponentType | null = null;
  let pending: Promise<ComponentType> | null = null;
  const preload = () => {
    pending ??= load().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  function LazyPageComponent() {
    return createElement(loaded ?? use(preload()));
  }
  return { Component: LazyPageComponent, preload };
}
