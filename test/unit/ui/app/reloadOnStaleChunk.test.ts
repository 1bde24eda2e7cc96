// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadOnStaleChunk } from '@/ui/app/reloadOnStaleChunk';

/** What Vite's preload helper does when a chunk fails to load. */
function chunkFails(page: Window): Event {
  const event = new Event('vite:preloadError', { cancelable: true });
  page.dispatchEvent(event);
  return event;
}

/** A window whose reload is counted (jsdom's location.reload cannot be replaced). */
function aPage() {
  const reload = vi.fn();
  const page = Object.create(window, {
    location: { value: { href: 'https://shop.example/plants', reload } },
    sessionStorage: { value: window.sessionStorage },
    addEventListener: { value: window.addEventListener.bind(window) },
    removeEventListener: { value: window.removeEventListener.bind(window) },
    dispatchEvent: { value: window.dispatchEvent.bind(window) },
  }) as Window;
  return { page, reload };
}

const stops: (() => void)[] = [];
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  window.sessionStorage.clear();
});

describe('reloadOnStaleChunk: a chunk a deploy removed', () => {
  it('reloads the page into the version deployed, instead of failing the import', () => {
    const { page, reload } = aPage();
    stops.push(reloadOnStaleChunk(page));
    const event = chunkFails(page);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
  });

  it('reloads once per address: failing again after it, the error shows', () => {
    const { page, reload } = aPage();
    stops.push(reloadOnStaleChunk(page));
    chunkFails(page);
    stops.splice(0).forEach((stop) => stop());
    // The page after the reload, at the same address.
    stops.push(reloadOnStaleChunk(page));
    const event = chunkFails(page);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(false);
  });
});
