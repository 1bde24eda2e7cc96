import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { createInMemoryContainer } from '@/di/inMemoryContainer';
import { InMemoryAuth } from '@/modules/auth/infrastructure/InMemoryAuth';
import { InMemoryPlantCatalog } from '@/modules/plants/infrastructure/InMemoryPlantCatalog';
import { heldOffset } from '@/ui/lib/holdScroll';
import { aPlant } from '@test/support/plants';
import { renderApp, type RenderedApp } from '@test/support/renderApp';

// jsdom has no layout: the page's offset is set by hand, as the shopper's scrolling would, and the
// shop's own scrolling is read from the calls it makes. The browser suite (place-kept.e2e.ts)
// checks the places for real.

/** How far the page can scroll: the browser cuts an offset beyond it. */
let pageHeight = Infinity;

function pageScrolledTo(top: number) {
  Object.defineProperty(window, 'scrollY', {
    value: Math.min(top, pageHeight),
    configurable: true,
  });
  window.dispatchEvent(new Event('scroll'));
}

function shopperScrollsTo(top: number) {
  act(() => pageScrolledTo(top));
}

/**
 * jsdom's stand-in for the browser's ResizeObserver (it has none): with no layout, a change of the
 * page's content is taken for a change of its height, which is what the shop's holding of a place
 * watches for (content that comes late, such as the home page's later bands).
 */
class ContentResizeObserver {
  private readonly mutations: MutationObserver;
  constructor(callback: ResizeObserverCallback) {
    this.mutations = new MutationObserver(() => callback([], this as unknown as ResizeObserver));
  }
  observe(target: Element) {
    this.mutations.observe(target, { childList: true, subtree: true });
  }
  unobserve() {}
  disconnect() {
    this.mutations.disconnect();
  }
}

let scrollTo: MockInstance<(options?: ScrollToOptions) => void>;
let scrollIntoView: MockInstance<(options?: boolean | ScrollIntoViewOptions) => void>;

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', ContentResizeObserver);
  pageHeight = Infinity;
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  scrollTo = vi
    .spyOn(window, 'scrollTo')
    .mockImplementation(((options?: ScrollToOptions) =>
      pageScrolledTo(options?.top ?? 0)) as typeof window.scrollTo) as unknown as typeof scrollTo;
  scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const lastScrollTo = () => scrollTo.mock.calls.at(-1)?.[0];

async function openShop(path: string): Promise<RenderedApp> {
  const auth = new InMemoryAuth({ signedInAs: { email: 'fern@example.com', password: 'Secret1' } });
  const catalog = new InMemoryPlantCatalog([aPlant({ plantId: 1, plantName: 'ZZ Plant' })]);
  const app = renderApp(createInMemoryContainer({ auth, catalog }), path);
  await screen.findByRole('heading', { level: 1 });
  return app;
}

async function go(app: RenderedApp, to: string | number, heading: string) {
  await act(() => app.router.navigate(to));
  await screen.findByRole('heading', { level: 1, name: heading });
}

/**
 * The listing left at 4800 px for the plant, and Back to it while the page is still 594 px tall:
 * the browser cuts the offset, and the place is still being set.
 */
async function backToTheListingLeftAt4800(): Promise<RenderedApp> {
  const app = await openShop('/plants');
  shopperScrollsTo(4800);
  await go(app, '/plant/1', 'ZZ Plant');
  pageHeight = 594;
  await go(app, -1, 'All Plants');
  return app;
}

/** Forward to the plant and Back again: where the listing is placed then. */
async function forwardAndBack(app: RenderedApp) {
  await go(app, 1, 'ZZ Plant');
  await go(app, -1, 'All Plants');
  return lastScrollTo();
}

describe('ScrollRestorer', () => {
  it('leaves the first load where the browser put it', async () => {
    await openShop('/plants');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('opens a page at its top; Back and Forward return to the offsets the entries had', async () => {
    const app = await openShop('/plants');
    shopperScrollsTo(4800);

    await go(app, '/plant/1', 'ZZ Plant');
    expect(lastScrollTo()).toEqual({ top: 0, behavior: 'instant' });
    shopperScrollsTo(300);

    await go(app, -1, 'All Plants');
    expect(lastScrollTo()).toEqual({ top: 4800, behavior: 'instant' });

    await go(app, 1, 'ZZ Plant');
    expect(lastScrollTo()).toEqual({ top: 300, behavior: 'instant' });
  });

  it("keeps the entry's offset while the page is still being placed: a cut offset is not the shopper's place", async () => {
    const app = await backToTheListingLeftAt4800();
    expect(window.scrollY).toBe(594);
    pageHeight = Infinity;
    expect(await forwardAndBack(app)).toEqual({ top: 4800, behavior: 'instant' });
  });

  it('tells where it is placing the page while the page is short of it: a windowed list lays its rows out there', async () => {
    await backToTheListingLeftAt4800();
    expect(window.scrollY).toBe(594);
    expect(heldOffset()).toBe(4800);
    act(() => {
      window.dispatchEvent(new Event('wheel'));
    });
    expect(heldOffset()).toBeNull();
  });

  it("remembers the shopper's scrolling once they act on the page", async () => {
    const app = await backToTheListingLeftAt4800();
    act(() => {
      window.dispatchEvent(new Event('wheel'));
    });
    pageHeight = Infinity;
    shopperScrollsTo(2000);
    expect(await forwardAndBack(app)).toEqual({ top: 2000, behavior: 'instant' });
  });

  it('lets go once the offset is reached: what moves the page after that is its own place', async () => {
    const app = await openShop('/plants');
    shopperScrollsTo(4800);
    await go(app, '/plant/1', 'ZZ Plant');
    await go(app, -1, 'All Plants');
    expect(window.scrollY).toBe(4800);
    // A windowed list measured a row above the screen and kept its cards still by scrolling.
    act(() => pageScrolledTo(4785));
    expect(await forwardAndBack(app)).toEqual({ top: 4785, behavior: 'instant' });
  });

  it('moves nothing when only the query changes (a search, a filter)', async () => {
    const app = await openShop('/plants');
    shopperScrollsTo(1200);
    await act(() => app.router.navigate('/plants?q=zz'));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('lands a link to a #hash on another page on its section, from the top', async () => {
    const app = await openShop('/plants');
    shopperScrollsTo(9000);
    await go(app, '/#about', 'Leafy: indoor plants delivered');
    expect(lastScrollTo()).toEqual({ top: 0, behavior: 'instant' });
    // The home page's later bands come after its first render: the landing waits for them.
    await vi.waitFor(() =>
      expect(scrollIntoView.mock.contexts.at(-1)).toBe(document.getElementById('about')),
    );
    expect(scrollIntoView.mock.calls.at(-1)?.[0]).toEqual({ behavior: 'instant' });
  });

  it('finds the section a first load names', async () => {
    await openShop('/#about');
    await vi.waitFor(() =>
      expect(scrollIntoView.mock.contexts.at(-1)).toBe(document.getElementById('about')),
    );
  });

  it("turns the browser's own restoration off while the shop runs, and hands it back after", async () => {
    // jsdom's History has no scrollRestoration; the browser's starts at 'auto'.
    Object.defineProperty(window.history, 'scrollRestoration', {
      value: 'auto',
      writable: true,
      configurable: true,
    });
    const app = await openShop('/plants');
    expect(window.history.scrollRestoration).toBe('manual');
    app.unmount();
    expect(window.history.scrollRestoration).toBe('auto');
  });
});
