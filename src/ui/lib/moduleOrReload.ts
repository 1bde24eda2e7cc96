/** What the last failed import that reloadOnStaleChunk (src/ui/app) took became. */
let lastTakenFailure: Promise<never> = new Promise<never>(() => undefined);

/**
 * reloadOnStaleChunk took a failed import (Vite's preload helper then resolves it to nothing):
 * `outcome` never settles when the tab reloads for it, and rejects with the import's error when
 * the tab does not (offline, or input held), for moduleOrReload to hand on.
 */
export function failedImportBecomes(outcome: Promise<never>): void {
  // Handled by whoever waited for the module; nobody may have.
  outcome.catch(() => undefined);
  lastTakenFailure = outcome;
}

/**
 * A dynamic import's module, or, when Vite's preload helper resolved it to nothing because
 * reloadOnStaleChunk took its failure, what that failure became: a promise that never settles
 * while the tab reloads (what waited keeps waiting until the page is replaced), or the import's
 * error, for the page's own fallback. Call it on `load().then(…)`, with `load` an arrow holding
 * nothing but the `import()`: Vite wraps an `import()` together with a `.then` chained straight
 * on it, and that `.then` then never sees the nothing.
 */
export function moduleOrReload<T>(module: T | undefined): T | Promise<never> {
  return module ?? lastTakenFailure;
}
