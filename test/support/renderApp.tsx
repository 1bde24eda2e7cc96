import { render, type RenderResult } from '@testing-library/react';
import type { Container } from 'inversify';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  useNavigationType,
  type Location,
  type NavigateFunction,
  type NavigationType,
  type To,
} from 'react-router-dom';
import { App } from '@/ui/app/App';
import { PAGES } from '@/ui/app/routes';

// Every screen's chunk is in before a test renders: a navigation inside a synchronous act() (a
// click) cannot wait for a chunk, which the browser's router does in a transition (lazyPage.ts).
await Promise.all(Object.values(PAGES).map((page) => page.preload()));

/** What a test reads and drives of the router the shop renders in. */
export interface TestRouter {
  readonly state: { readonly location: Location; readonly historyAction: NavigationType };
  navigate(to: To | number): Promise<void>;
}

export interface RenderedApp extends RenderResult {
  readonly router: TestRouter;
}

/**
 * Renders the whole shop at `path` with the given container, the way
 * developers test a screen with in-memory adapters swapped in
 * (docs/guides/swap-an-adapter.md): the shop's own App and route table in a
 * declarative router, as src/main.tsx renders them, with a MemoryRouter in
 * place of the BrowserRouter.
 */
export function renderApp(container: Container, path = '/'): RenderedApp {
  let seen: { location: Location; historyAction: NavigationType; navigate: NavigateFunction };
  function RouterProbe() {
    seen = { location: useLocation(), historyAction: useNavigationType(), navigate: useNavigate() };
    return null;
  }
  const result = render(
    <MemoryRouter initialEntries={[path]}>
      <App container={container} />
      <RouterProbe />
    </MemoryRouter>,
  );
  const router: TestRouter = {
    get state() {
      return { location: seen.location, historyAction: seen.historyAction };
    },
    // A promise, so that `await act(() => router.navigate(to))` is an async act: React finishes
    // what the navigation starts (the next page's effects and reads) before the test goes on.
    navigate: async (to) => (typeof to === 'number' ? seen.navigate(to) : seen.navigate(to)),
  };
  return { ...result, router };
}
