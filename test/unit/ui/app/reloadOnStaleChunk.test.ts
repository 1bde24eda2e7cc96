// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { ReloadForStaleChunk } from '@/modules/updates/application/ReloadForStaleChunk';
import { UnsavedInput } from '@/modules/updates/application/UnsavedInput';
import { InMemoryAppUpdate } from '@/modules/updates/infrastructure/InMemoryAppUpdate';
import { reloadOnStaleChunk } from '@/ui/app/reloadOnStaleChunk';
import { moduleOrReload } from '@/ui/lib/moduleOrReload';

/** What Vite's preload helper does when a chunk fails to load. */
function chunkFails(
  page: Window,
  error = new TypeError('Failed to fetch dynamically imported module'),
) {
  const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), {
    payload: error,
  });
  page.dispatchEvent(event);
  return { event, error };
}

/**
 * What became of the import that waited for the chunk (its module, once Vite's helper resolved
 * it to nothing): 'waits' while it neither resolved nor rejected after its answer came.
 */
async function whatTheImportBecame(): Promise<unknown> {
  const outcome = Promise.resolve(moduleOrReload<unknown>(undefined)).then(
    () => 'resolved',
    (error: unknown) => error,
  );
  const later = (async () => {
    for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
    return 'waits';
  })();
  return Promise.race([outcome, later]);
}

/** A window at a shop address (jsdom's location cannot be replaced), and the tab's update rule. */
function aPage() {
  const page = Object.create(window, {
    location: { value: { href: 'https://shop.example/plants' } },
    sessionStorage: { value: window.sessionStorage },
    addEventListener: { value: window.addEventListener.bind(window) },
    removeEventListener: { value: window.removeEventListener.bind(window) },
    dispatchEvent: { value: window.dispatchEvent.bind(window) },
  }) as Window;
  const updates = new InMemoryAppUpdate();
  const input = new UnsavedInput();
  return { page, updates, input, staleChunks: new ReloadForStaleChunk(updates, input) };
}

const stops: (() => void)[] = [];
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  window.sessionStorage.clear();
});

describe('reloadOnStaleChunk: a chunk a deploy removed', () => {
  it('reloads the page into the version deployed, what waited for the chunk waiting for it', async () => {
    const { page, updates, staleChunks } = aPage();
    stops.push(reloadOnStaleChunk(page, staleChunks));
    const { event } = chunkFails(page);
    expect(event.defaultPrevented).toBe(true);
    expect(await whatTheImportBecame()).toBe('waits');
    expect(updates.reloads).toBe(1);
  });

  it('reloads once per address: failing again after it, the error shows', async () => {
    const { page, updates, staleChunks } = aPage();
    stops.push(reloadOnStaleChunk(page, staleChunks));
    chunkFails(page);
    await whatTheImportBecame();
    stops.splice(0).forEach((stop) => stop());
    // The page after the reload, at the same address.
    const after = aPage();
    stops.push(reloadOnStaleChunk(page, after.staleChunks));
    const { event } = chunkFails(page);
    expect(event.defaultPrevented).toBe(false);
    expect(updates.reloads + after.updates.reloads).toBe(1);
  });

  it('offline on a first visit: no reload, and the import fails with its own error', async () => {
    const { page, updates, staleChunks } = aPage();
    updates.loseNetwork();
    stops.push(reloadOnStaleChunk(page, staleChunks));
    const { error } = chunkFails(page);
    expect(await whatTheImportBecame()).toBe(error);
    expect(updates.reloads).toBe(0);
    // Not marked as reloaded for: online again, the next failure here reloads.
    updates.regainNetwork();
    chunkFails(page);
    expect(await whatTheImportBecame()).toBe('waits');
    expect(updates.reloads).toBe(1);
  });

  it('with a form holding what was typed: no reload, and the import fails with its error', async () => {
    const { page, updates, input, staleChunks } = aPage();
    input.hold();
    stops.push(reloadOnStaleChunk(page, staleChunks));
    const { error } = chunkFails(page);
    expect(await whatTheImportBecame()).toBe(error);
    expect(updates.reloads).toBe(0);
  });
});
