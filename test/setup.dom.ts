import '@testing-library/jest-dom/vitest';
import { act, cleanup, configure } from '@testing-library/react';
import toast from 'react-hot-toast/headless';
import { afterEach, beforeAll } from 'vitest';

// findBy* and waitFor wait for a state; their default ceiling of 1 s is too short on a busy machine
// (a route's first dynamic import alone can take that long there). A quiet one never comes near it.
configure({ asyncUtilTimeout: 10_000 });

beforeAll(() => {
  // jsdom has no layout: scrolling is a no-op here, the browser suite checks it for real.
  window.scrollTo = () => {};
  Element.prototype.scrollIntoView = () => {};
  // jsdom has no matchMedia; the hero asks it about reduced motion.
  globalThis.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
});

afterEach(() => {
  // Toasts live in a module-level store: without this they leak into the next test.
  act(() => toast.remove());
  cleanup();
});
