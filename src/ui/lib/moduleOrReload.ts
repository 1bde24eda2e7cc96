/**
 * A dynamic import's module, or, when Vite's preload helper resolved it to nothing because
 * reloadOnStaleChunk (src/ui/app) took its failure for a reload, a promise that never settles:
 * what waited for the module keeps waiting until the reload replaces the page, instead of failing.
 */
export function moduleOrReload<T>(module: T | undefined): T | Promise<never> {
  return module ?? new Promise<never>(() => undefined);
}
