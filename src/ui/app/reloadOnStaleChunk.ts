/** The address a missing chunk last reloaded the tab at, in the tab's session storage. */
const RELOADED_AT = 'leafy:reloaded-for-missing-chunk';

/**
 * Vite's recipe for a deploy that removed the files an open page still asks for
 * (vite.dev/guide/build, "Load Error Handling"): a chunk that fails to load fires
 * `vite:preloadError`, and the page reloads into the version deployed instead of
 * showing the error screen. The event's default is prevented so the failed import
 * resolves to nothing (`moduleOrReload` then keeps what waited for it waiting until the reload).
 *
 * Once per address in a tab's session: if the page fails again after reloading for
 * it, the version deployed itself lacks the file, and the error screen shows rather
 * than a reload loop.
 */
export function reloadOnStaleChunk(page: Window): () => void {
  const onPreloadError = (event: Event) => {
    try {
      if (page.sessionStorage.getItem(RELOADED_AT) === page.location.href) return;
      page.sessionStorage.setItem(RELOADED_AT, page.location.href);
    } catch {
      // No session storage: nothing could stop a loop, so the error shows.
      return;
    }
    event.preventDefault();
    page.location.reload();
  };
  page.addEventListener('vite:preloadError', onPreloadError);
  return () => page.removeEventListener('vite:preloadError', onPreloadError);
}
