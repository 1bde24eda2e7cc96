import type { OpenPlantSearch } from '@/modules/plants/application/SearchPlants';

/**
 * SearchPlants whose code (the use-case, its rules and MiniSearch) is fetched on its first use,
 * when a shopper starts a search: no page's JavaScript before its first render carries it
 * (ADR 0031). A failed fetch (offline, a deploy in between) is tried again on the next use.
 */
export function lazySearchPlants(): OpenPlantSearch {
  let loading: Promise<OpenPlantSearch> | undefined;
  const load = () => {
    loading ??= import('./createSearchPlants').then(
      (module) => module.createSearchPlants(),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return { execute: (catalogue) => load().then((search) => search.execute(catalogue)) };
}
