import type { ReloadForStaleChunk } from '@/modules/updates/application/ReloadForStaleChunk';
import { failedImportBecomes } from '@/ui/lib/moduleOrReload';

/** The address a missing chunk last reloaded the tab at, in the tab's session storage. */
const RELOADED_AT = 'leafy:reloaded-for-missing-chunk';

/**
 * Vite's recipe for a deploy that removed the files an open page still asks for
 * (vite.dev/guide/build, "Load Error Handling"): a chunk that fails to load fires
 * `vite:preloadError`. Its default is prevented, so the failed import resolves to nothing, and
 * ReloadForStaleChunk decides: the tab reloads into the version deployed (`moduleOrReload` keeps
 * what waited for the chunk waiting until the page goes), or, offline or with input held, the
 * import fails with its error and the page shows its own fallback.
 *
 * Once per address in a tab's session: if the page fails again after reloading for
 * it, the version deployed itself lacks the file, and the error screen shows rather
 * than a reload loop.
 */
export function reloadOnStaleChunk(page: Window, staleChunks: ReloadForStaleChunk): () => void {
  const stopWatching = staleChunks.watch();
  const onPreloadError = (event: Event) => {
    try {
      if (page.sessionStorage.getItem(RELOADED_AT) === page.location.href) return;
    } catch {
      // No session storage: nothing could stop a loop, so the error shows.
      return;
    }
    event.preventDefault();
    const error = (event as Event & { payload?: unknown }).payload;
    failedImportBecomes(
      staleChunks.chunkFailed().then((reloads) => {
        if (!reloads) throw error;
        try {
          page.sessionStorage.setItem(RELOADED_AT, page.location.href);
        } catch {
          // Read a moment ago: a write refused now leaves one reload more, at worst.
        }
        return new Promise<never>(() => undefined);
      }),
    );
  };
  page.addEventListener('vite:preloadError', onPreloadError);
  return () => {
    page.removeEventListener('vite:preloadError', onPreloadError);
    stopWatching();
  };
}
